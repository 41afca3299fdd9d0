import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// Scenario headers are checked against the declared header shapes when the contract is linted:
/// the response headers a stub sends and the request headers a scenario's input gives the client.
@Suite struct ScenarioHeaderLintTests {
    static func contract(retryAfter: String, page: String = "\"2\"") -> String {
        LintHarness.header + """
            endpoints:
              listItems:
                method: GET
                path: /items
                request:
                  headers:
                    X-Page: { type: integer, minimum: 1 }
                responses:
                  200: { body: { type: array } }
                  429:
                    headers:
                      Retry-After: { type: integer, minimum: 0 }
                scenarios:
                  ok: { status: 200, body: [], request: { headers: { X-Page: \(page) } } }
                  rateLimited: { status: 429, headers: { retry-after: \(retryAfter) } }
            """
    }

    static func findings(_ text: String) -> [Diagnostic] {
        LintHarness(["contracts/api.yaml": text]).result.diagnostics.filter { $0.rule == "invalid-scenario-header" }
    }

    @Test func aValidHeaderLintsClean() {
        #expect(Self.findings(Self.contract(retryAfter: "\"3\"")).isEmpty)
        #expect(Self.findings(Self.contract(retryAfter: "\"3\"", page: "7")).isEmpty)
    }

    @Test func aStubHeaderItsShapeRefusesIsAnErrorAtTheScenario() {
        let found = Self.findings(Self.contract(retryAfter: "soon"))
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        #expect(
            found.first?.message
                == "scenario 'rateLimited' of 'listItems' answers with header 'retry-after: soon', which its declared shape refuses: (root): expected integer, got string"
        )
        #expect(found.first?.location.line == 19)
        #expect(found.first?.hint?.contains("declared at line 16") == true)
    }

    @Test func anInputHeaderItsShapeRefusesIsAnError() {
        let found = Self.findings(Self.contract(retryAfter: "\"3\"", page: "\"0\""))
        #expect(
            found.map(\.message) == [
                "scenario 'ok' of 'listItems' sends request header 'X-Page: 0', which its declared shape refuses: (root): expected a number at least 1, got 0"
            ])
    }

    @Test func environmentReferencesAreFilledInLater() {
        #expect(Self.findings(Self.contract(retryAfter: "\"${RETRY}\"")).isEmpty)
    }
}
