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
    private(set) var finding: Shared<ChangeFinding>
    /// Contract, endpoint, status and target, shared with the other changes found at the same
    /// element (see ``ChangeSite``); nil for a change not placed yet.
    var site: Shared<ChangeSite>?
    /// A JSON pointer into the target's shape (`/properties/owner/properties/email`); empty for its root.
    public var pointer: String
    /// The accept-file reason when an entry accepted this change; accepted changes never fail a run.
    public var acceptedReason: String?

    /// - Parameter subjectIsTheValue: the subject is the value added or removed (an enum value, a
    ///   status, a contract's name), so the message quotes it once; ``before`` and ``after`` still
    ///   carry it for readers of the JSON report.
    public init(
        rule: DiffRule, subject: String? = nil, pointer: String = "", location: FileLocation?,
        before: String? = nil, after: String? = nil, subjectIsTheValue: Bool = false
    ) {
        let message = Change.message(
            rule, subject: subject, before: subjectIsTheValue ? nil : before, after: subjectIsTheValue ? nil : after)
        finding = Shared(
            ChangeFinding(
                rule: rule.id, classification: rule.classification, location: location, before: before, after: after,
                message: message))
        self.pointer = pointer
    }

    /// A finding is never changed in place: other places may share it.
    mutating func editFinding(_ change: (inout ChangeFinding) -> Void) {
        var edited = finding.value
        change(&edited)
        finding = Shared(edited)
    }

    /// Nor is a site.
    mutating func editSite(_ change: (inout ChangeSite) -> Void) {
        var edited = site?.value ?? ChangeSite()
        change(&edited)
        site = Shared(edited)
    }

    public static func == (lhs: Change, rhs: Change) -> Bool {
        lhs.pointer == rhs.pointer && lhs.acceptedReason == rhs.acceptedReason && lhs.finding.holdsSame(as: rhs.finding)
            && (lhs.site === rhs.site || lhs.site?.value ?? ChangeSite() == rhs.site?.value ?? ChangeSite())
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(finding.value)
        hasher.combine(site?.value ?? ChangeSite())
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
        // No more bytes than the limit is no more characters: counting the characters of every
        // value quoted (a long enum's list) was much of the cost of making a change.
        guard value.utf8.count > messageValueLimit, value.count > messageValueLimit else { return value }
        return "\(value.prefix(messageValueLimit))… (\(value.count - messageValueLimit) more characters)"
    }
}

/// `/` and one JSON pointer token (`~` and `/` escaped).
func pointerToken(_ name: String) -> String {
    "/" + JSONPointer.escape(name)
}
