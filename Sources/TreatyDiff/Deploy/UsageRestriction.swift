public import TreatyContract

/// Which of a diff's breaking changes break one app version, read off its usage record: what the
/// version calls, sends and (when probed) reads.
///
/// Why: a plain diff says a change breaks "clients". An app version in the field is one client,
/// frozen: removing an endpoint it never calls, making required a member it already sends, or
/// removing a response member it can do without breaks nothing for it. Whatever the record
/// cannot vouch for (a response never probed, a place the rules below do not know) counts as
/// breaking, so the restriction only ever spares a version on evidence.
///
/// ```swift
/// let restriction = UsageRestriction(record: record, report: report)
/// let breaking = report.changes.filter(restriction.breaks)
/// ```
public struct UsageRestriction: Sendable {
    private let endpoints: [String: EndpointUsage]
    /// New endpoint id → the id the version's contract (and record) gives it.
    private let formerIDs: [String: String]

    /// The restriction for `record`, with the endpoint renames `report` found.
    public init(record: UsageRecord, report: DiffReport) {
        self.init(record: record, formerIDs: Self.formerIDs(in: report))
    }

    /// The restriction for `record`, with renames (new id → old id) worked out beforehand, for
    /// the many versions that share one diff.
    init(record: UsageRecord, formerIDs: [String: String]) {
        endpoints = Dictionary(record.endpoints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.formerIDs = formerIDs
    }

    /// New endpoint id → the id the old contract gave it, from `report`'s renames.
    static func formerIDs(in report: DiffReport) -> [String: String] {
        var renames: [String: String] = [:]
        for change in report.found where change.rule == DiffRule.endpointRenamed.id {
            if let new = change.endpoint, let old = change.before { renames[new] = old }
        }
        return renames
    }

    /// Whether `change`, a breaking one, breaks this version.
    public func breaks(_ change: Change) -> Bool {
        guard let endpointID = change.endpoint else { return true }
        guard let usage = endpoints[formerIDs[endpointID] ?? endpointID] else { return false }
        guard let target = change.target else { return true }
        if let name = Self.suffix(of: target, after: "request.query.") {
            return parameterBreaks(change.rule, sent: usage.query.contains(name))
        }
        if let name = Self.suffix(of: target, after: "request.header.") ?? Self.suffix(of: target, after: "defaults.header.") {
            return parameterBreaks(change.rule, sent: usage.headers.contains { $0.lowercased() == name.lowercased() })
        }
        if target == "request.body" { return requestBodyBreaks(change, usage) }
        if target == "response.body" { return responseBodyBreaks(change, usage) }
        return true
    }

    /// A rule that asks more of a parameter breaks the versions that do not send it; one that
    /// changes what a sent parameter means or accepts breaks those that do.
    private func parameterBreaks(_ rule: String, sent: Bool) -> Bool {
        Self.asksForWhatIsNotSent.contains(rule) ? !sent : sent
    }

    /// Rules that break a client for what it leaves out: a member or parameter now required, or
    /// the default a server assumes when the client omits one.
    static let asksForWhatIsNotSent: Set<String> = [
        DiffRule.requestParameterMadeRequired.id, DiffRule.requestParameterAddedRequired.id,
        DiffRule.requestParameterDefaultAdded.id, DiffRule.requestParameterDefaultRemoved.id,
        DiffRule.requestParameterDefaultChanged.id, DiffRule.shape(.required, .narrowed, .request).id,
        DiffRule.requestFieldAddedRequired.id,
    ]

    private func requestBodyBreaks(_ change: Change, _ usage: EndpointUsage) -> Bool {
        if change.rule == DiffRule.requestBodyMadeRequired.id { return usage.body.isEmpty }
        guard let member = BodyPointer.member(ofShapePointer: change.pointer), !member.isEmpty else { return true }
        let sent = usage.body.contains { $0 == member || $0.hasPrefix(member + "/") }
        return Self.asksForWhatIsNotSent.contains(change.rule) ? !sent : sent
    }

    /// A member's removal (or its becoming optional) breaks the versions that need it; any other
    /// change of it, those that read it. Without a probe of that status, or of that member, the
    /// version is taken to read everything.
    private func responseBodyBreaks(_ change: Change, _ usage: EndpointUsage) -> Bool {
        guard let status = change.status.flatMap({ Int($0) }),
            let probe = usage.responses.first(where: { $0.status == status }),
            let member = BodyPointer.member(ofShapePointer: change.pointer), !member.isEmpty,
            probe.probed.contains(member)
        else { return true }
        if Self.takesAMemberAway.contains(change.rule) { return probe.needs.contains(member) }
        return probe.reads.contains(member) || probe.needs.contains(member)
    }

    /// Rules after which a response may come without the member.
    static let takesAMemberAway: Set<String> = [
        DiffRule.responseFieldRemoved.id, DiffRule.shape(.required, .widened, .response).id,
        DiffRule.responseRequiredFieldMadeWriteOnly.id, DiffRule.responseFieldMadeWriteOnly.id,
    ]

    private static func suffix(of target: String, after prefix: String) -> String? {
        target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : nil
    }
}
