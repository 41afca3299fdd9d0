import TreatyContract

/// A `treaty check` JSON report read back: the schema-drift lane.
///
/// The report is evidence, not a verdict: its samples are rebuilt into a ``CheckRun`` and the
/// verdict, the headline and the meaningless-run reason are computed again by the same rules the
/// checker uses, so a report whose `verdict` says `conforms` over drifted samples is read as drift.
public struct LiveResults: Sendable, Hashable {
    /// A sample that drifted or could not be verified, as one line per problem.
    public struct Sample: Sendable, Hashable {
        /// `Projects listProjects #1 GET /v1/projects?page=1 → 200`.
        public var title: String
        public var lines: [String]
    }

    /// The run rebuilt from the report's samples.
    public var run: CheckRun
    /// The report's drift against its baseline, counted from its findings; nil without one.
    public var baseline: Baseline?

    /// New, persisting and resolved drift as the report marks it.
    public struct Baseline: Sendable, Hashable {
        public var new: Int
        public var persisting: Int
        /// Fingerprints of baseline entries this run resolved.
        public var resolved: [String]
        /// Whether the run asked for any drift to fail (`--strict-baseline`).
        public var strict: Bool

        /// `2 new, 1 persisting, 0 resolved`.
        public var counts: String { "\(new) new, \(persisting) persisting, \(resolved.count) resolved" }
    }

    /// A run already in memory, such as merged shards.
    public init(run: CheckRun) {
        self.run = run
    }

    /// The largest live report `treaty summary` reads, 16 MiB, measured before it is opened: a
    /// forged report of 50 MB took 611 MB to parse. Larger checks are split with `--shard K/N`.
    public static let maxReportBytes = 16 << 20

    /// Parses a JSON report; `file` names it in errors.
    /// - Throws: ``SummaryInputError`` for a file that is not a report, or a sample without the
    ///   evidence `treaty check` writes for it, named by its JSON pointer.
    public init(report: String, file: String) throws(SummaryInputError) {
        let invalid = SummaryInputError("'\(file)' is not a 'treaty check' JSON report; write one with '--report json:PATH'")
        guard case .object(let root)? = try? JSONParser().parse(report), case .array(let samples)? = root["samples"] else {
            throw invalid
        }
        var results: [SampleResult] = []
        for (index, sample) in samples.enumerated() {
            let bad = { (problem: String) in
                SummaryInputError(
                    "'\(file)' is not a 'treaty check' JSON report: the sample at '/samples/\(index)' \(problem); "
                        + "write the report again with '--report json:PATH'")
            }
            guard case .object(let object) = sample else { throw bad("is not an object") }
            if let missing = LiveResults.missingEvidence(object) { throw bad("has no \(missing)") }
            results.append(LiveResults.result(object))
        }
        var contracts: [CheckRun.ContractVersion] = []
        if case .array(let stamps)? = root["contracts"] {
            for case .object(let stamp) in stamps {
                contracts.append(.init(name: LiveResults.string(stamp["name"]), version: LiveResults.string(stamp["version"])))
            }
        }
        var skipped: [String] = []
        if case .array(let items)? = root["skipped"] {
            for case .string(let text) in items { skipped.append(text) }
        }
        run = CheckRun(results: results, skipped: skipped, contracts: contracts)
        // A report written before `failOn` existed failed on drift and environment, as the default does.
        if case .array(let items)? = root["failOn"] {
            run.failOn = Set(items.compactMap { if case .string(let name) = $0 { CheckRun.FailOn(rawValue: name) } else { nil } })
        }
        if case .object(let slice)? = root["shard"], let index = LiveResults.integer(slice["index"]),
            let count = LiveResults.integer(slice["count"])
        {
            run.shard = Shard(index: index, count: count)
        }
        if case .object(let stamp)? = root["baseline"] {
            var new = 0
            var persisting = 0
            for case .object(let sample) in samples {
                guard case .array(let findings)? = sample["findings"] else { continue }
                for case .object(let finding) in findings {
                    // A finding not marked persisting is new: the safe reading of a doubtful report.
                    if LiveResults.string(finding["baseline"]) == "persisting" { persisting += 1 } else { new += 1 }
                }
            }
            var resolved: [String] = []
            if case .array(let items)? = stamp["resolved"] {
                for case .object(let item) in items { resolved.append(LiveResults.string(item["fingerprint"])) }
            }
            var strict = false
            if case .bool(let flag)? = stamp["strict"] { strict = flag }
            baseline = Baseline(new: new, persisting: persisting, resolved: resolved, strict: strict)
        }
    }

    /// What `treaty check` would have exited with for this report (`treaty summary --live-only`).
    public var outcome: CheckRun.Outcome { run.outcome(driftFails: failsForDrift) }

    /// Whether the drift fails the lane: any drift, or with a baseline (not strict) only new drift.
    public var failsForDrift: Bool {
        guard run.verdict == .drift, run.meaningless == nil else { return false }
        guard let baseline, !baseline.strict else { return true }
        return baseline.new > 0
    }

    /// `drift`, `environment`, `additive` or `conforms`, recomputed from the samples.
    public var verdict: String { run.verdict.rawValue }
    public var meaningless: String? { run.meaningless }
    public var headline: String { run.headline }
    /// The contracts the report says it checked; empty for reports written before the stamp existed.
    public var contracts: [CheckRun.ContractVersion] { run.contracts }

    /// Drifted samples, then additive ones (marked so), with their findings.
    public var drift: [Sample] {
        let listed = run.results.filter { $0.verdict == .drift } + run.results.filter { $0.verdict == .additive }
        return listed.map { result in
            Sample(
                title: LiveResults.title(result) + (result.verdict == .additive ? " (additive)" : ""),
                lines: result.findings.map { "\($0.classification.rawValue) [\($0.rule)] \($0.message)" })
        }
    }

    public var environment: [Sample] {
        run.results.compactMap { result in
            result.environment.map { Sample(title: LiveResults.title(result), lines: ["[\($0.rule)] \($0.message)"]) }
        }
    }

    /// Refuses a report that was not written for `expected`: one without a contract stamp, or
    /// one naming a contract that is not expected or another version of one that is.
    /// - Throws: ``SummaryInputError`` naming the contract and both versions.
    public func requireContracts(_ expected: [CheckRun.ContractVersion], file: String) throws(SummaryInputError) {
        guard !contracts.isEmpty else {
            throw SummaryInputError(
                "'\(file)' does not say which contract versions it checked; write it again with this 'treaty check'")
        }
        for stamp in contracts {
            guard let match = expected.first(where: { $0.name == stamp.name }) else {
                let names = expected.map { "'\($0.name)'" }.joined(separator: ", ")
                throw SummaryInputError("'\(file)' checked contract '\(stamp.name)', which is not one of \(names)")
            }
            guard match.version == stamp.version else {
                throw SummaryInputError(
                    "'\(file)' checked '\(stamp.name)' version '\(stamp.version)', but the contract is version '\(match.version)'; "
                        + "run 'treaty check' on this version")
            }
        }
    }

    private static func title(_ result: SampleResult) -> String {
        let status = result.status.map { " → \($0)" } ?? ""
        return "\(result.contract) \(result.endpoint) #\(result.sample) \(result.method) \(result.request)\(status)"
    }

    /// One sample as the checker would have produced it; anything unreadable reads as the worse
    /// outcome (an unknown class is breaking), never as a pass.
    private static func result(_ sample: JSONObject) -> SampleResult {
        var findings: [CheckFinding] = []
        if case .array(let items)? = sample["findings"] {
            for case .object(let item) in items {
                findings.append(
                    CheckFinding(
                        check: CheckName(rawValue: string(item["check"])) ?? .responseSchema, rule: string(item["rule"]),
                        target: string(item["target"]), pointer: string(item["pointer"]),
                        expected: string(item["expected"]), actual: string(item["actual"]),
                        classification: ChangeClass(rawValue: string(item["classification"])) ?? .breaking,
                        occurrences: max(1, integer(item["occurrences"]) ?? 1), outOf: integer(item["outOf"]),
                        location: location(item["location"])))
            }
        }
        var environment: SampleResult.EnvironmentProblem?
        if case .object(let problem)? = sample["environment"] {
            environment = .init(rule: string(problem["rule"]), message: string(problem["message"]))
        }
        var result = SampleResult(
            contract: string(sample["contract"]), endpoint: string(sample["endpoint"]),
            sample: integer(sample["sample"]) ?? 0, method: string(sample["method"]), request: string(sample["request"]),
            status: integer(sample["status"]), attempts: integer(sample["attempts"]) ?? 1, findings: findings,
            environment: environment,
            location: location(sample["location"]) ?? FileLocation(file: string(sample["location"]), line: 0, column: 0))
        result.order = integer(sample["order"]) ?? 0
        if case .string(let replay)? = sample["replay"] { result.replay = replay }
        return result
    }

    /// What a sample lacks of the evidence `treaty check` writes for every sample: a known
    /// `verdict`, its `findings`, and the `status` it got (or the `environment` problem that kept
    /// it from getting one). Without this an empty sample (`{}`) was rebuilt as a sample with no
    /// findings, which counts as conforming.
    private static func missingEvidence(_ sample: JSONObject) -> String? {
        guard case .string(let verdict)? = sample["verdict"], SampleResult.Verdict(rawValue: verdict) != nil else {
            return "'verdict'"
        }
        guard case .array? = sample["findings"] else { return "'findings'" }
        switch (sample["status"], sample["environment"]) {
        case (.number?, _), (_, .object?): return nil
        default: return "'status' or 'environment'"
        }
    }

    /// `file:line:column` read back (the file may itself hold colons).
    private static func location(_ value: JSONValue?) -> FileLocation? {
        guard case .string(let text)? = value else { return nil }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return nil
        }
        return FileLocation(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
    }

    private static func string(_ value: JSONValue?) -> String {
        if case .string(let text)? = value { return text }
        return ""
    }

    private static func integer(_ value: JSONValue?) -> Int? {
        if case .number(let number)? = value { return Int(number.text) }
        return nil
    }
}
