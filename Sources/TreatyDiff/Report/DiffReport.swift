public import TreatyContract
public import TreatyTooling

/// The result of comparing two sets of contracts: every change, and findings about the comparison itself.
///
/// ``findings`` holds problems such as expired accept-file entries; they fail a run whatever
/// `--fail-on` says. Use ``fails(on:)`` for the CLI's exit code.
public struct DiffReport: Sendable, Hashable {
    /// Every change at every place, in the order the comparison found them.
    ///
    /// Why not sorted: a large API's diff has hundreds of thousands of places, and the text,
    /// Markdown and SARIF reports show each change once (``SamePlaceGroup``), never the whole list
    /// in order; sorting it was a sixth of the diff of Stripe's description a year apart.
    /// ``changes`` sorts it for those who read it.
    private(set) var found: [Change]
    /// Errors and warnings about the comparison (expired or unused accept entries).
    public var findings: [Diagnostic]

    public init(changes: [Change] = [], findings: [Diagnostic] = []) {
        self.found = changes
        self.findings = findings.sorted()
    }

    /// Changes, sorted most severe first (see ``Change/<(_:_:)``; equal ones in the order found).
    ///
    /// Sorted each time it is read: read it once for a large report.
    public var changes: [Change] {
        get { Self.sorted(found) }
        set { found = newValue }
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

    /// The report with `more` findings as well.
    public func adding(findings more: [Diagnostic]) -> DiffReport {
        var report = self
        report.findings = (findings + more).sorted()
        return report
    }

    /// Two reports are equal when they list the same changes in the report's order and the same findings.
    public static func == (lhs: DiffReport, rhs: DiffReport) -> Bool {
        lhs.findings == rhs.findings && (lhs.found == rhs.found || lhs.changes == rhs.changes)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(changes)
        hasher.combine(findings)
    }

    /// Whether nothing changed and nothing needs attention.
    public var isEmpty: Bool { found.isEmpty && findings.isEmpty }

    /// Unaccepted changes of `classification`.
    public func count(_ classification: ChangeClass) -> Int {
        count { $0.pointee.classification == classification && $0.pointee.acceptedReason == nil }
    }

    /// Accepted changes of any class.
    public var acceptedCount: Int { count { $0.pointee.acceptedReason != nil } }

    /// The unaccepted changes of each class, in the order of `ChangeClass.allCases`, and the
    /// accepted ones, counted in one pass: the summary line asks all five, and each pass reads
    /// every place's finding.
    var summaryCounts: (unaccepted: [Int], accepted: Int) {
        let classes = ChangeClass.allCases
        var unaccepted = [Int](repeating: 0, count: classes.count)
        var accepted = 0
        found.withUnsafeBufferPointer { changes in
            guard let base = changes.baseAddress else { return }
            for position in changes.indices {
                let change = base + position
                if change.pointee.acceptedReason != nil {
                    accepted += 1
                } else if let index = classes.firstIndex(of: change.pointee.finding.value.classification) {
                    unaccepted[index] += 1
                }
            }
        }
        return (unaccepted, accepted)
    }

    /// The changes that satisfy `condition`, each read in place through a pointer (as
    /// ``Change/sortsBefore(_:_:)`` does): filtering or iterating retains and releases what each
    /// of hundreds of thousands of changes refers to.
    private func count(where condition: (UnsafePointer<Change>) -> Bool) -> Int {
        found.withUnsafeBufferPointer { changes in
            guard let first = changes.baseAddress else { return 0 }
            return changes.indices.reduce(0) { $0 + (condition(first + $1) ? 1 : 0) }
        }
    }

    /// Whether a run with `--fail-on threshold` fails: an error finding, or an unaccepted change
    /// at least as severe as `threshold` (nil means `--fail-on none`: only error findings fail).
    public func fails(on threshold: ChangeClass?) -> Bool {
        if findings.hasErrors { return true }
        guard let threshold else { return false }
        return count { !$0.pointee.isAccepted && $0.pointee.classification <= threshold } > 0
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
