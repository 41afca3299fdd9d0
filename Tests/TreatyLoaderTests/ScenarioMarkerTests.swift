import Testing
import TreatyContract
import TreatyLoader

/// `knownIssue:` and `bodyUnverified:` mark a scenario with a one-line reason, shown wherever
/// the scenario is counted; a blank or multi-line reason is refused where it is written.
@Suite struct ScenarioMarkerTests {
    static let endpoints = """
        endpoints:
          create:
            method: POST
            path: /v1/items
            request: { body: { type: object } }
            responses: { 201: {} }
            scenarios:
              created: { status: 201, knownIssue: "client drops the tags (#42)", bodyUnverified: "the SDK uploads" }
              plain: { status: 201 }
              blank: { status: 201, knownIssue: "  " }

        """

    @Test func reasonsReachTheModel() throws {
        let lint = LintHarness(endpoints: Self.endpoints)
        let scenarios = try #require(lint.result.contracts.first?.endpoints.first?.scenarios)
        // The fourth is the derived `allInputs`, a copy of `plain` sending the optional body.
        #expect(scenarios.map(\.knownIssue) == ["client drops the tags (#42)", nil, nil, nil])
        #expect(scenarios.map(\.bodyUnverified) == ["the SDK uploads", nil, nil, nil])
    }

    @Test func aBlankReasonIsRefusedAtItsValue() {
        let lint = LintHarness(endpoints: Self.endpoints)
        #expect(lint.findings == ["invalid-value@14:41"])
        #expect(lint.rendered("invalid-value").contains("'knownIssue' has the invalid value '  '; expected a one-line reason"))
    }
}
