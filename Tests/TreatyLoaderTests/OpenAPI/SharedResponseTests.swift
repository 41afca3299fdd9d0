import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// A `components.responses` object is decoded once per status key and reused: every use must
/// still get the whole response, and its findings must read as they did when each use decoded
/// it again (messages naming the status key included).
@Suite struct SharedResponseTests {
    @Test func everyUseOfASharedResponseGetsItsHeadersBodyAndExamples() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /a: { get: { operationId: a, responses: { "404": { $ref: "#/components/responses/Problem" } } } }
                  /b: { get: { operationId: b, responses: { "404": { $ref: "#/components/responses/Problem" } } } }
                components:
                  responses:
                    Problem:
                      description: error
                      headers: { X-Trace: { required: true, schema: { type: string } } }
                      content:
                        application/problem+json:
                          schema: { type: object, properties: { title: { type: string } } }
                          example: { title: gone }
                """)
        for id in ["a", "b"] {
            let response = try #require(api.endpoint(id)?.responses.first)
            #expect(response.description == "error" && response.contentType == "application/problem+json")
            #expect(response.headers.map(\.name) == ["X-Trace"] && response.body?.property("title") != nil)
            let scenario = try #require(api.endpoint(id)?.scenarios.first)
            #expect(scenario.name == "status404")
            guard case .response(let stub) = scenario.outcome else {
                Issue.record("expected a response scenario, found \(scenario.outcome)")
                continue
            }
            #expect(stub.body == .inline(["title": "gone"]))
        }
        #expect(api.result.diagnostics.isEmpty)
    }

    @Test func findingsOfASharedResponseNameEachStatusItIsUsedUnder() {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /a: { get: { operationId: a, responses: { "404": { $ref: "#/components/responses/Bad" } } } }
                  /b: { get: { operationId: b, responses: { "500": { $ref: "#/components/responses/Bad" } } } }
                  /c: { get: { operationId: c, responses: { "404": { $ref: "#/components/responses/Bad" } } } }
                components:
                  responses:
                    Bad: 1️⃣[not, a, response]
                """)
        let messages = api.result.diagnostics.filter { $0.rule == "wrong-type" }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("'404'") } && messages.contains { $0.contains("'500'") })
        #expect(api.findings.allSatisfy { $0.hasSuffix("@\(api.marked["1️⃣"])") })
    }
}
