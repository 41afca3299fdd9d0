/// How a difference between a contract and what an API does (or between two contracts) affects
/// an existing client: the one vocabulary shared by validation, live checks and `treaty diff`.
///
/// Cases are ordered by severity, so `min()` over findings gives the worst one and sorting
/// puts breaking findings first.
public enum ChangeClass: String, Sendable, Hashable, Comparable, CaseIterable {
    /// An existing client can fail: a missing required field, a changed type, a closed enum's new value.
    case breaking
    /// Breaks some clients and not others, or whether it breaks cannot be decided: a request
    /// `pattern` replaced by one whose overlap is unknown, a member dropped from an open request
    /// object (a server ignores members it does not know). Only `treaty diff` uses it.
    case warning
    /// New but harmless for a tolerant client: an undeclared property, a new value of an extensible enum.
    case additive
    /// Worth knowing, with no effect on clients.
    case informational

    public static func < (lhs: ChangeClass, rhs: ChangeClass) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
