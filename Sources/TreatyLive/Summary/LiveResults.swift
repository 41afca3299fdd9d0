import TreatyContract

/// A `treaty check` JSON report read back: the schema-drift lane.
public struct LiveResults: Sendable, Hashable {
    /// A sample that drifted or could not be verified, as one line per problem.
    public struct Sample: Sendable, Hashable {
        /// `Projects listProjects #1 GET /v1/projects?page=1 → 200`.
        public var title: String
        public var lines: [String]
    }

    public var verdict: String
    public var meaningless: String?
    public var headline: String
    public var drift: [Sample] = []
    public var environment: [Sample] = []

    /// Parses a JSON report; `file` names it in errors.
    public init(report: String, file: String) throws(SummaryInputError) {
        let invalid = SummaryInputError("'\(file)' is not a 'treaty check' JSON report; write one with '--report json:PATH'")
        guard case .object(let root)? = try? JSONParser().parse(report), case .string(let verdict)? = root["verdict"],
            case .string(let headline)? = root["headline"], case .array(let samples)? = root["samples"]
        else { throw invalid }
        self.verdict = verdict
        self.headline = headline
        if case .string(let text)? = root["meaningless"] { meaningless = text }
        for case .object(let sample) in samples {
            switch LiveResults.string(sample["verdict"]) {
            case "drift": drift.append(Sample(title: LiveResults.title(sample), lines: LiveResults.findings(sample)))
            case "environment":
                guard case .object(let problem)? = sample["environment"] else { continue }
                let line = "[\(LiveResults.string(problem["rule"]))] \(LiveResults.string(problem["message"]))"
                environment.append(Sample(title: LiveResults.title(sample), lines: [line]))
            default: continue
            }
        }
    }

    private static func title(_ sample: JSONObject) -> String {
        var status = ""
        if case .number(let number)? = sample["status"] { status = " → \(number.text)" }
        var number = ""
        if case .number(let value)? = sample["sample"] { number = value.text }
        return
            "\(string(sample["contract"])) \(string(sample["endpoint"])) #\(number) \(string(sample["method"])) \(string(sample["request"]))\(status)"
    }

    private static func findings(_ sample: JSONObject) -> [String] {
        guard case .array(let findings)? = sample["findings"] else { return [] }
        return findings.compactMap { finding in
            guard case .object(let object) = finding else { return nil }
            return "\(string(object["classification"])) [\(string(object["rule"]))] \(string(object["message"]))"
        }
    }

    private static func string(_ value: JSONValue?) -> String {
        if case .string(let text)? = value { return text }
        return ""
    }
}
