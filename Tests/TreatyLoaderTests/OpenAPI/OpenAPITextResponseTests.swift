import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// A response whose only media types are ones Treaty does not read (CSV, HTML, XML, PDF): the first
/// is its `contentType`, its string examples become scenarios served as written, and what cannot
/// be served (an example that is not a string, one with a hidden character, a second type) is
/// reported where the document writes it.
@Suite struct OpenAPITextResponseTests {
    static let document =
        OpenAPIHarness.header() + """
            paths:
              /report.csv:
                get:
                  operationId: report
                  responses:
                    200:
                      description: CSV
                      content:
                        text/csv:
                          schema: { type: string }
                          examples:
                            small: { value: "id,name\\n1,Ada\\n" }
                            hidden: { value: "id,name\\n1,\\u202EAda\\n" }
                        text/plain: { schema: { type: string } }
                    404:
                      description: gone
                      content: { application/xml: { example: { error: gone } } }
              /file:
                get:
                  operationId: download
                  responses:
                    200: { description: bytes, content: { application/pdf: { schema: { type: string, format: binary }, example: JVBERi0x } } }
            """

    @Test func theFirstTypeIsTheContentTypeWithoutABody() throws {
        let api = OpenAPIHarness(Self.document)
        let report = try #require(api.endpoint("report"))
        #expect(report.responses.map(\.contentType) == ["text/csv", "application/xml"])
        #expect(report.responses.allSatisfy { $0.body == nil && !$0.readsJSON })
        #expect(api.endpoint("download")?.responses.first?.contentType == "application/pdf")
    }

    @Test func aStringExampleIsServedAsWritten() throws {
        let api = OpenAPIHarness(Self.document)
        let report = try #require(api.endpoint("report"))
        #expect(report.scenarios.map(\.name) == ["success", "status404", "timeout"])
        guard case .response(let success) = report.scenarios[0].outcome else {
            Issue.record("expected a response scenario")
            return
        }
        #expect(success.status == 200)
        #expect(success.body == .raw("id,name\n1,Ada\n"))
        #expect(report.scenarios[0].expect == .success)
        guard case .response(let gone) = report.scenarios[1].outcome else { return }
        #expect(gone.body == .none)
        #expect(api.endpoint("download")?.scenarios.map(\.name) == ["success", "timeout"])
    }

    @Test func whatCannotBeServedIsReportedAtItsPlace() {
        let api = OpenAPIHarness(Self.document)
        let leftOut = api.result.diagnostics.filter { $0.rule == "openapi-left-out" }
        #expect(
            leftOut.map { "\($0.location.line): \($0.message)" } == [
                "11: the content of the 'text/csv' body is left out: Treaty checks its Content-Type and serves its text example as written",
                "15: the example 'hidden' of the 'text/csv' body is left out: expected text without hidden characters, found \\u{202E}",
                "16: the 'text/plain' body is left out: a response has one body in a contract, the first: 'text/csv'",
                "19: the content of the 'application/xml' body is left out: Treaty checks its Content-Type and serves its text example as written",
                "19: the example 'example' of the 'application/xml' body is left out: it is not a string, and Treaty serves the body of a type it does not read as written",
                "24: the content of the 'application/pdf' body is left out: Treaty checks its Content-Type; a Treaty contract can name a fixture of its bytes",
                "24: the example 'example' of the 'application/pdf' body is left out: the document does not hold the bytes the API sends; a Treaty contract can name a fixture of them",
            ])
        #expect(api.result.diagnostics.allSatisfy { $0.rule == "openapi-left-out" })
    }

    /// Cloudflare writes `string` and `undefined` as `content` keys: no media type, so no
    /// `contentType` a stub could send; the entry is left out and the response has none.
    @Test func aContentKeyThatIsNoMediaTypeIsLeftOut() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /script:
                    get:
                      operationId: script
                      responses:
                        200: { description: ok, content: { 1️⃣undefined: { schema: { type: string } } } }
                    put:
                      operationId: upload
                      requestBody: { content: { 2️⃣string: { schema: { type: string } }, text/javascript: {} } }
                      responses: { 204: { description: ok } }
                """)
        #expect(api.findings.filter { $0.hasPrefix("openapi-left-out@\(api.marked["1️⃣"])") }.count == 1)
        #expect(api.findings.filter { $0.hasPrefix("openapi-left-out@\(api.marked["2️⃣"])") }.count == 1)
        #expect(api.rendered("openapi-left-out").contains("the body 'undefined' is left out: it is no media type"))
        #expect(api.endpoint("script")?.responses.first?.contentType == nil)
        #expect(api.endpoint("upload")?.request.contentType == "text/javascript")
    }
}
