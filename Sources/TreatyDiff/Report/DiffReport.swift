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
        self.changes = Self.sorted(changes)
        self.findings = findings.sorted()
    }

    /// The changes most severe first. Positions are sorted rather than the changes themselves: a
    /// change is a large value, and a large API's diff has hundreds of thousands (the sort is
    /// stable either way). The changes are then moved into that order in place, where copying
    /// them into a new list retained and released every field of each.
    private static func sorted(_ changes: consuming [Change]) -> [Change] {
        var changes = changes
        let order = changes.withUnsafeBufferPointer { changes in
            guard let first = changes.baseAddress else { return [Int]() }
            return changes.indices.sorted { Change.sortsBefore(first + $0, first + $1) }
        }
        changes.withUnsafeMutableBufferPointer { $0.rearrange(to: order) }
        return changes
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

extension UnsafeMutableBufferPointer {
    /// Puts at each position `i` the element that was at `order[i]` (`order` a permutation of the
    /// positions), by following each cycle of it with swaps, which move elements and never copy them.
    fileprivate func rearrange(to order: [Int]) {
        var done = [Bool](repeating: false, count: count)
        for start in indices where !done[start] {
            var position = start
            // Each swap puts its final element at `position`; the cycle's first element travels
            // along and lands last, at the position whose element it is.
            while order[position] != start {
                swapAt(position, order[position])
                done[position] = true
                position = order[position]
            }
            done[position] = true
        }
    }
}
