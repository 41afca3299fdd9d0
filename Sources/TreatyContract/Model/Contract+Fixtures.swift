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
        // Read in place: a large document's thousands of scenarios are not copied into one list first.
        var seen = Set<String>()
        var references: [FixtureReference] = []
        for endpoint in endpoints {
            for scenario in endpoint.scenarios {
                if let fixture = scenario.fixture, seen.insert(fixture.path).inserted { references.append(fixture) }
            }
        }
        return references
    }

    /// The fixtures of ``fixtureReferences`` that some scenario serves as a JSON body: what
    /// `treaty fixtures fmt` puts in canonical form. A fixture served only for a response of a
    /// type Treaty does not read (`contentType: text/csv`) is text, kept as written.
    public var jsonFixtureReferences: [FixtureReference] { fixtureReferences(servedAs: .json) }

    /// The fixtures of ``fixtureReferences`` that some scenario serves as bytes (`contentType:
    /// image/png`): what the generator embeds as Base64 rather than as text.
    public var bytesFixtureReferences: [FixtureReference] { fixtureReferences(servedAs: .bytes) }

    private func fixtureReferences(servedAs form: BodyForm) -> [FixtureReference] {
        var served = Set<String>()
        for endpoint in endpoints {
            for scenario in endpoint.scenarios {
                guard case .response(let response) = scenario.outcome, case .fixture(let fixture) = response.body,
                    endpoint.response(for: response.status)?.bodyForm ?? .json == form
                else { continue }
                served.insert(fixture.path)
            }
        }
        return fixtureReferences.filter { served.contains($0.path) }
    }
}
