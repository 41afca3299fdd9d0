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
    /// `sha256:<hex>` of the contract's archive (``ContractArchive``), set by `treaty usage
    /// publish` when it stores the contract beside the record; nil in a record a suite wrote.
    public var contractDigest: String?

    /// A record of no endpoints yet.
    public init(contract: String, version: String, endpoints: [EndpointUsage] = [], contractDigest: String? = nil) {
        self.contract = contract
        self.version = version
        self.endpoints = endpoints
        self.contractDigest = contractDigest
    }

    /// `other`'s endpoints, scenarios and names added to these: what two test processes of one
    /// suite saw between them. Sorted, so the order runs finish in never shows.
    public func merged(with other: UsageRecord) -> UsageRecord {
        var byID = Dictionary(endpoints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for endpoint in other.endpoints {
            byID[endpoint.id] = byID[endpoint.id].map { $0.merged(with: endpoint) } ?? endpoint
        }
        return UsageRecord(
            contract: contract, version: version, endpoints: byID.values.sorted { $0.id < $1.id },
            contractDigest: contractDigest ?? other.contractDigest)
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
    /// What the client reads of each success response, measured by probing (see
    /// ``ResponseUsage``); empty when the suite ran without probing. Sorted by status.
    public var responses: [ResponseUsage]

    /// An endpoint's usage.
    public init(
        id: String, method: String, path: String, query: [String] = [], headers: [String] = [], body: [String] = [],
        scenarios: [ScenarioUsage] = [], responses: [ResponseUsage] = []
    ) {
        self.id = id
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.scenarios = scenarios
        self.responses = responses
    }

    /// Both usages' names and scenarios; a scenario seen twice keeps its first outcome.
    public func merged(with other: EndpointUsage) -> EndpointUsage {
        var scenarios = Dictionary(self.scenarios.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for scenario in other.scenarios where scenarios[scenario.name] == nil { scenarios[scenario.name] = scenario }
        return EndpointUsage(
            id: id, method: method, path: path, query: Array(Set(query + other.query)).sorted(),
            headers: Array(Set(headers + other.headers)).sorted(), body: Array(Set(body + other.body)).sorted(),
            scenarios: scenarios.values.sorted { $0.name < $1.name }, responses: ResponseUsage.merged(responses, other.responses))
    }
}

/// What a client reads of one success status's response body, measured by probing: the suite
/// replays the scenario's response with one member removed, and once with the member's type
/// changed, and watches whether the client still succeeds.
///
/// Why: removing a response member only breaks the app versions that cannot do without it, and
/// what a client reads cannot be seen on the wire. Pointers are into the body, `*` for any array
/// item (`/items/*/title`), as in ``EndpointUsage/body``.
public struct ResponseUsage: Sendable, Hashable {
    /// The response's status.
    public var status: Int
    /// Every member tried, sorted.
    public var probed: [String]
    /// Members whose removal made the client fail: it cannot do without them. Sorted.
    public var needs: [String]
    /// Members whose change of type made the client fail: it decodes them. Sorted.
    public var reads: [String]
    /// Members the probe's bound left untried, sorted: what the record cannot vouch for.
    public var unprobed: [String]

    /// One status's probe results.
    public init(status: Int, probed: [String] = [], needs: [String] = [], reads: [String] = [], unprobed: [String] = []) {
        self.status = status
        self.probed = probed
        self.needs = needs
        self.reads = reads
        self.unprobed = unprobed
    }

    /// Both lists' probes, status by status: a member needed or read in either is so in the
    /// union, and one probed in either is no longer unprobed.
    static func merged(_ first: [ResponseUsage], _ second: [ResponseUsage]) -> [ResponseUsage] {
        var byStatus: [Int: ResponseUsage] = [:]
        for usage in first + second {
            guard let known = byStatus[usage.status] else {
                byStatus[usage.status] = usage
                continue
            }
            let probed = Set(known.probed + usage.probed)
            byStatus[usage.status] = ResponseUsage(
                status: usage.status, probed: probed.sorted(), needs: Array(Set(known.needs + usage.needs)).sorted(),
                reads: Array(Set(known.reads + usage.reads)).sorted(),
                unprobed: Set(known.unprobed + usage.unprobed).subtracting(probed).sorted())
        }
        return byStatus.values.sorted { $0.status < $1.status }
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
