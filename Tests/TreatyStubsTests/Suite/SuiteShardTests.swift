import Testing
import TreatyContract
@_spi(Generated) import TreatyStubs

/// `TREATY_SHARD=K/N` splits a generated suite across CI runners: between them the shards run
/// every scenario exactly once.
@Suite struct SuiteShardTests {
    /// 1,000 endpoints with one to four scenarios each.
    static let contract: Contract = {
        let location = FileLocation(file: "big.yaml", line: 1, column: 1)
        let endpoints = (0..<1_000).map { index in
            Endpoint(
                id: "e\(index)", method: "GET", path: PathTemplate("/e/\(index)")!, request: RequestSpec(),
                responses: [ResponseSpec(status: .code(200), location: location)],
                scenarios: (0...(index % 4)).map {
                    Scenario(
                        name: "s\($0)", outcome: .response(StubResponse(status: 200)), expect: .success, location: location)
                }, location: location)
        }
        return Contract(
            file: "big.yaml", name: "Big", version: "1", stubHost: "big.test.invalid", fixtureDirectory: ".", endpoints: endpoints
        )
    }()

    @Test func theShardsRunEveryScenarioExactlyOnce() {
        var runs: [String: Int] = [:]
        var loads: [Int] = []
        for index in 1...8 {
            let suite = ContractSuite(
                contract: SuiteShardTests.contract, fixtures: FixtureSource(), environment: ["TREATY_SHARD": "\(index)/8"])
            let mine = SuiteShardTests.contract.endpoints.filter { suite.includes($0.id) }
            loads.append(mine.reduce(0) { $0 + $1.scenarios.count })
            for endpoint in mine {
                for scenario in endpoint.scenarios { runs["\(endpoint.id)/\(scenario.name)", default: 0] += 1 }
            }
        }
        #expect(runs.count == 2_500 && runs.values.allSatisfy { $0 == 1 })
        #expect(loads.max()! - loads.min()! <= 4, "balanced by scenarios: \(loads)")
        let whole = ContractSuite(contract: SuiteShardTests.contract, fixtures: FixtureSource(), environment: [:])
        #expect(SuiteShardTests.contract.endpoints.allSatisfy { whole.includes($0.id) })
    }

    @Test func aMalformedShardFailsEveryRunSayingSo() async {
        let log = FailureLog()
        let suite = ContractSuite(
            contract: SuiteShardTests.contract, fixtures: FixtureSource(), environment: ["TREATY_SHARD": "9/8"])
        #expect(suite.includes("e1"), "a bad value runs everything rather than nothing")
        await suite.run("e1", "s0", reporter: log.reporter, call: { _, _ in }, classify: { _ in .success })
        #expect(
            log.messages == [
                "client regression: e1/s0: TREATY_SHARD '9/8' is not K/N with 1 ≤ K ≤ N, e.g. '2/8'; unset it to run every test"
            ])
    }
}
