import Testing
import TreatyContract
import TreatyTooling

@testable import TreatyLoader

/// Issue 48: messages that named the wrong cause, and follow-on errors beside the real one.
extension LintRuleTests {
    @Test func aDotSegmentInAPathIsRefused() {
        for path in ["/../../b/x", "/a/./b", "/a/%2E%2e/b"] {
            let (marked, lint) = lint(
                """
                endpoints:
                  escape: { method: GET, path: 1️⃣"\(path)", responses: { 200: {} } }
                  dotted: { method: GET, path: /a/..b/.well-known/c., responses: { 200: {} } }
                """)
            #expect(lint.findings == ["invalid-path@\(marked["1️⃣"])"])
            let segment = path == "/a/./b" ? "." : path == "/../../b/x" ? ".." : "%2E%2e"
            #expect(
                lint.rendered("invalid-path") == """
                    contracts/api.yaml:\(marked["1️⃣"]): error: [invalid-path] path '\(path)' holds the dot segment \
                    '\(segment)', which would leave the base URL's path; expected a path without '.' or '..' segments
                      hint: write the path as the server serves it, with the dot segments resolved

                    """)
        }
    }

    @Test func aDotSegmentInAnOpenAPIPathIsRefused() {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                servers: [{ url: "https://api.example.com/api/v1" }]
                paths:
                  1️⃣/../../b/x:
                    get: { operationId: escape, responses: { 200: { description: ok } } }
                """)
        #expect(api.findings == ["invalid-path@\(api.marked["1️⃣"])"])
        #expect(api.rendered("invalid-path").contains("path '/api/v1/../../b/x' holds the dot segment '..'"))
    }

    @Test func aRemoteReferenceIsSaidNotToBeFollowed() {
        let (marked, lint) = lint(
            """
            schemas:
              A: { $ref: 1️⃣"http://schemas.example.com/common.yaml#/schemas/B" }
            """)
        #expect(lint.findings == ["invalid-ref@\(marked["1️⃣"])"])
        #expect(
            lint.rendered("invalid-ref") == """
                contracts/api.yaml:\(marked["1️⃣"]): error: [invalid-ref] '$ref' value \
                'http://schemas.example.com/common.yaml#/schemas/B' is a URL, and remote references are not followed
                  hint: copy the schema into a file of the project and refer to it as 'file.yaml#/schemas/Name'

                """)
    }

    @Test func aReferencedFileTooLargeIsSaidToBeTooLarge() {
        let marked = MarkedText(LintHarness.header + "schemas:\n  A: 1️⃣{ $ref: \"big.yaml#/schemas/B\" }\n")
        let big = "treaty: 1\nschemas:\n  B: { type: string, description: \"\(String(repeating: "x", count: 400))\" }\n"
        var loader = ContractLoader(files: .memory(["contracts/api.yaml": marked.text, "contracts/big.yaml": big]))
        loader.sizeLimits = FileSizeLimits(maxContractBytes: 300, measure: { _ in nil })
        let result = loader.load(["contracts/api.yaml"])
        #expect(
            result.diagnostics.map { "\($0.rule)@\($0.location.line):\($0.location.column)" } == ["file-too-large@\(marked["1️⃣"])"]
        )
        #expect(
            DiagnosticFormat.text.render(result.diagnostics) == """
                contracts/api.yaml:\(marked["1️⃣"]): error: [file-too-large] '$ref' target 'contracts/big.yaml#/schemas/B' \
                was not read: 'contracts/big.yaml' is \(big.utf8.count) bytes, over the 300-byte limit for a contract
                  hint: split it into smaller files, or raise the limit with '--max-contract-size'

                """)
    }

    @Test func aRequestThatIsNoMappingIsOneError() {
        let (marked, lint) = lint(
            """
            endpoints:
              getItem:
                method: GET
                path: /items/{id}
                request: 1️⃣[]
                responses: { 200: {} }
              getOther:
                method: GET
                path: /others/{id}
                request: { path: 2️⃣[] }
                responses: { 200: {} }
            """)
        #expect(lint.findings == ["wrong-type@\(marked["1️⃣"])", "wrong-type@\(marked["2️⃣"])"])
    }

    @Test func anOpenAPIParameterInNoPlaceIsOneError() {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /items/{id}:
                    get:
                      operationId: getItem
                      parameters: [{ name: id, in: 1️⃣weird, required: true, schema: { type: string } }]
                      responses: { 200: { description: ok } }
                """)
        #expect(api.findings == ["invalid-value@\(api.marked["1️⃣"])"])
    }

    @Test func anOpenAPIPathWithAFragmentIsLeftOutInAWholeSentence() {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  1️⃣/token#refresh:
                    post: { operationId: refresh, responses: { 200: { description: ok } } }
                  /token:
                    post: { operationId: token, responses: { 200: { description: ok } } }
                """)
        #expect(api.findings == ["openapi-left-out@\(api.marked["1️⃣"])"])
        #expect(
            api.rendered("openapi-left-out") == """
                api.yaml:\(api.marked["1️⃣"]): warning: [openapi-left-out] the path '/token#refresh' is left out: a path \
                with a query string or a fragment is no path template; its operations are not imported

                """)
    }
}
