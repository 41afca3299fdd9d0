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

    /// Parses a JSON report; `file` names it in errors.
    public init(report: String, file: String) throws(SummaryInputError) {
        let invalid = SummaryInputError("'\(file)' is not a 'treaty check' JSON report; write one with '--report json:PATH'")
        guard case .object(let root)? = try? JSONParser().parse(report), case .array(let samples)? = root["samples"] else {
            throw invalid
        }
        var results: [SampleResult] = []
        for sample in samples {
            guard case .object(let object) = sample else { throw invalid }
            results.append(LiveResults.result(object))
        }
        var contracts: [CheckRun.ContractVersion] = []
        if case .array(let stamps)? = root["contracts"] {
            for case .object(let stamp) in stamps {
                contracts.append(.init(name: LiveResults.string(stamp["name"]), version: LiveResults.string(stamp["version"])))
            }
        }
        run = CheckRun(results: results, contracts: contracts)
    }

    /// `drift`, `environment` or `conforms`, recomputed from the samples.
    public var verdict: String { run.verdict.rawValue }
    public var meaningless: String? { run.meaningless }
    public var headline: String { run.headline }
    /// The contracts the report says it checked; empty for reports written before the stamp existed.
    public var contracts: [CheckRun.ContractVersion] { run.contracts }

    public var drift: [Sample] {
        run.results.filter { $0.verdict == .drift }.map { result in
            Sample(
                title: LiveResults.title(result),
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
                        occurrences: max(1, integer(item["occurrences"]) ?? 1), outOf: integer(item["outOf"])))
            }
        }
        var environment: SampleResult.EnvironmentProblem?
        if case .object(let problem)? = sample["environment"] {
            environment = .init(rule: string(problem["rule"]), message: string(problem["message"]))
        }
        return SampleResult(
            contract: string(sample["contract"]), endpoint: string(sample["endpoint"]),
            sample: integer(sample["sample"]) ?? 0, method: string(sample["method"]), request: string(sample["request"]),
            status: integer(sample["status"]), attempts: integer(sample["attempts"]) ?? 1, findings: findings,
            environment: environment, location: SourceLocation(file: string(sample["location"]), line: 0, column: 0))
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
