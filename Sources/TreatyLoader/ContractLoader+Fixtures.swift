public import TreatyContract

extension ContractLoader {
    /// The bytes of the fixtures `contract`'s scenarios name, keyed by ``FixtureReference/path``,
    /// when the load keeps them; read through `project`, the contract's fixture reader in this
    /// load, so each file is resolved inside the project, capped and read once, however many
    /// contracts and scenarios name it. Lint's checks have read most of them already.
    func keptFixtures(of contract: Contract, in project: ProjectFiles) -> [String: [UInt8]] {
        guard keepsFixtureBytes else { return [:] }
        var kept: [String: [UInt8]] = [:]
        for fixture in contract.fixtureReferences {
            guard let bytes = try? project.read(fixture.path) else { continue }
            kept[fixture.path] = bytes
        }
        return kept
    }
}

extension ContractLoader.Result {
    /// The bytes of the fixtures `contract`'s scenarios name, from ``fixtures``: what
    /// `ContractGenerator.generate(_:fixtures:)` embeds and `treaty serve` sends.
    public func fixtures(of contract: Contract) -> [String: [UInt8]] {
        var picked: [String: [UInt8]] = [:]
        for fixture in contract.fixtureReferences {
            if let bytes = fixtures[fixture.path] { picked[fixture.path] = bytes }
        }
        return picked
    }
}
