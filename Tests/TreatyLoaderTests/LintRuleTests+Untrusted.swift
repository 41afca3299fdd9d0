import Testing
import TreatyContract
import TreatyLoader

/// Lint rules against text that would change how generated code, reports or reviews read.
extension LintRuleTests {
    @Test func hiddenCharactersInNamesAreErrorsAtTheirKey() {
        let (marked, lint) = lint(
            """
            endpoints:
              list:
                method: GET
                path: /items
                request:
                  query: { 1️⃣"q\\n}\\nfunc x() {": { type: string } }
                  headers: { 2️⃣"X-\\u202EId": { type: string } }
                responses: { 200: {} }
            """)
        #expect(lint.findings == ["hidden-character@\(marked["1️⃣"])", "hidden-character@\(marked["2️⃣"])"])
        #expect(
            lint.rendered("hidden-character").contains(
                "error: [hidden-character] key 'q\\n}\\nfunc x() {' in 'query' parameters contains a control, line-separator or bidirectional character; expected plain text\n"
            ))
        #expect(lint.rendered("hidden-character").contains("key 'X-\\u{202E}Id' in 'headers'"))
    }

    @Test func pathsWithQueryFragmentSpaceOrHiddenCharactersAreInvalid() {
        let (marked, lint) = lint(
            """
            endpoints:
              a: { method: GET, path: 1️⃣"/a?b=1", responses: { 200: {} } }
              b: { method: POST, path: 2️⃣"/b#top", responses: { 200: {} } }
              c: { method: PUT, path: 3️⃣"/c d", responses: { 200: {} } }
              d: { method: DELETE, path: 4️⃣"/d\\n}", responses: { 200: {} } }
            """)
        #expect(
            lint.findings == [
                "invalid-path@\(marked["1️⃣"])", "invalid-path@\(marked["2️⃣"])", "invalid-path@\(marked["3️⃣"])",
                "invalid-path@\(marked["4️⃣"])",
            ])
        #expect(
            lint.rendered("invalid-path").contains("path '/a?b=1' contains '?' (a query string); expected a URL path template"))
        #expect(lint.rendered("invalid-path").contains("path '/d\\n}' contains the hidden character '\\u{A}'"))
    }

    @Test func aPathParameterGivenTwiceIsInvalid() {
        let (marked, lint) = lint(
            """
            endpoints:
              a:
                method: GET
                path: 1️⃣/a/{id}/b/{id}
                request: { path: { id: { type: integer } } }
                responses: { 200: {} }
            """)
        #expect(lint.findings == ["invalid-path@\(marked["1️⃣"])"])
        #expect(lint.rendered("invalid-path").contains("contains the parameter '{id}' twice"))
    }

    @Test func aNonScalarKeyIsAnErrorNotADroppedEndpoint() {
        let (marked, lint) = lint(
            """
            endpoints:
              ? 1️⃣[getThing]
              : { method: GET, path: /thing, responses: { 200: {} } }
            """)
        #expect(lint.findings == ["non-scalar-key@\(marked["1️⃣"])"])
        #expect(lint.rendered("non-scalar-key").contains("a key of 'endpoints' is a sequence or mapping; expected a plain name"))
    }
}
