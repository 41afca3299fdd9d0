import Foundation
public import TreatyContract

/// One difference between two contract versions, as existing clients feel it.
///
/// A change names its rule (see docs/diff-rules.md), its class, and where it is: the contract,
/// the endpoint, the response status, the ``target`` element (`request.body`,
/// `request.query.page`, `response.header.Retry-After`, …) and a JSON ``pointer`` into that
/// element's shape. ``location`` points into the new contract file, or the old one when the
/// element was removed.
public struct Change: Sendable, Hashable, Comparable {
    /// Rule, class, location, values and message, shared with every other place the change is
    /// seen at (see ``ChangeFinding``).
    private(set) var shared: ChangeFinding.Shared
    /// The contract's `name:`.
    public var contract: String?
    /// The endpoint id (the new one when the endpoint was renamed).
    public var endpoint: String?
    /// The response status pattern (`200`, `4XX`, `default`) for response changes.
    public var status: String?
    /// The element whose shape changed: `request.body`, `request.path.id`, `request.query.page`,
    /// `request.header.Authorization`, `response.body`, `response.header.Retry-After`,
    /// `defaults.header.Accept`, `scenario.timeout`; nil for endpoint- and contract-level changes.
    public var target: String?
    /// A JSON pointer into the target's shape (`/properties/owner/properties/email`); empty for its root.
    public var pointer: String
    /// The accept-file reason when an entry accepted this change; accepted changes never fail a run.
    public var acceptedReason: String?

    /// The kebab-case rule id, e.g. `response-field-removed`.
    public var rule: String {
        get { shared.finding.rule }
        set { edit { $0.rule = newValue } }
    }

    public var classification: ChangeClass {
        get { shared.finding.classification }
        set { edit { $0.classification = newValue } }
    }

    public var location: SourceLocation? {
        get { shared.finding.location }
        set { edit { $0.location = newValue } }
    }

    /// The old value, rendered for people (`string`, `["a","b"]`, `minLength 1`); nil when absent.
    public var before: String? {
        get { shared.finding.before }
        set { edit { $0.before = newValue } }
    }

    /// The new value; nil when absent.
    public var after: String? {
        get { shared.finding.after }
        set { edit { $0.after = newValue } }
    }

    /// What changed, lowercase, user tokens in single quotes.
    public var message: String {
        get { shared.finding.message }
        set { edit { $0.message = newValue } }
    }

    /// - Parameter subjectIsTheValue: the subject is the value added or removed (an enum value, a
    ///   status, a contract's name), so the message quotes it once; ``before`` and ``after`` still
    ///   carry it for readers of the JSON report.
    public init(
        rule: DiffRule, subject: String? = nil, pointer: String = "", location: SourceLocation?,
        before: String? = nil, after: String? = nil, subjectIsTheValue: Bool = false
    ) {
        let message = Change.message(
            rule, subject: subject, before: subjectIsTheValue ? nil : before, after: subjectIsTheValue ? nil : after)
        shared = ChangeFinding.Shared(
            ChangeFinding(
                rule: rule.id, classification: rule.classification, location: location, before: before, after: after,
                message: message))
        self.pointer = pointer
    }

    /// A finding is never changed in place: other places may share it.
    private mutating func edit(_ change: (inout ChangeFinding) -> Void) {
        var finding = shared.finding
        change(&finding)
        shared = ChangeFinding.Shared(finding)
    }

    public static func == (lhs: Change, rhs: Change) -> Bool {
        lhs.contract == rhs.contract && lhs.endpoint == rhs.endpoint && lhs.status == rhs.status
            && lhs.target == rhs.target && lhs.pointer == rhs.pointer && lhs.acceptedReason == rhs.acceptedReason
            && lhs.shared.says(rhs.shared)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(shared.finding)
        hasher.combine(contract)
        hasher.combine(endpoint)
        hasher.combine(status)
        hasher.combine(target)
        hasher.combine(pointer)
        hasher.combine(acceptedReason)
    }

    /// Whether an accept-file entry covers this change.
    public var isAccepted: Bool { acceptedReason != nil }

    /// The change placed at `prefix` inside a larger shape: pointers from nested comparisons are relative.
    func nested(under prefix: String) -> Change {
        var copy = self
        copy.pointer = prefix + pointer
        return copy
    }

    /// The change attributed to a contract element.
    func placed(contract: String?, endpoint: String? = nil, status: String? = nil, target: String? = nil) -> Change {
        var copy = self
        copy.place(contract: contract, endpoint: endpoint, status: status, target: target)
        return copy
    }

    /// Attributes the change to a contract element, in place; a nil leaves that field as it is.
    mutating func place(contract: String?, endpoint: String? = nil, status: String? = nil, target: String? = nil) {
        if let contract { self.contract = contract }
        if let endpoint { self.endpoint = endpoint }
        if let status { self.status = status }
        if let target { self.target = target }
    }

    /// `response field removed: 'email'; was 'string'`. A value longer than
    /// ``messageValueLimit`` characters (a 300-value enum) is cut there and says how much is left
    /// out, so one change stays one readable line; ``before`` and ``after`` keep it whole.
    static func message(_ rule: DiffRule, subject: String?, before: String?, after: String?) -> String {
        var text = rule.summary
        if let subject { text += ": '\(subject)'" }
        switch (before.map(shortened), after.map(shortened)) {
        case (let old?, let new?): text += "; was '\(old)', now '\(new)'"
        case (let old?, nil): text += "; was '\(old)'"
        case (nil, let new?): text += "; now '\(new)'"
        case (nil, nil): break
        }
        return text
    }

    /// How many characters of a value a message quotes.
    static let messageValueLimit = 200

    private static func shortened(_ value: String) -> String {
        guard value.count > messageValueLimit else { return value }
        return "\(value.prefix(messageValueLimit))… (\(value.count - messageValueLimit) more characters)"
    }
}

/// `/` and one JSON pointer token (`~` and `/` escaped).
func pointerToken(_ name: String) -> String {
    "/" + JSONPointer.escape(name)
}
