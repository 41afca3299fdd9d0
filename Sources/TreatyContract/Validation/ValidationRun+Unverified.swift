/// The parts of one validation that could not be checked, aggregated like findings.
struct UnverifiedLog {
    private var collector: FindingCollector
    /// Exact places already logged, so a part probed again (by `anyOf`, then to explain a
    /// mismatch) is counted once.
    private var logged: Set<String> = []
    /// How many times anything was logged, repeats included: a probe that raised it met
    /// something it could not check.
    private(set) var count = 0

    init(maxEntries: Int) {
        collector = FindingCollector(maxFindings: maxEntries)
    }

    mutating func add(at path: InstancePath, rule: String, reason: String, location: FileLocation) {
        count += 1
        guard logged.insert("\(path.pointer)\u{0}\(rule)\u{0}\(location)").inserted else { return }
        collector.add(at: path, rule: rule, expected: reason, actual: "", location: location, classification: .informational)
    }

    /// Counts a check skipped once the run stopped (see ``ValidationRun/spendApplication(_:)``)
    /// without logging it again: a probe that raised the count is not a pass.
    mutating func countSkipped() {
        count += 1
    }

    func entries(root: JSONValue) -> [UnverifiedCheck] {
        collector.violations(root: root).map {
            UnverifiedCheck(
                pointer: $0.pointer, schemaLocation: $0.schemaLocation, rule: $0.rule, reason: $0.expected,
                occurrences: $0.occurrences, outOf: $0.outOf)
        }
    }
}

extension ValidationRun {
    /// The three answers of a probe: the branch matched, did not, or could not be checked.
    enum ProbeOutcome {
        case passed, failed, unverified
    }

    /// Logs that the current part could not be checked against `shape`. Logged while probing
    /// too: whether a combinator holds then depends on it (see ``probeOutcome(_:_:depth:)``).
    mutating func notVerified(_ shape: CompiledShape, _ rule: String, reason: String) {
        unverifiedLog.add(at: path, rule: rule, reason: reason, location: shape.location)
    }

    /// Probes a combinator branch, telling a pass that relied on an unchecked part apart from a
    /// real one.
    mutating func probeOutcome(_ value: JSONValue, _ shape: CompiledShape, depth: Int) -> ProbeOutcome {
        let before = unverifiedLog.count
        guard probe(value, shape, depth: depth) else { return .failed }
        return unverifiedLog.count == before ? .passed : .unverified
    }

    /// `pattern`, searched within the run's budget: a search that runs out is not verified.
    mutating func checkPattern(_ text: String, _ pattern: String, _ shape: CompiledShape) -> Bool {
        switch patterns.search(pattern, text, budget: &patternBudget) {
        case .match?, nil:
            return true
        case .noMatch?:
            return fail(
                shape, .pattern, expected: "a string matching '\(pattern)'",
                actual: ValueDescription.describe(.string(text), limit: limits.quotedLength))
        case .tooExpensive(.deadline)?:
            notVerified(
                shape, UnverifiedCheck.deadline, reason: "the deadline passed before '\(pattern)' could be checked")
            return true
        case .tooExpensive(let cost)?:
            let why = cost == .budget ? "ran out of its matching budget" : "hit a limit of the regular-expression engine"
            notVerified(shape, UnverifiedCheck.patternTooExpensive, reason: "pattern too expensive ('\(pattern)' \(why))")
            return true
        }
    }
}
