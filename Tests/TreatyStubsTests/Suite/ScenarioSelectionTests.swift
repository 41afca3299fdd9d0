import Testing
import TreatyContract
@_spi(Generated) import TreatyStubs

/// `TREATY_SCENARIO` runs one scenario, or one endpoint's, of a generated suite: the parameterized
/// Swift Testing test and the XCTest loops hold only the scenarios it selects.
@Suite struct ScenarioSelectionTests {
    func suite(_ environment: [String: String]) -> ContractSuite {
        ContractSuite(contract: SuiteShardTests.contract, fixtures: FixtureSource(), environment: environment)
    }

    /// Every `endpoint/scenario` of the 1,000-endpoint contract that `suite` selects.
    func selected(_ suite: ContractSuite) -> [String] {
        SuiteShardTests.contract.endpoints.flatMap { endpoint in
            endpoint.scenarios.filter { suite.selects(endpoint.id, $0.name) }.map { "\(endpoint.id)/\($0.name)" }
        }
    }

    @Test func unsetOrBlankSelectsEveryScenario() {
        #expect(selected(suite([:])).count == 2_500)
        #expect(selected(suite(["TREATY_SCENARIO": ""])).count == 2_500)
        #expect(selected(suite(["TREATY_SCENARIO": " , "])).count == 2_500)
    }

    @Test func scenarioNamesSelectThoseScenarios() {
        #expect(selected(suite(["TREATY_SCENARIO": "e3/s2"])) == ["e3/s2"])
        #expect(selected(suite(["TREATY_SCENARIO": "e7/s1, e3/s0"])) == ["e3/s0", "e7/s1"])
    }

    @Test func anEndpointNameSelectsAllItsScenarios() {
        #expect(selected(suite(["TREATY_SCENARIO": "e3,e5/s1"])) == ["e3/s0", "e3/s1", "e3/s2", "e3/s3", "e5/s1"])
    }

    @Test func namesNotInTheContractSelectNothing() {
        #expect(selected(suite(["TREATY_SCENARIO": "e3/s9,other/s0,e"])).isEmpty)
    }
}
