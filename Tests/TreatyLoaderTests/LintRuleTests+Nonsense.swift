import Testing
import TreatyContract
import TreatyTooling

@testable import TreatyLoader

/// Lint rules against contracts that would otherwise be accepted silently: reference cycles, tags,
/// raw bodies that are not JSON, and shapes whose keywords contradict each other.
extension LintRuleTests {
    @Test func referenceCyclesWithoutAMemberInBetweenAreErrors() {
        let (marked, lint) = lint(
            """
            endpoints:
              list:
                method: GET
                path: /items
                responses: { 200: { body: { $ref: "#/schemas/A" } } }
            schemas:
              A: 1️⃣{ $ref: "#/schemas/B" }
              B: { allOf: [{ $ref: "#/schemas/A" }] }
              Self: 2️⃣{ anyOf: [{ type: string }, { not: { $ref: "#/schemas/Self" } }] }
              Folder: { type: object, properties: { children: { type: array, items: { $ref: "#/schemas/Folder" } } } }
              Map: { type: object, additionalProperties: { $ref: "#/schemas/Map" } }
              Either: { oneOf: [{ $ref: "#/schemas/Folder" }, { $ref: "#/schemas/Map" }] }
            """)
        #expect(lint.findings == ["reference-cycle@\(marked["1️⃣"])", "reference-cycle@\(marked["2️⃣"])"])
        #expect(
            lint.rendered("reference-cycle") == """
                contracts/api.yaml:\(marked["1️⃣"]): error: [reference-cycle] schema 'A' refers to itself with no property \
                or item in between ('A → B → A'); expected recursion only under 'properties', 'items' or \
                'additionalProperties'
                  hint: such a shape describes no value and checking it never ends; remove one '$ref' of the cycle or nest it
                contracts/api.yaml:\(marked["2️⃣"]): error: [reference-cycle] schema 'Self' refers to itself with no \
                property or item in between ('Self → Self'); expected recursion only under 'properties', 'items' or \
                'additionalProperties'
                  hint: such a shape describes no value and checking it never ends; remove one '$ref' of the cycle or nest it

                """)
    }

    /// A cycle at the end of a 5,000-link chain of `$ref`s is found and reported once, at its
    /// first-declared schema; each schema of the chain used to start a search of its own
    /// (quadratic: a 20,000-link chain took lint minutes).
    @Test func aCycleAtTheEndOfALongChainIsReportedOnce() {
        let chain = (0..<5_000).map { "  S\($0): { $ref: \"#/schemas/S\($0 + 1)\" }" }
        let (_, lint) = lint(
            "schemas:\n" + chain.joined(separator: "\n")
                + "\n  S5000: { allOf: [{ $ref: \"#/schemas/Last\" }] }\n  Last: { $ref: \"#/schemas/S5000\" }\n")
        #expect(lint.findings.count == 1)
        #expect(
            lint.rendered("reference-cycle").contains(
                "schema 'S5000' refers to itself with no property or item in between ('S5000 → Last → S5000')"))
    }

    @Test func referenceCyclesInAnOpenAPIDocumentAreErrors() {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /pets:
                    get:
                      operationId: listPets
                      responses: { 200: { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } } }
                components:
                  schemas:
                    Pet: 1️⃣{ allOf: [{ $ref: "#/components/schemas/Animal" }] }
                    Animal: { oneOf: [{ $ref: "#/components/schemas/Pet" }] }
                    Tree: { type: object, properties: { children: { type: array, items: { $ref: "#/components/schemas/Tree" } } } }
                    Age: { type: integer, minimum: 5, 2️⃣exclusiveMinimum: true, maximum: 5 }
                """)
        let errors = api.result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.rule) == ["reference-cycle", "impossible-bounds"])
        #expect(errors.map { "\($0.location.line):\($0.location.column)" } == [api.marked["1️⃣"], api.marked["2️⃣"]])
        // The warning that no 200 body could be synthesized for a schema that describes no value.
        #expect(api.result.diagnostics.filter { $0.severity == .warning }.map(\.rule) == ["openapi-no-sample"])
        #expect(
            api.rendered("reference-cycle").contains(
                "schema 'Pet' refers to itself with no property or item in between ('Pet → Animal → Pet')"))
        #expect(
            api.rendered("impossible-bounds").contains(
                "[impossible-bounds] 'exclusiveMinimum' 5 is not less than 'maximum' 5, so no value fits\n"))
    }

    @Test func customTagsAreRefusedAndCoreTagsMustFit() {
        let files = [
            "contracts/include.yaml": "treaty: 1\nschemas:\n  A: 1️⃣!include other.yaml\n",
            "contracts/python.yaml": "treaty: 1\nschemas: 2️⃣!!python/object:os.system { type: object }\n",
            "contracts/mismatch.yaml": "treaty: 1\nschemas:\n  A: { type: string, maxLength: 3️⃣!!int abc }\n",
            "contracts/kind.yaml": "treaty: 1\nschemas: 4️⃣!!seq { A: { type: string } }\n",
            "contracts/core.yaml":
                "treaty: !!int 1\nschemas: !!map\n  A: { type: !!str string, enum: !!seq [!!str 3, !!null ~, !!float 1] }\n",
        ].mapValues(MarkedText.init)
        let lint = LintHarness(files.mapValues(\.text), load: ["contracts"])
        let (include, python, mismatch, kind) = (
            files["contracts/include.yaml"]!["1️⃣"], files["contracts/python.yaml"]!["2️⃣"],
            files["contracts/mismatch.yaml"]!["3️⃣"], files["contracts/kind.yaml"]!["4️⃣"]
        )
        #expect(
            lint.findings == ["yaml-tag@\(include)", "yaml-tag@\(kind)", "yaml-tag@\(mismatch)", "yaml-tag@\(python)"])
        #expect(
            lint.rendered("yaml-tag") == """
                contracts/include.yaml:\(include): error: [yaml-tag] tag '!include' is not supported; expected an untagged value \
                or a core tag ('!!str', '!!int', '!!float', '!!bool', '!!null', '!!map', '!!seq')
                  hint: remove the tag: Treaty never loads, includes or runs what a tag names; share schemas with '$ref'
                contracts/kind.yaml:\(kind): error: [yaml-tag] tag '!!seq' does not fit a mapping
                  hint: remove the tag or correct the value
                contracts/mismatch.yaml:\(mismatch): error: [yaml-tag] tag '!!int' does not fit the value 'abc'
                  hint: remove the tag or correct the value
                contracts/python.yaml:\(python): error: [yaml-tag] tag '!!python/object:os.system' is not supported; expected \
                an untagged value or a core tag ('!!str', '!!int', '!!float', '!!bool', '!!null', '!!map', '!!seq')
                  hint: remove the tag: Treaty never loads, includes or runs what a tag names; share schemas with '$ref'

                """)
    }

    @Test func aRawBodyThatIsNotJSONNeedsExpectDecoding() {
        let (marked, lint) = lint(
            """
            endpoints:
              list:
                method: GET
                path: /items
                responses: { 200: { body: { type: array } }, 204: {}, 500: { body: { type: object } } }
                scenarios:
                  1️⃣garbage: { status: 200, rawBody: 'total garbage' }
                  truncated: { status: 200, rawBody: '[1, 2', expect: decoding }
                  valid: { status: 200, rawBody: '[1, 2]' }
                  noBody: { status: 204, rawBody: 'x' }
                  gateway: { status: 500, rawBody: '<html>Bad gateway</html>' }
              text:
                method: GET
                path: /text
                responses: { 200: { body: { type: string }, contentType: text/plain } }
                scenarios:
                  plain: { status: 200, rawBody: 'hello' }
            """)
        #expect(lint.findings == ["non-json-body@\(marked["1️⃣"])"])
        #expect(
            lint.rendered("non-json-body") == """
                contracts/api.yaml:\(marked["1️⃣"]): error: [non-json-body] scenario 'garbage' expects success, but its \
                'rawBody' is not JSON and the 200 response declares a JSON body
                  hint: add 'expect: decoding' if the client must fail to decode it, or give the body as valid JSON

                """)
    }

    @Test func anInlineBodyOfAResponseTreatyDoesNotReadMustBeText() {
        let (marked, lint) = lint(
            """
            endpoints:
              export:
                method: GET
                path: /export
                responses: { 200: { contentType: text/csv }, 201: { contentType: application/json }, 400: { body: { type: object } } }
                scenarios:
                  1️⃣object: { status: 200, body: { id: 1 } }
                  2️⃣number: { status: 200, body: 7 }
                  text: { status: 200, body: "id\\n1\\n" }
                  json: { status: 201, body: { id: 1 } }
                  problem: { status: 400, body: { id: 1 } }
            """)
        #expect(lint.findings == ["non-text-body@\(marked["1️⃣"])", "non-text-body@\(marked["2️⃣"])"])
        #expect(
            lint.rendered("non-text-body").hasPrefix(
                """
                contracts/api.yaml:\(marked["1️⃣"]): error: [non-text-body] scenario 'object' gives an inline 'body' that \
                is not a string, but the 200 response is 'text/csv', which Treaty sends as written, not as JSON
                  hint: write the body as a string (body: "id,name\\n"), or name a fixture

                """))
    }

    @Test func emptyTypeAndEnumListsAcceptNothing() {
        let (marked, lint) = lint(
            """
            schemas:
              Nothing: { 1️⃣type: [] }
              Never: { type: string, 2️⃣enum: [] }
            """)
        #expect(lint.findings == ["empty-list@\(marked["1️⃣"])", "empty-list@\(marked["2️⃣"])"])
        #expect(
            lint.rendered("empty-list").hasPrefix(
                """
                contracts/api.yaml:\(marked["1️⃣"]): error: [empty-list] 'type' is an empty list, so no value fits; \
                expected at least one entry
                  hint: list what is accepted, or write the shape 'false' if nothing is

                """))
    }

    /// JSON Schema requires an entry in `oneOf`, `anyOf` and `allOf`; an empty one was read as
    /// absent without a word.
    @Test func emptyCombinatorListsAreNoSchema() {
        let (marked, lint) = lint(
            """
            schemas:
              Palette: { type: string, 1️⃣oneOf: [] }
              Either: { 2️⃣anyOf: [], 3️⃣allOf: [] }
            """)
        #expect(
            lint.findings == ["empty-list@\(marked["1️⃣"])", "empty-list@\(marked["2️⃣"])", "empty-list@\(marked["3️⃣"])"])
        #expect(
            lint.rendered("empty-list").hasPrefix(
                """
                contracts/api.yaml:\(marked["1️⃣"]): error: [empty-list] 'oneOf' is an empty list, which JSON Schema does \
                not allow; expected at least one entry
                  hint: list the alternatives, or remove the keyword

                """))
    }

    @Test func boundsNoValueFitsAreComparedExactly() {
        let (marked, lint) = lint(
            """
            schemas:
              Name: { type: string, 1️⃣minLength: 5, maxLength: 2 }
              List: { type: array, 2️⃣minItems: 3, maxItems: 1 }
              Huge: { type: integer, 3️⃣minimum: 99999999999999999999, maximum: 99999999999999999998 }
              Wide: { type: integer, minimum: 99999999999999999998, maximum: 99999999999999999999 }
              Open: { type: number, 4️⃣exclusiveMinimum: 1, exclusiveMaximum: 1.0 }
              Point: { type: number, minimum: 1.50, maximum: 1.5e0 }
              Small: { type: number, 5️⃣minimum: 1e-3, exclusiveMaximum: 0.001 }
              Bag: { type: object, 6️⃣minProperties: 2, maxProperties: 1 }
            """)
        #expect(
            lint.findings == [
                "impossible-bounds@\(marked["1️⃣"])", "impossible-bounds@\(marked["2️⃣"])",
                "impossible-bounds@\(marked["3️⃣"])", "impossible-bounds@\(marked["4️⃣"])",
                "impossible-bounds@\(marked["5️⃣"])", "impossible-bounds@\(marked["6️⃣"])",
            ])
        #expect(
            lint.rendered("impossible-bounds").contains(
                """
                contracts/api.yaml:\(marked["3️⃣"]): error: [impossible-bounds] 'minimum' 99999999999999999999 is \
                greater than 'maximum' 99999999999999999998, so no value fits
                  hint: swap the bounds or correct one of them

                """))
        #expect(lint.rendered("impossible-bounds").contains("'minLength' 5 is greater than 'maxLength' 2, so no value fits"))
        #expect(lint.rendered("impossible-bounds").contains("'exclusiveMinimum' 1 is not less than 'exclusiveMaximum' 1.0"))
    }

    /// Issue 48: an `enum` or `const` that no value of the `type` meets, and a `const` outside the
    /// `enum`, passed lint.
    @Test func valuesNoTypeAdmitsAreUnsatisfiable() {
        let (marked, lint) = lint(
            """
            schemas:
              Code: { type: string, 1️⃣enum: [1, 2] }
              Mixed: { type: string, enum: [1, b] }
              Count: { type: integer, enum: [1.0, 2.5] }
              Null: { type: string, nullable: true, enum: [null] }
              Fixed: { type: integer, 2️⃣const: "3" }
              Choice: { enum: [a, b], 3️⃣const: c }
              Kept: { enum: [a, b], const: a }
              Either: { type: [string, integer], enum: [true, 4] }
            """)
        #expect(
            lint.findings == [
                "unsatisfiable-shape@\(marked["1️⃣"])", "unsatisfiable-shape@\(marked["2️⃣"])",
                "unsatisfiable-shape@\(marked["3️⃣"])",
            ])
        #expect(
            lint.rendered("unsatisfiable-shape") == """
                contracts/api.yaml:\(marked["1️⃣"]): error: [unsatisfiable-shape] 'enum' holds no value of type 'string', \
                so no value fits
                  hint: correct 'type' or the 'enum' values
                contracts/api.yaml:\(marked["2️⃣"]): error: [unsatisfiable-shape] 'const' is not of type 'integer', so no \
                value fits
                  hint: correct 'type' or 'const'
                contracts/api.yaml:\(marked["3️⃣"]): error: [unsatisfiable-shape] 'const' is not one of the 'enum' values, \
                so no value fits
                  hint: add it to 'enum', or remove one of the two

                """)
    }

    @Test func requiredEntriesOnceAndDeclaredWhenTheObjectIsClosed() {
        let (marked, lint) = lint(
            """
            schemas:
              User:
                type: object
                properties: { id: { type: integer } }
                required: [id, 1️⃣id, 2️⃣name]
                additionalProperties: false
              Open: { type: object, required: [name] }
            """)
        #expect(lint.findings == ["duplicate-required@\(marked["1️⃣"])", "required-undeclared@\(marked["2️⃣"])"])
        #expect(lint.result.diagnostics.map(\.severity) == [.error, .warning])
        #expect(
            lint.rendered("duplicate-required") == """
                contracts/api.yaml:\(marked["1️⃣"]): error: [duplicate-required] 'required' names 'id' twice; expected each \
                member once
                  hint: remove the repeated entry

                """)
        #expect(
            lint.rendered("required-undeclared") == """
                contracts/api.yaml:\(marked["2️⃣"]): warning: [required-undeclared] 'required' names 'name', which \
                'properties' does not declare and 'additionalProperties: false' forbids, so no object fits
                  hint: declare 'name' under 'properties' or remove it from 'required'

                """)
    }

    @Test func parameterExamplesMustMatchTheirShape() {
        let (marked, lint) = lint(
            """
            endpoints:
              list:
                method: GET
                path: /items
                request:
                  query:
                    1️⃣page: { type: integer, minimum: 1, example: 0 }
                    limit: { type: integer, example: "20" }
                    state: { $ref: "#/schemas/State", example: open }
                  headers:
                    2️⃣X-Request-Id: { type: string, format: uuid, example: nope }
                    X-Token: { secret: true, pattern: "^tok_", example: "${TOKEN}" }
                responses:
                  200:
                    headers: { 3️⃣Retry-After: { type: integer, example: soon } }
            schemas:
              State: { type: string, enum: [open, closed] }
            """)
        #expect(
            lint.findings == [
                "invalid-example@\(marked["1️⃣"])", "invalid-example@\(marked["2️⃣"])", "invalid-example@\(marked["3️⃣"])",
            ])
        #expect(
            lint.rendered("invalid-example").hasPrefix(
                """
                contracts/api.yaml:\(marked["1️⃣"]): error: [invalid-example] the example of query parameter 'page' does \
                not match its own shape: (root): expected a number at least 1, got 0
                  hint: correct the example or the shape; generated requests and live checks send it

                """))
        #expect(lint.rendered("invalid-example").contains("the example of header 'Retry-After' of the 200 response"))
    }

    /// A shape whose branches share shapes level after level would take 2^24 checks for its
    /// example: the check stops, and the example is an error that says it could not be checked,
    /// not that it does not match.
    @Test func anExampleTooCostlyToCheckIsAnErrorThatSaysSo() {
        let levels = (0..<24).map {
            "  S\($0): { oneOf: [{ $ref: \"#/schemas/S\($0 + 1)\" }, { $ref: \"#/schemas/S\($0 + 1)\" }] }"
        }
        let (marked, lint) = lint(
            "schemas:\n  Root: { $ref: \"#/schemas/S0\", example: 1️⃣1 }\n" + levels.joined(separator: "\n")
                + "\n  S24: { type: integer }\n")
        #expect(lint.findings == ["invalid-example@\(marked["1️⃣"])"])
        #expect(
            lint.rendered("invalid-example").contains(
                "the example could not be checked against the shape it is written on: (root): not verified: the shapes needed more than 200000 checks"
            ))
        #expect(lint.rendered("invalid-example").contains("hint: simplify the shape"))
    }

    @Test func shapeExamplesMustMatchTheirShape() {
        let (marked, lint) = lint(
            """
            schemas:
              Count: { type: integer, minimum: 0, example: 1️⃣-1 }
              Tag: { type: string, examples: [ok, 2️⃣3] }
              Item: { type: object, properties: { state: { $ref: "#/schemas/State" } }, example: 3️⃣{ state: archived } }
              State: { type: string, enum: [open, closed], example: open }
            """)
        #expect(
            lint.findings == [
                "invalid-example@\(marked["1️⃣"])", "invalid-example@\(marked["2️⃣"])", "invalid-example@\(marked["3️⃣"])",
            ])
        #expect(
            lint.rendered("invalid-example").hasSuffix(
                """
                contracts/api.yaml:\(marked["3️⃣"]): error: [invalid-example] the example does not match the shape it is \
                written on: /state: expected one of 'open', 'closed', got 'archived'
                  hint: correct the example or the shape; readers take the example as what the API sends

                """))
    }

    @Test func aStatusRangeGivenTwiceInAnyCaseIsADuplicate() {
        let (marked, lint) = lint(
            """
            endpoints:
              list:
                method: GET
                path: /items
                responses:
                  2XX: { body: { type: array } }
                  1️⃣2xx: { body: { type: object } }
            """)
        #expect(lint.findings == ["duplicate-status@\(marked["1️⃣"])"])
        #expect(
            lint.rendered("duplicate-status") == """
                contracts/api.yaml:\(marked["1️⃣"]): error: [duplicate-status] the response status '2xx' is declared twice \
                (ranges ignore case)
                  hint: '2XX' and '2xx' name the same responses; keep one of them

                """)
    }

    /// A `contentType` the stubs would send as a header must be a media type: a space or a line
    /// break in it is refused where it is written; parameters and ranges are media types.
    @Test func aContentTypeThatIsNoMediaTypeIsAnInvalidValue() {
        let (marked, lint) = lint(
            """
            endpoints:
              upload:
                method: PUT
                path: /files
                request: { contentType: 1️⃣"text plain" }
                responses:
                  200: { contentType: "text/csv; charset=utf-8" }
                  201: { contentType: image/* }
                  202: { contentType: 2️⃣"text/csv\\r\\nX-Evil: 1" }
                  203: { contentType: 3️⃣csv }
            """)
        #expect(
            lint.findings == [
                "invalid-value@\(marked["1️⃣"])", "invalid-value@\(marked["2️⃣"])", "invalid-value@\(marked["3️⃣"])",
            ])
        #expect(
            lint.rendered("invalid-value").contains(
                "error: [invalid-value] 'contentType' has the invalid value 'text/csv\\r\\nX-Evil: 1'; expected a media type such as 'text/csv' or 'application/json'"
            ))
    }

    @Test func textProblemsAreFoundAtTheirLineAndColumn() {
        func problem(_ bytes: [UInt8]) -> String? {
            FixtureChecker.textProblem(bytes).map { "\($0.message)@\($0.line):\($0.column)" }
        }
        #expect(problem(Array("id\tname\r\n1\tAda\n".utf8)) == nil)
        #expect(problem([0x61, 0x0A, 0x62, 0xFF]) == "expected UTF-8 text, found a byte that is not UTF-8@2:2")
        #expect(problem(Array("ab\u{7}".utf8)) == "expected text without hidden characters, found \\u{7}@1:3")
    }
}
