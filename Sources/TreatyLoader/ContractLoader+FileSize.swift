import TreatyContract
import TreatyTooling

extension ContractLoader {
    /// A `file-too-large` error for each fixture of `contract` over ``FileSizeLimits/maxFixtureBytes``.
    /// Lint reads fixtures through the capped source, so such a file is never read whole. Each
    /// fixture is measured once per load (`cache`), however many contracts name it.
    func oversizedFixtures(of contract: Contract, cache: ProjectFileCache) -> [Diagnostic] {
        contract.fixtureReferences.compactMap { fixture in
            let error = cache.oversizedFixtures.value(for: fixture.path) {
                guard files.fileExists(fixture.path) else { return nil }
                return sizeLimits.oversizedFixture(fixture.path, in: files)
            }
            return error?.diagnostic
        }
    }
}
