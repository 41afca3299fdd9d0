/// What one build of a client exercised of a contract, as its generated suite saw it: per endpoint,
/// the query parameters, headers and body members it sent, and the scenarios it ran with the
/// outcome it produced. Names only, and only names the contract declares, never a value and
/// never a name read off the wire, so no secret the client holds can reach a record.
///
/// Why: an app version in the field keeps calling the API the way its build did. Its record says
/// which of an API change's breaking findings touch that version: removing an endpoint it never
/// calls, or a member it never sends, breaks nothing for it.
///
/// A record is written by the generated suite when `TREATY_USAGE_RECORD` names a file (see
/// docs/usage.md); ``json`` is its deterministic text, and ``init(json:)`` reads one back.
public struct UsageRecord: Sendable, Hashable {
    /// The format this build writes; a record of another format is refused with a hint.
    public static let format = 1

    /// The contract's `name:`.
    public var contract: String
    /// The contract's `version:`: the contract this client build was tested against.
    public var version: String
    /// One entry per endpoint the client was exercised on, by endpoint id.
    public var endpoints: [EndpointUsage]

    /// A record of no endpoints yet.
    public init(contract: String, version: String, endpoints: [EndpointUsage] = []) {
        self.contract = contract
        self.version = version
        self.endpoints = endpoints
    }

    /// `other`'s endpoints, scenarios and names added to these: what two test processes of one
    /// suite saw between them. Sorted, so the order runs finish in never shows.
    public func merged(with other: UsageRecord) -> UsageRecord {
        var byID = Dictionary(endpoints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for endpoint in other.endpoints {
            byID[endpoint.id] = byID[endpoint.id].map { $0.merged(with: endpoint) } ?? endpoint
        }
        return UsageRecord(contract: contract, version: version, endpoints: byID.values.sorted { $0.id < $1.id })
    }
}

/// How one client used one endpoint.
public struct EndpointUsage: Sendable, Hashable {
    /// The endpoint's id in the contract.
    public var id: String
    /// The HTTP method, upper case.
    public var method: String
    /// The path template, as the contract writes it (`/v1/projects/{projectId}`).
    public var path: String
    /// Declared query parameters the client sent, sorted.
    public var query: [String]
    /// Declared headers the client sent, spelt as the contract spells them, sorted.
    public var headers: [String]
    /// Declared body members the client sent, as JSON pointers; `*` stands for any array item
    /// (`/items/*/price`). Sorted.
    public var body: [String]
    /// The scenarios run, sorted by name.
    public var scenarios: [ScenarioUsage]

    /// An endpoint's usage.
    public init(
        id: String, method: String, path: String, query: [String] = [], headers: [String] = [], body: [String] = [],
        scenarios: [ScenarioUsage] = []
    ) {
        self.id = id
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.scenarios = scenarios
    }

    /// Both usages' names and scenarios; a scenario seen twice keeps its first outcome.
    public func merged(with other: EndpointUsage) -> EndpointUsage {
        var scenarios = Dictionary(self.scenarios.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for scenario in other.scenarios where scenarios[scenario.name] == nil { scenarios[scenario.name] = scenario }
        return EndpointUsage(
            id: id, method: method, path: path, query: Array(Set(query + other.query)).sorted(),
            headers: Array(Set(headers + other.headers)).sorted(), body: Array(Set(body + other.body)).sorted(),
            scenarios: scenarios.values.sorted { $0.name < $1.name })
    }
}

/// One scenario a client ran, and what it produced.
public struct ScenarioUsage: Sendable, Hashable {
    /// The scenario's name in the contract.
    public var name: String
    /// The status the stub answered with; nil for a transport failure.
    public var status: Int?
    /// `success`, `http 404`, `decoding`, `transport timedOut` or `unclassified`: the outcome's
    /// kind, without the classifier's text (which may quote a response).
    public var outcome: String

    /// A scenario's usage.
    public init(name: String, status: Int?, outcome: String) {
        self.name = name
        self.status = status
        self.outcome = outcome
    }
}
