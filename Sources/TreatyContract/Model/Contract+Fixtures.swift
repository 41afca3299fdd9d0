extension Scenario {
    /// The fixture the scenario's stubbed response takes its body from, if it names one.
    public var fixture: FixtureReference? {
        guard case .response(let response) = outcome, case .fixture(let fixture) = response.body else { return nil }
        return fixture
    }
}

extension Contract {
    /// Every fixture the contract's scenarios name, in document order, each resolved path once:
    /// what the generator embeds, the loader size-checks and `treaty fixtures` reads.
    public var fixtureReferences: [FixtureReference] {
        var seen = Set<String>()
        return endpoints.flatMap(\.scenarios).compactMap(\.fixture).filter { seen.insert($0.path).inserted }
    }
}
