public import TreatyContract

extension FileSource {
    /// The text of every fixture the contract's scenarios name, keyed by the path the loader
    /// resolved: what `treaty generate` embeds. Unreadable fixtures are left out (lint reports them).
    public func fixtureTexts(of contract: Contract) -> [String: String] {
        var texts: [String: String] = [:]
        for scenario in contract.endpoints.flatMap(\.scenarios) {
            guard case .response(let response) = scenario.outcome, case .fixture(let fixture) = response.body,
                let bytes = try? read(fixture.path)
            else { continue }
            texts[fixture.path] = String(decoding: bytes, as: UTF8.self)
        }
        return texts
    }
}
