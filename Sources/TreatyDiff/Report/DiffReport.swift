public import TreatyContract

/// The result of comparing two sets of contracts: every change, and findings about the comparison itself.
///
/// ``findings`` holds problems such as expired accept-file entries; they fail a run whatever
/// `--fail-on` says. Use ``fails(on:)`` for the CLI's exit code.
public struct DiffReport: Sendable, Hashable {
    /// Changes, sorted most severe first (see ``Change/<(_:_:)``).
    public var changes: [Change]
    /// Errors and warnings about the comparison (expired or unused accept entries).
    public var findings: [Diagnostic]

    public init(changes: [Change] = [], findings: [Diagnostic] = []) {
        // Positions are sorted rather than the changes themselves: a change is a large value,
        // and a large API's diff has hundreds of thousands (the sort is stable either way).
        self.changes = changes.withUnsafeBufferPointer { changes in
            guard let first = changes.baseAddress else { return [] }
            return changes.indices.sorted { Change.sortsBefore(first + $0, first + $1) }.map { first[$0] }
        }
        self.findings = findings.sorted()
    }

    /// The report with `more` findings as well. The changes keep their order, sorted already: a
    /// large API's diff has hundreds of thousands, and sorting them again took a tenth of a second.
    public func adding(findings more: [Diagnostic]) -> DiffReport {
        var report = self
        report.findings = (findings + more).sorted()
        return report
    }

    /// Whether nothing changed and nothing needs attention.
    public var isEmpty: Bool { changes.isEmpty && findings.isEmpty }

    /// Unaccepted changes of `classification`.
    public func count(_ classification: ChangeClass) -> Int {
        count { $0.pointee.classification == classification && $0.pointee.acceptedReason == nil }
    }

    /// Accepted changes of any class.
    public var acceptedCount: Int { count { $0.pointee.acceptedReason != nil } }

    /// The changes that satisfy `condition`, each read in place through a pointer (as
    /// ``Change/sortsBefore(_:_:)`` does): filtering or iterating copies every change, a large
    /// value, and the summary line counts five times over hundreds of thousands.
    private func count(where condition: (UnsafePointer<Change>) -> Bool) -> Int {
        changes.withUnsafeBufferPointer { changes in
            guard let first = changes.baseAddress else { return 0 }
            return changes.indices.reduce(0) { $0 + (condition(first + $1) ? 1 : 0) }
        }
    }

    /// Whether a run with `--fail-on threshold` fails: an error finding, or an unaccepted change
    /// at least as severe as `threshold` (nil means `--fail-on none`: only error findings fail).
    public func fails(on threshold: ChangeClass?) -> Bool {
        if findings.hasErrors { return true }
        guard let threshold else { return false }
        return changes.contains { !$0.isAccepted && $0.classification <= threshold }
    }
}
