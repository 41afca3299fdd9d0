import TreatyContract
public import TreatyTooling

extension AcceptList {
    /// `report` with accepted changes marked and findings about the entries added.
    ///
    /// `today` is passed in (never read from the clock here) so results are reproducible.
    /// An expired or malformed entry accepts nothing and is an error; an entry for an unknown
    /// rule or matching no change is a warning.
    public func apply(to report: DiffReport, today: String) -> DiffReport {
        let knownRules = Set(DiffRule.catalogue.map(\.id))
        // In the order found: sorting them is left to whoever reads them in order.
        var changes = report.found
        var findings = report.findings
        for entry in entries {
            let location = entry.location ?? FileLocation(file: file, line: 1, column: 1)
            guard entry.hasValidExpiry else {
                findings.append(
                    Diagnostic(.error, "accept-entry-invalid-expiry", AcceptMessage.invalidExpiry(entry), at: location))
                continue
            }
            guard !entry.isExpired(today: today) else {
                findings.append(Diagnostic(.error, "accept-entry-expired", AcceptMessage.expired(entry), at: location))
                continue
            }
            if !knownRules.contains(entry.rule) {
                findings.append(Diagnostic(.warning, "accept-entry-unknown-rule", AcceptMessage.unknownRule(entry), at: location))
            }
            var used = false
            for index in changes.indices where changes[index].acceptedReason == nil && entry.matches(changes[index]) {
                changes[index].acceptedReason = entry.reason
                used = true
            }
            if !used, knownRules.contains(entry.rule) {
                findings.append(Diagnostic(.warning, "accept-entry-unused", AcceptMessage.unused(entry), at: location))
            }
        }
        return DiffReport(changes: changes, findings: findings)
    }
}

/// The messages accept-file findings use.
enum AcceptMessage {
    static func expired(_ entry: AcceptEntry) -> String {
        "accept entry for '\(entry.rule)' expired on '\(entry.expires)'; "
            + "fix the change, or set a later 'expires' if it is still intended"
    }

    static func invalidExpiry(_ entry: AcceptEntry) -> String {
        "accept entry for '\(entry.rule)' has expiry '\(entry.expires)'; expected a date written 'yyyy-mm-dd'"
    }

    static func unknownRule(_ entry: AcceptEntry) -> String {
        "accept entry names rule '\(entry.rule)', which the diff engine does not know; see docs/diff-rules.md"
    }

    static func unused(_ entry: AcceptEntry) -> String {
        "accept entry for '\(entry.rule)' matches no change; remove it"
    }
}
