import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// One test per lint rule: the exact rule id at the exact line and column.
@Suite struct LintRuleTests {
    func lint(_ body: String, files: [String: String] = [:]) -> (MarkedText, LintHarness) {
        let marked = MarkedText(LintHarness.header + body)
        return (marked, LintHarness(["contracts/api.yaml": marked.text].merging(files) { $1 }))
    }

    @Test func unknownKeySuggestsTheClosest() {
        let (marked, lint) = lint(
            """
            endpoints:
              list:
                method: GET
                path: /items
                1️⃣respones: {}
            """)
        #expect(lint.findings.contains("unknown-key@\(marked["1️⃣"])"))
        #expect(lint.rendered("unknown-key").contains("unknown key 'respones' in endpoint 'list'; expected one of 'method'"))
        #expect(lint.rendered("unknown-key").hasSuffix("  hint: did you mean 'responses'?\n"))
    }

    @Test func wrongValueType() {
        let (marked, lint) = lint(
            """
            endpoints:
              list:
                method: GET
                path: /items
                responses:
                  200: { body: { type: array, minItems: 1️⃣many } }
            """)
        #expect(lint.findings == ["wrong-type@\(marked["1️⃣"])"])
        #expect(lint.rendered("wrong-type").contains("'minItems' must be an integer, found a string"))
    }

    @Test func unresolvedReferenceInSameAndOtherFile() {
        let (marked, lint) = lint(
            """
            endpoints:
              list:
                method: GET
                path: /items
                responses:
                  200: { body: 1️⃣{ $ref: "#/schemas/Iten" } }
                  500: { body: 2️⃣{ $ref: "common.yaml#/schemas/Eror" } }
            schemas:
              Item: { type: object }
            """,
            files: ["contracts/common.yaml": "treaty: 1\nschemas:\n  Error: { type: object }\n"])
        #expect(lint.findings == ["unresolved-ref@\(marked["1️⃣"])", "unresolved-ref@\(marked["2️⃣"])"])
        #expect(lint.rendered("unresolved-ref").contains("hint: did you mean 'Item'?"))
        #expect(lint.rendered("unresolved-ref").contains("'$ref' target 'contracts/common.yaml#/schemas/Eror' does not exist"))
    }

    @Test func crossFileReferenceResolves() {
        let (_, lint) = lint(
            """
            endpoints:
              list:
                method: GET
                path: /items
                responses:
                  500: { body: { $ref: "../shared/common.yaml#/schemas/Error" } }
            """,
            files: ["shared/common.yaml": "treaty: 1\nschemas:\n  Error: { type: object }\n"])
        #expect(lint.findings == [])
        let table = lint.result.contracts.first?.schemaTable
        #expect(table?[SchemaReference(file: "shared/common.yaml", name: "Error")] != nil)
    }

    @Test func duplicateEndpoint() {
        let (marked, lint) = lint(
            """
            endpoints:
              get:
                method: GET
                path: /items/{id}
                request: { path: { id: { type: integer } } }
                responses: { 200: {} }
              1️⃣again:
                method: GET
                path: /items/{itemId}
                request: { path: { itemId: { type: integer } } }
                responses: { 200: {} }
            """)
        #expect(lint.findings == ["duplicate-endpoint@\(marked["1️⃣"])"])
        #expect(lint.rendered("duplicate-endpoint").contains("as 'get' (GET /items/{itemId}, line 6)"))
    }

    /// A JSON document is often one line: the first endpoint is then found by its column.
    @Test func aDuplicateEndpointOnTheSameLineNamesTheColumn() {
        let (_, lint) = lint(
            #"endpoints: { get: { method: GET, path: /items, responses: { 200: {} } }, again: { method: GET, path: /items, responses: { 200: {} } } }"#
        )
        #expect(lint.rendered("duplicate-endpoint").contains("as 'get' (GET /items, line 5, column 14)"))
    }

    @Test func pathParametersMustMatchTheTemplate() {
        let (marked, lint) = lint(
            """
            endpoints:
              get:
                method: GET
                path: 1️⃣/items/{id}
                request: { path: { 2️⃣itemId: { type: integer } } }
                responses: { 200: {} }
            """)
        #expect(lint.findings == ["undeclared-path-parameter@\(marked["1️⃣"])", "unused-path-parameter@\(marked["2️⃣"])"])
    }

    @Test func scenarioStatusNeedsAResponse() {
        let (marked, lint) = lint(
            """
            endpoints:
              list:
                method: GET
                path: /items
                responses: { 200: {}, 4XX: {} }
                scenarios:
                  ok: { status: 200 }
                  missing: { status: 404 }
                  1️⃣boom: { status: 500 }
            """)
        #expect(lint.findings == ["undeclared-scenario-status@\(marked["1️⃣"])"])
    }

    @Test func fixturesMustExistAndBeJSON() {
        let (marked, lint) = lint(
            """
            fixtures: ../fixtures
            endpoints:
              list:
                method: GET
                path: /items
                responses: { 200: {} }
                scenarios:
                  1️⃣ok: { status: 200, fixture: items.jsn }
                  broken: { status: 200, fixture: broken.json }
            """,
            files: ["fixtures/items.json": "[]", "fixtures/broken.json": "[1,\n 2,,]"])
        #expect(lint.findings.first == "missing-fixture@\(marked["1️⃣"])")
        #expect(lint.rendered("missing-fixture").contains("hint: did you mean 'items.json'?"))
        let invalid = lint.result.diagnostics.first { $0.rule == "invalid-fixture-json" }
        #expect(invalid?.location.file == "fixtures/broken.json")
    }

    @Test func invalidPattern() {
        let (marked, lint) = lint(
            """
            schemas:
              Code: { type: string, pattern: 1️⃣"([a-z]" }
            """)
        #expect(lint.findings.contains("invalid-pattern@\(marked["1️⃣"])"))
    }

    /// JSON Schema patterns are ECMA-262's, whose group names may hold `_` and `$`; ICU's may not.
    @Test func aGroupNameOnlyECMAAllowsIsNoInvalidPattern() {
        let (marked, lint) = lint(
            #"""
            schemas:
              Token: { type: string, pattern: "^(?<token_id>[a-z]{3}):(?<$rest>.*)\\k<token_id>$" }
              Broken: { type: string, pattern: 1️⃣"^(?<token-id>[a-z]{3})$" }
            """#)
        #expect(lint.findings.filter { $0.hasPrefix("invalid-pattern") } == ["invalid-pattern@\(marked["1️⃣"])"])
    }

    @Test func unknownFormatIsAWarning() {
        let (marked, lint) = lint(
            """
            schemas:
              When: { type: string, format: 1️⃣date-tme }
            """)
        #expect(lint.findings.contains("unknown-format@\(marked["1️⃣"])"))
        #expect(lint.result.diagnostics.first { $0.rule == "unknown-format" }?.severity == .warning)
        #expect(lint.rendered("unknown-format").contains("hint: did you mean 'date-time'?"))
    }

    @Test func secretHeaderWithLiteralValue() {
        let (marked, lint) = lint(
            """
            defaults:
              request:
                headers:
                  Authorization: 1️⃣Bearer abc123
            endpoints:
              list:
                method: GET
                path: /items
                request:
                  headers:
                    X-Token: { secret: true, example: 2️⃣tok_live_123 }
                responses: { 200: {} }
                live:
                  - headers: { Authorization: "Bearer ${API_TOKEN}", X-Token: 3️⃣plain }
            """)
        #expect(
            lint.findings == [
                "secret-literal@\(marked["1️⃣"])", "secret-literal@\(marked["2️⃣"])", "secret-literal@\(marked["3️⃣"])",
            ])
    }

    /// A Treaty contract writes OpenAPI's `discriminator` the same way, with Treaty references;
    /// its keys and the schemas its mapping names are checked like any other. Without branches
    /// beside it, a mapping names the subtypes (OpenAPI's inheritance); without either, it is an error.
    @Test func aDiscriminatorIsReadAndItsMappingChecked() throws {
        let (marked, lint) = lint(
            """
            schemas:
              Card: { type: object, properties: { kind: { type: string } } }
              Method:
                oneOf: [{ $ref: "#/schemas/Card" }]
                discriminator: { propertyName: kind, mapping: { card: "#/schemas/Card", gone: 1️⃣"#/schemas/Gone" }, 2️⃣tag: x }
              Alone: { type: object, 3️⃣discriminator: { propertyName: kind } }
              Pet: { type: object, discriminator: { propertyName: kind, mapping: { card: "#/schemas/Card" } } }
            """)
        #expect(
            lint.findings == [
                "unresolved-ref@\(marked["1️⃣"])", "unknown-key@\(marked["2️⃣"])", "missing-key@\(marked["3️⃣"])",
            ])
        let shape = try #require(lint.result.contracts.first?.namedSchemas.first { $0.name == "Method" }?.shape)
        #expect(shape.discriminator?.propertyName == "kind")
        #expect(shape.discriminator?.mapping.map(\.value) == ["card", "gone"])
    }

    /// `request.credentials` names the headers (its own or the defaults') and query parameters
    /// sent together, one set of which a request must carry; a name the request does not declare
    /// is an error at that name.
    @Test func credentialSetsNameDeclaredHeadersAndQueryParameters() throws {
        let (marked, lint) = lint(
            """
            defaults:
              request:
                headers:
                  X-Auth-Email: { type: string, secret: true, required: false }
            endpoints:
              zones:
                method: GET
                path: /zones
                request:
                  headers:
                    Authorization: { type: string, secret: true, required: false }
                  query:
                    key: { type: string, secret: true, required: false }
                  credentials:
                    - [authorization]
                    - [X-Auth-Email, key, 1️⃣X-Auth-Kee]
                    - { headers: [2️⃣key], query: [key] }
                responses: { 200: {} }
            """)
        #expect(lint.findings == ["invalid-value@\(marked["1️⃣"])", "invalid-value@\(marked["2️⃣"])"])
        let request = try #require(lint.result.contracts.first?.endpoints.first?.request)
        #expect(
            request.credentials == [
                CredentialSet(headers: ["Authorization"]), CredentialSet(headers: ["X-Auth-Email"], query: ["key"]),
                CredentialSet(query: ["key"]),
            ])
    }

    @Test func unsupportedKeywordIsAnError() {
        let (marked, lint) = lint(
            """
            schemas:
              Tags: { type: object, 1️⃣patternProperties: { "^x-": { type: string } } }
            """)
        #expect(lint.findings == ["unsupported-keyword@\(marked["1️⃣"])"])
    }

    @Test func routableStubHostIsAWarning() {
        let lint = LintHarness([
            "contracts/api.yaml": "treaty: 1\nname: S\nversion: '1'\nstubHost: api.github.com\nendpoints: {}\n"
        ])
        #expect(lint.findings == ["routable-stub-host@4:11"])
        #expect(lint.result.diagnostics.first?.severity == .warning)
    }

    @Test func missingRequiredKeys() {
        let lint = LintHarness(["contracts/api.yaml": "treaty: 1\nname: S\nendpoints: {}\n"])
        #expect(lint.findings == ["missing-key@1:1", "missing-key@1:1"])
        #expect(lint.rendered("missing-key").contains("the contract is missing the required key 'stubHost'"))
    }

    @Test func yamlErrorsBecomeDiagnostics() {
        let lint = LintHarness(["contracts/api.yaml": "treaty: 1\nname: a\nname: b\n"])
        #expect(lint.findings == ["yaml-duplicate-key@3:1"])
    }

    @Test func everyFileIsReportedInOneRun() {
        let lint = LintHarness(
            ["contracts/a.yaml": "treaty: 2\n", "contracts/b.yaml": "treaty: 1\nbogus: 1\n"], load: ["contracts"])
        #expect(lint.findings == ["unsupported-version@1:9", "unknown-key@2:1"])
        #expect(lint.result.diagnostics.map(\.location.file) == ["contracts/a.yaml", "contracts/b.yaml"])
    }

    /// `treaty: "1"` says 1 as a string: the message says that, not that version 1 is unsupported.
    @Test func aQuotedVersionIsNamedAsAString() {
        let quoted = LintHarness(["contracts/api.yaml": "treaty: \"1\"\n"])
        let message = quoted.result.diagnostics.first { $0.rule == "unsupported-version" }
        #expect(message?.message == "contract format version is the string '1'; expected the number 1")
        #expect(message?.hint == "write 'treaty: 1', without quotes")
        let other = LintHarness(["contracts/api.yaml": "treaty: 2\n"])
        #expect(
            other.result.diagnostics.first { $0.rule == "unsupported-version" }?.message
                == "contract format version '2' is not supported; expected 1")
    }

    @Test func unreadablePathsAreSeparate() {
        let lint = LintHarness([:], load: ["nope.yaml"])
        #expect(lint.result.unreadable == ["nope.yaml"])
        #expect(lint.findings == ["unreadable-file@1:1"])
    }

    @Test func bundledExampleLintsClean() {
        let result = ContractLoader().load([LintRuleTests.repositoryRoot + "/contracts"])
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormat.text.render(result.diagnostics))")
        #expect(result.contracts.map(\.name).contains("Projects"))
    }

    static let repositoryRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()
}

/// Rules about single values that the main suite does not reach.
@Suite struct MoreLintRuleTests {
    func lint(_ body: String) -> (MarkedText, LintHarness) {
        let marked = MarkedText(LintHarness.header + body)
        return (marked, LintHarness(["contracts/api.yaml": marked.text]))
    }

    @Test func invalidReferenceForm() {
        let (marked, lint) = lint("schemas:\n  A: { $ref: 1️⃣\"#/definitions/B\" }\n")
        #expect(lint.findings == ["invalid-ref@\(marked["1️⃣"])"])
    }

    @Test func invalidPathTemplate() {
        let (marked, lint) = lint("endpoints:\n  a:\n    method: GET\n    path: 1️⃣items/{id\n    responses: { 200: {} }\n")
        #expect(lint.findings == ["invalid-path@\(marked["1️⃣"])"])
    }

    @Test func conflictingScenarioKeys() {
        let (marked, lint) = lint(
            "endpoints:\n  a:\n    method: GET\n    path: /a\n    responses: { 200: {} }\n    scenarios:\n      1️⃣s: { status: 200, body: {}, rawBody: x }\n"
        )
        #expect(lint.findings == ["conflicting-keys@\(marked["1️⃣"])"])
    }

    @Test func sequenceNamesAnUnknownScenario() {
        let (marked, lint) = lint(
            "endpoints:\n  a:\n    method: GET\n    path: /a\n    responses: { 200: {} }\n    scenarios:\n      ok: { status: 200 }\n      1️⃣retry: { sequence: [okk, ok] }\n"
        )
        #expect(lint.findings == ["unknown-scenario@\(marked["1️⃣"])"])
        #expect(lint.rendered("unknown-scenario").contains("hint: did you mean 'ok'?"))
    }

    /// The stubs play each step of a sequence as one reply, so a step that is a sequence, or the
    /// sequence itself, could only fail when the generated test runs. It used to lint clean (or,
    /// naming itself, be called unknown with "did you mean" its own name).
    @Test func aSequenceThatNamesASequenceIsAnError() {
        let (marked, lint) = lint(
            """
            endpoints:
              a:
                method: GET
                path: /a
                responses: { 200: {} }
                scenarios:
                  ok: { status: 200 }
                  1️⃣loop: { sequence: [loop, ok] }
                  2️⃣first: { sequence: [second, second] }
                  3️⃣second: { sequence: [first] }
            """)
        #expect(
            lint.findings == [
                "nested-sequence@\(marked["1️⃣"])", "nested-sequence@\(marked["2️⃣"])", "nested-sequence@\(marked["3️⃣"])",
            ])
        #expect(
            lint.rendered("nested-sequence").hasPrefix(
                """
                contracts/api.yaml:\(marked["1️⃣"]): error: [nested-sequence] sequence 'loop' of 'a' names itself; expected \
                scenarios with a 'status' or a 'transport'
                  hint: name the scenarios the client should meet, in order
                contracts/api.yaml:\(marked["2️⃣"]): error: [nested-sequence] sequence 'first' of 'a' names 'second', which \
                is itself a sequence; expected scenarios with a 'status' or a 'transport'
                  hint: list the steps of 'second' in 'first' instead

                """))
    }

    /// Every header value a request can carry: a declared header's `example` and `const`, a
    /// scenario's and a live sample's headers. A CR LF in any of them would add header lines.
    @Test func headerValuesWithALineBreakAreErrors() {
        let (marked, lint) = lint(
            """
            endpoints:
              a:
                method: GET
                path: /a
                request:
                  headers:
                    1️⃣X-One: { type: string, example: "a\\r\\nX-Two: b" }
                    2️⃣X-Three: "c\\nd"
                    X-Four: { type: string }
                responses: { 200: {} }
                scenarios:
                  3️⃣ok: { status: 200, request: { headers: { X-Four: "e\\u0000f" } } }
                live:
                  - 4️⃣headers: { X-Four: "g\\rh" }
            """)
        #expect(
            lint.findings == [
                "header-line-break@\(marked["1️⃣"])", "header-line-break@\(marked["2️⃣"])",
                "header-line-break@\(marked["3️⃣"])", "header-line-break@\(marked["4️⃣"])",
            ])
        #expect(lint.rendered("header-line-break").contains("the example of header 'X-One' holds a line break or NUL"))
        #expect(lint.rendered("header-line-break").contains("the example of header 'X-Three' holds a line break or NUL"))
    }

    /// A header name is an HTTP token: `X A`, `X-B:C` and an empty name would be sent as another
    /// header or as none, and used to pass lint.
    @Test func headerNamesAreTokens() {
        let (marked, lint) = lint(
            "endpoints:\n  a:\n    method: GET\n    path: /a\n"
                + "    request: { headers: { 1️⃣\"X A\": { type: string }, 2️⃣\"\": { type: string }, X-Ok: { type: string } } }\n"
                + "    responses: { 200: { headers: { 3️⃣\"X-B:C\": { type: string } } } }\n")
        #expect(
            lint.findings == ["invalid-value@\(marked["1️⃣"])", "invalid-value@\(marked["2️⃣"])", "invalid-value@\(marked["3️⃣"])"])
        #expect(lint.rendered("invalid-value").contains("header name 'X-B:C' is not an HTTP token"))
        // In an OpenAPI document a name is a `name:` value: a line break in it is this finding too.
        let openAPI = LintHarness(
            [
                "api.yaml": "openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths:\n  /a:\n    get:\n      operationId: a\n"
                    + "      parameters: [{ name: \"X-A\\r\\nX-B\", in: header, schema: { type: string } }]\n"
                    + "      responses: { 200: { description: ok } }\n"
            ], load: ["api.yaml"])
        #expect(openAPI.findings == ["invalid-value@7:28"])
    }

    /// `treaty serve` answers `/__treaty/…` itself: an endpoint there is refused, not shadowed.
    @Test func aPathUnderTheServeControlPrefixIsRefused() {
        let (marked, lint) = lint(
            "endpoints:\n  a:\n    method: GET\n    path: 1️⃣/__treaty/findings\n    responses: { 200: {} }\n"
                + "  b:\n    method: GET\n    path: /__treaty_x/findings\n    responses: { 200: {} }\n")
        #expect(lint.findings == ["invalid-path@\(marked["1️⃣"])"])
        #expect(lint.rendered("invalid-path").contains("which 'treaty serve' keeps for its control requests"))
    }

    /// A live sample's expected status is a code HTTP can carry, as a scenario's is.
    @Test func aLiveSampleStatusPast599IsOutOfRange() {
        let (marked, lint) = lint(
            "endpoints:\n  a:\n    method: GET\n    path: /a\n    responses: { 200: {} }\n    live:\n      - { status: 1️⃣1000 }\n")
        #expect(lint.findings == ["invalid-value@\(marked["1️⃣"])"])
        #expect(lint.rendered("invalid-value").contains("expected a code from 100 to 599"))
    }

    @Test func unknownMethodAndTransportAreInvalidValues() {
        let (marked, lint) = lint(
            "endpoints:\n  a:\n    method: 1️⃣FETCH\n    path: /a\n    responses: { 200: {} }\n    scenarios:\n      t: { transport: 2️⃣timeout }\n"
        )
        #expect(lint.findings == ["invalid-value@\(marked["1️⃣"])", "invalid-value@\(marked["2️⃣"])"])
        #expect(lint.rendered("invalid-value").contains("hint: did you mean 'timedOut'?"))
    }

    @Test func aStyleForTheWrongKindOfParameterIsAnInvalidValue() {
        let (marked, lint) = lint(
            """
            endpoints:
              a:
                method: GET
                path: /a
                request:
                  query: { tags: { type: array, style: 1️⃣simple }, ids: { type: array, style: deepObject } }
                  headers: { X-Ids: { type: array, style: 2️⃣form } }
                responses: { 200: {} }
            """)
        #expect(lint.findings == ["invalid-value@\(marked["1️⃣"])", "invalid-value@\(marked["2️⃣"])"])
        #expect(
            lint.rendered("invalid-value").contains(
                "expected 'form', 'spaceDelimited', 'pipeDelimited', 'deepObject'"), "\(lint.rendered("invalid-value"))")
    }

    @Test func emptyFile() {
        let lint = LintHarness(["contracts/api.yaml": "# nothing yet\n"])
        #expect(lint.findings == ["empty-file@1:1"])
    }
}
