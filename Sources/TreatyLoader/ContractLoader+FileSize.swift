import TreatyContract

extension ContractLoader {
    /// A `file-too-large` error for each fixture of `contract` over ``FileSizeLimits/maxFixtureBytes``.
    /// Lint reads fixtures through the capped source, so such a file is never read whole.
    func oversizedFixtures(of contract: Contract) -> [Diagnostic] {
        var seen = Set<String>()
        return contract.endpoints.flatMap(\.scenarios).compactMap { scenario in
            guard case .response(let response) = scenario.outcome, case .fixture(let fixture) = response.body,
                seen.insert(fixture.path).inserted, files.fileExists(fixture.path)
            else { return nil }
            return sizeLimits.oversizedFixture(fixture.path, in: files)?.diagnostic
        }
    }
}
