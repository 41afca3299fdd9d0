import TreatyContract

/// The Swift names of one contract's generated declarations, derived once and unique.
///
/// Every translator asks this table instead of writing a contract name into code, so endpoint
/// ids and scenario names reach Swift only as derived identifiers, and two names that derive to
/// the same identifier are told apart (`_2`) the same way in every generated file.
struct ContractNames {
    /// `Projects`, the stem of `ProjectsContract`, `ProjectsContractTests`, …
    let stem: String
    private let endpointNames: [String: String]
    private let inputNames: [String: String]
    private let scenarioNames: [ScenarioKey: String]

    private struct ScenarioKey: Hashable {
        let endpoint: String
        let scenario: String
    }

    /// The stem alone, without deriving every other name of the contract.
    static func stem(_ contract: Contract) -> String {
        Naming.typeName(contract.name)
    }

    init(_ contract: Contract) {
        stem = Self.stem(contract)
        let ids = contract.endpoints.map(\.id)
        let endpoints = Naming.unique(ids.map(Naming.bareIdentifier), avoiding: Self.adapterExpressionNames(stem: stem))
        endpointNames = Dictionary(zip(ids, endpoints), uniquingKeysWith: { first, _ in first })
        let inputs = Naming.unique(
            endpoints.map { Naming.typeName($0) + "Input" },
            avoiding: BodyTypeTranslator.reserved.union(Self.topLevelNames(stem: stem)))
        inputNames = Dictionary(zip(ids, inputs), uniquingKeysWith: { first, _ in first })
        var keys: [ScenarioKey] = []
        var joined: [String] = []
        for (endpoint, name) in zip(contract.endpoints, endpoints) {
            for scenario in endpoint.scenarios {
                keys.append(ScenarioKey(endpoint: endpoint.id, scenario: scenario.name))
                joined.append(name + "_" + Naming.bareIdentifier(scenario.name))
            }
        }
        scenarioNames = Dictionary(zip(keys, Naming.unique(joined)), uniquingKeysWith: { first, _ in first })
    }

    /// The names generated code uses as values inside an adapter (the skeleton's
    /// `ClientOutcome.unclassified(String(describing: error))`, `throw AdapterNotImplemented(…)`,
    /// the dispatch's `<Stem>Contract.ListInput(values:)`): an adapter method of the same name would
    /// shadow them there, so an endpoint that would be called so gets `_2`.
    static func adapterExpressionNames(stem: String) -> Set<String> {
        ["String", "ClientOutcome", "AdapterNotImplemented", stem + "Contract"]
    }

    /// The top-level names of the generated files and the adapter skeleton: a type of the same
    /// name inside the `<Stem>Contract` namespace (an endpoint's input, a schema) would hide them
    /// there.
    static func topLevelNames(stem: String) -> Set<String> {
        Set(["Contract", "ContractAdapter", "ContractSubject", "ContractTests", "Adapter"].map { stem + $0 })
    }

    /// The endpoint's identifier without keyword escaping, for names built from it (`Tests_list`).
    func bareEndpoint(_ endpoint: Endpoint) -> String {
        endpointNames[endpoint.id] ?? Naming.bareIdentifier(endpoint.id)
    }

    /// The endpoint's identifier as a case or method name, escaped when it is a keyword.
    func endpoint(_ endpoint: Endpoint) -> String {
        Naming.escaped(bareEndpoint(endpoint))
    }

    /// `ListProjectsInput`.
    func input(_ endpoint: Endpoint) -> String {
        inputNames[endpoint.id] ?? Naming.typeName(endpoint.id) + "Input"
    }

    /// `listProjects_success`: the scenario's case and test name.
    func scenario(_ scenario: Scenario, of endpoint: Endpoint) -> String {
        scenarioNames[ScenarioKey(endpoint: endpoint.id, scenario: scenario.name)]
            ?? bareEndpoint(endpoint) + "_" + Naming.bareIdentifier(scenario.name)
    }
}
