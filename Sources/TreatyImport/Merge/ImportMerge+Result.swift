public import TreatyContract

extension ImportMerge {
    /// What ``ImportMerge/merge(existing:imported:)`` produced.
    public struct Result: Sendable, Hashable {
        /// The merged contract, at the existing contract's path.
        public var contract: Contract
        /// Existing scenarios kept as they were, on endpoints still in the spec.
        public var kept: [ScenarioEntry] = []
        /// Imported scenarios added: on new endpoints, or under names the existing endpoint did not use.
        public var added: [ScenarioEntry] = []
        /// Imported scenarios not added because the existing endpoint already has one with that name.
        public var skipped: [ScenarioEntry] = []
        /// Endpoints gone from the spec that still have scenarios; kept in ``contract`` (no `prune`).
        public var conflicts: [VanishedEndpoint] = []
        /// Endpoints gone from the spec that had scenarios, dropped because of `prune`.
        public var dropped: [VanishedEndpoint] = []
        /// Endpoints gone from the spec that had no scenarios, dropped.
        public var removed: [String] = []

        init(contract: Contract) {
            self.contract = contract
        }

        /// The fixture files the kept and added scenarios name, without repeats, in order.
        public var fixtureNames: [String] {
            var seen = Set<String>()
            return (kept + added).compactMap(\.fixture).filter { seen.insert($0).inserted }
        }
    }

    /// A scenario of an endpoint, by name, with the fixture file it names.
    public struct ScenarioEntry: Sendable, Hashable, CustomStringConvertible {
        public var endpoint: String
        public var scenario: String
        /// The fixture's name (`projects-success.json`) when the scenario's body is a fixture.
        public var fixture: String?

        public init(endpoint: String, scenario: String, fixture: String? = nil) {
            self.endpoint = endpoint
            self.scenario = scenario
            self.fixture = fixture
        }

        init(endpoint: String, _ scenario: Scenario) {
            self.init(endpoint: endpoint, scenario: scenario.name, fixture: scenario.fixture?.name)
        }

        /// `endpoint.scenario`.
        public var description: String { "\(endpoint).\(scenario)" }
    }

    /// An endpoint that is no longer in the spec, and the scenarios the existing contract gives it.
    public struct VanishedEndpoint: Sendable, Hashable, CustomStringConvertible {
        public var endpoint: String
        public var scenarios: [String]

        public init(endpoint: String, scenarios: [String]) {
            self.endpoint = endpoint
            self.scenarios = scenarios
        }

        /// `endpoint (scenario, scenario)`.
        public var description: String { "\(endpoint) (\(scenarios.joined(separator: ", ")))" }
    }
}
