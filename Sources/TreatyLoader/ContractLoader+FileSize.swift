import TreatyContract

extension ContractLoader {
    /// A `file-too-large` error for each fixture of `contract` over ``FileSizeLimits/maxFixtureBytes``.
    /// Lint reads fixtures through the capped source, so such a file is never read whole.
    func oversizedFixtures(of contract: Contract) -> [Diagnostic] {
        contract.fixtureReferences.compactMap { fixture in
            guard files.fileExists(fixture.path) else { return nil }
            return sizeLimits.oversizedFixture(fixture.path, in: files)?.diagnostic
        }
    }
}
