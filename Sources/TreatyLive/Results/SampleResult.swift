public import TreatyContract

/// What one live sample came to: conforms, additive or drift (with findings), or environment
/// (with the reason).
public struct SampleResult: Sendable, Hashable {
    /// The outcomes reports keep apart.
    public enum Verdict: String, Sendable, Hashable, CaseIterable {
        case conforms
        /// Findings, none of them breaking: the API added something a tolerant client ignores
        /// (a property of an open object, a value of an `extensible` enum) or was slow.
        case additive
        case drift
        case environment
    }

    /// Why a sample could not be verified.
    public struct EnvironmentProblem: Sendable, Hashable {
        /// `dns`, `refused`, `timeout`, `tls`, `connection-lost`, `response-too-large`,
        /// `content-encoding-refused`, `redirect-off-origin`, `redirect-loop`, `protocol-violation`,
        /// `transport`, `unauthorized`, `rate-limited`, `unavailable`; and for a response without
        /// drift that could not be fully checked, `pattern-too-expensive`, `depth-limit` or
        /// `validation-deadline`.
        public var rule: String
        public var message: String

        public init(rule: String, message: String) {
            self.rule = rule
            self.message = message
        }
    }

    /// The contract's `name:`.
    public var contract: String
    public var endpoint: String
    /// 1-based position in the endpoint's `live:` list.
    public var sample: Int
    public var method: String
    /// Path and query as sent, relative to the base URL, with secrets redacted.
    public var request: String
    /// The final response's status, when one arrived.
    public var status: Int?
    /// How many requests were sent (1 plus retries).
    public var attempts: Int
    /// The final response's time in milliseconds; only the text report shows it.
    public var milliseconds: Int?
    /// Findings, sorted by check, then class, then target and pointer.
    public var findings: [CheckFinding]
    public var environment: EnvironmentProblem?
    /// The sample's place in the contract.
    public var location: FileLocation
    /// The response body, parsed, when the check records bodies (``CheckOptions/recordBodies``)
    /// and the body was JSON. Never written to a report.
    public var recordedBody: JSONValue?
    /// For an explored sample (`--explore`), the exact request as a `curl` command, secrets masked.
    public var replay: String?
    /// Its position in the whole, unsharded run, by which shard reports merge back in order.
    public var order = 0

    public init(
        contract: String, endpoint: String, sample: Int, method: String, request: String, status: Int? = nil,
        attempts: Int = 1, milliseconds: Int? = nil, findings: [CheckFinding] = [], environment: EnvironmentProblem? = nil,
        location: FileLocation
    ) {
        self.contract = contract
        self.endpoint = endpoint
        self.sample = sample
        self.method = method
        self.request = request
        self.status = status
        self.attempts = attempts
        self.milliseconds = milliseconds
        self.findings = findings.sorted(by: SampleResult.order)
        self.environment = environment
        self.location = location
    }

    /// Environment wins (nothing was verified), then a breaking finding makes drift, and other
    /// findings make the sample additive.
    public var verdict: Verdict {
        if environment != nil { return .environment }
        if findings.isEmpty { return .conforms }
        return findings.contains { $0.classification == .breaking } ? .drift : .additive
    }

    /// `listProjects #1`, how reports name a sample.
    public var name: String { "\(endpoint) #\(sample)" }

    static func order(_ lhs: CheckFinding, _ rhs: CheckFinding) -> Bool {
        (lhs.check, lhs.classification, lhs.target, lhs.pointer, lhs.rule) < (
            rhs.check, rhs.classification, rhs.target, rhs.pointer, rhs.rule
        )
    }
}
