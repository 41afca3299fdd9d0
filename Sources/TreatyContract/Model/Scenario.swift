/// A named situation the offline suite puts the client in: a stubbed response or a transport
/// failure, and the outcome the client must produce.
public struct Scenario: Sendable, Hashable, Codable {
    /// What the stub does.
    public enum Outcome: Sendable, Hashable, Codable {
        case response(StubResponse)
        /// The request fails before any response, with this `URLError` code name (`timedOut`, …).
        case transport(TransportFailure)
        /// The nth request to the endpoint gets the nth named scenario's outcome (e.g. 429 then 200).
        case sequence([String])
    }

    /// The key under `scenarios:`.
    public var name: String
    /// What the stub does for this scenario.
    public var outcome: Outcome
    /// `expect:`, or the default derived from the outcome (see ``ExpectedOutcome/default(for:)``).
    public var expect: ExpectedOutcome
    /// `request:`, the inputs the generated test passes to the client.
    public var input: RequestInput
    /// Where the scenario is written.
    public var location: FileLocation
    /// `knownIssue:`, why the scenario is expected to fail for now: the generated test expects
    /// its failure (`withKnownIssue`, or a visible skip under XCTest) so a contract can land
    /// ahead of the client's fix.
    public var knownIssue: String?
    /// `bodyUnverified:`, why a request body the stub cannot see may go unverified in this
    /// scenario; the test then counts as "not verified", never as passed.
    public var bodyUnverified: String?

    /// A scenario; the loader builds these, tests may too.
    public init(
        name: String, outcome: Outcome, expect: ExpectedOutcome, input: RequestInput = RequestInput(), location: FileLocation
    ) {
        self.name = name
        self.outcome = outcome
        self.expect = expect
        self.input = input
        self.location = location
    }
}

/// A response a stub sends.
public struct StubResponse: Sendable, Hashable, Codable {
    /// The HTTP status sent.
    public var status: Int
    /// Header names and values, in document order.
    public var headers: [HeaderField]
    /// Where the body comes from, or none.
    public var body: ScenarioBody

    /// A response with `status`.
    public init(status: Int, headers: [HeaderField] = [], body: ScenarioBody = .none) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// One header line.
public struct HeaderField: Sendable, Hashable, Codable {
    /// The header name as written.
    public var name: String
    /// The header value.
    public var value: String

    /// A header line.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// Where a stubbed body comes from.
public enum ScenarioBody: Sendable, Hashable, Codable {
    case none
    /// `body:` written in the contract.
    case inline(JSONValue)
    /// `fixture:`, a file in the contract's fixture folder.
    case fixture(FixtureReference)
    /// `rawBody:`, bytes that need not be JSON (malformed-body scenarios).
    case raw(String)
}

/// A fixture file named by a scenario.
public struct FixtureReference: Sendable, Hashable, Codable {
    /// The name as written in the contract (`projects-success.json`).
    public var name: String
    /// The path to read, relative to the working directory when the contract path was relative.
    public var path: String

    /// A fixture `name` read from `path`.
    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }
}

/// A transport-level failure, named after `URLError.Code`.
public struct TransportFailure: Sendable, Hashable, Codable {
    /// The `URLError.Code` name (`timedOut`); one of ``knownCodes`` after lint.
    public var code: String

    /// A failure with the code named `code`.
    public init(code: String) {
        self.code = code
    }

    /// The `URLError.Code` names a scenario may use.
    public static let knownCodes: [String] = [
        "timedOut", "notConnectedToInternet", "networkConnectionLost", "cannotFindHost", "cannotConnectToHost",
        "dnsLookupFailed", "secureConnectionFailed", "serverCertificateUntrusted", "cancelled", "badServerResponse",
        "resourceUnavailable", "dataNotAllowed", "internationalRoamingOff", "callIsActive",
    ]
}

/// The category of outcome the client must report for a scenario.
public enum ExpectedOutcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// The call succeeds and the model decodes.
    case success
    /// The client reports an HTTP error carrying the status.
    case http
    /// The client reports that the body could not be decoded.
    case decoding
    /// The client reports a transport failure.
    case transport

    /// The default when `expect:` is not written: 2XX is success, other statuses are http errors,
    /// transport failures are transport errors; a sequence takes its last step's default.
    public static func `default`(for outcome: Scenario.Outcome) -> ExpectedOutcome {
        switch outcome {
        case .response(let response): return (200..<300).contains(response.status) ? .success : .http
        case .transport: return .transport
        case .sequence: return .success
        }
    }
}

/// Values for a request: what a scenario passes to the client, or what a live sample sends.
public struct RequestInput: Sendable, Hashable, Codable {
    /// Path parameter values, by name.
    public var pathParameters: [NamedValue]
    /// Query values, in document order.
    public var query: [NamedValue]
    /// Header values, in document order.
    public var headers: [NamedValue]
    /// The request body, when there is one.
    public var body: JSONValue?

    /// Values for a request; empty by default.
    public init(pathParameters: [NamedValue] = [], query: [NamedValue] = [], headers: [NamedValue] = [], body: JSONValue? = nil) {
        self.pathParameters = pathParameters
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// Whether no value is set at all.
    public var isEmpty: Bool { pathParameters.isEmpty && query.isEmpty && headers.isEmpty && body == nil }
}

/// A name with a JSON value, in document order.
public struct NamedValue: Sendable, Hashable, Codable {
    /// The name as written.
    public var name: String
    /// The value.
    public var value: JSONValue

    /// A named value.
    public init(name: String, value: JSONValue) {
        self.name = name
        self.value = value
    }
}
