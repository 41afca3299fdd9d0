/// Which issues the app's list shows: the segments of its filter control.
public enum IssueFilter: Sendable, CaseIterable {
    case open
    case closed
    case everything

    /// The value of `listIssues`' `state` query parameter that asks for these issues.
    var state: Operations.ListIssues.Input.Query.StatePayload {
        switch self {
        case .open: .open
        case .closed: .closed
        case .everything: .all
        }
    }
}
