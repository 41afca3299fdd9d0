import Testing
import TreatyContract
import TreatyImport
import TreatyLoader
import TreatyTooling

/// Models that YAML alone cannot build: secrets given literally, paths in other folders, a spec's
/// file name in references, and hostile strings everywhere.
@Suite struct WriterModelTests {
    static let at = FileLocation(file: "contracts/shop.yaml", line: 1, column: 1)

    static func contract(file: String = "contracts/shop.yaml", endpoints: [Endpoint]) -> Contract {
        Contract(
            file: file, name: "Shop", version: "1", stubHost: "shop.test.invalid", fixtureDirectory: "contracts",
            endpoints: endpoints)
    }

    @Test func literalSecretsAreLeftOutAndReported() throws {
        var key = Parameter(name: "X-Key", shape: Shape(at: Self.at), secret: true, location: Self.at)
        key.shape.constValue = "k-1"
        let endpoint = Endpoint(
            id: "me", method: "GET", path: PathTemplate("/me")!,
            request: RequestSpec(headers: [
                Parameter(
                    name: "Authorization", shape: Shape(at: Self.at), required: true, secret: true, example: "Bearer abc123",
                    location: Self.at),
                key,
            ]),
            responses: [ResponseSpec(status: .code(200), location: Self.at)],
            scenarios: [
                Scenario(
                    name: "ok",
                    outcome: .response(
                        StubResponse(
                            status: 200,
                            headers: [.init(name: "Set-Cookie", value: "session=abc"), .init(name: "X-Trace", value: "t")])),
                    expect: .success, input: RequestInput(headers: [.init(name: "x-key", value: "k-2")]), location: Self.at)
            ],
            live: [
                LiveSample(
                    input: RequestInput(headers: [.init(name: "Authorization", value: "Bearer ${TOKEN}")]), location: Self.at)
            ],
            location: Self.at)
        let output = ContractYAMLWriter().write(Self.contract(endpoints: [endpoint]))

        #expect(
            output.text == """
                treaty: 1
                name: Shop
                version: "1"
                stubHost: shop.test.invalid

                endpoints:
                  me:
                    method: GET
                    path: /me
                    request:
                      headers:
                        Authorization: { required: true, secret: true }
                        X-Key: { secret: true }
                    responses:
                      200: {}
                    scenarios:
                      ok: { status: 200, headers: { X-Trace: t } }
                    live:
                      - headers: { Authorization: "Bearer ${TOKEN}" }

                """)
        #expect(
            output.omissions.map(\.description) == [
                "endpoint 'me', header 'Authorization': the literal example of a secret is left out; use an environment reference such as '${TOKEN}'",
                "endpoint 'me', header 'X-Key': the literal 'const' of a secret is left out; use an environment reference such as '${TOKEN}'",
                "endpoint 'me', scenario 'ok': the literal value of secret header 'Set-Cookie' is left out; use an environment reference such as '${TOKEN}'",
                "endpoint 'me', scenario 'ok': the literal value of secret header 'x-key' is left out; use an environment reference such as '${TOKEN}'",
            ])
        let reloaded = ContractLoader(files: .memory(["contracts/shop.yaml": output.text])).load(["contracts/shop.yaml"])
        #expect(reloaded.diagnostics.isEmpty, "\(reloaded.diagnostics)")
    }

    /// An OpenAPI document earns a warning for a parameter example its schema refuses (scenarios
    /// send a synthesized value); a Treaty contract holding it would not lint, so the writer leaves
    /// it out and says why. An environment reference is kept: it is checked when sent.
    @Test func parameterExamplesTheirSchemaRefusesAreLeftOutAndReported() throws {
        var string = Shape(at: Self.at)
        string.types = [.string]
        var page = Shape(at: Self.at)
        page.types = [.integer]
        page.minimum = JSONNumber(1)
        let endpoint = Endpoint(
            id: "list", method: "GET", path: PathTemplate("/items/{id}")!,
            request: RequestSpec(
                pathParameters: [Parameter(name: "id", shape: string, required: true, example: ["a": 1], location: Self.at)],
                query: [
                    Parameter(name: "page", shape: page, example: 0, location: Self.at),
                    Parameter(name: "size", shape: page, example: 5, location: Self.at),
                ],
                headers: [Parameter(name: "X-Tenant", shape: page, example: "${TENANT}", location: Self.at)]),
            responses: [ResponseSpec(status: .code(200), location: Self.at)], location: Self.at)
        let output = ContractYAMLWriter().write(Self.contract(endpoints: [endpoint]))
        #expect(output.text.contains("id: { type: string }\n"))
        #expect(output.text.contains("page: { type: integer, minimum: 1 }\n"))
        #expect(output.text.contains("size: { type: integer, minimum: 1, example: 5 }\n"))
        #expect(output.text.contains("X-Tenant: { type: integer, minimum: 1, example: \"${TENANT}\" }\n"))
        #expect(
            output.omissions.map(\.description) == [
                "endpoint 'list', parameter 'id': the example its own schema refuses is left out ((root): expected string, got object)",
                "endpoint 'list', parameter 'page': the example its own schema refuses is left out ((root): expected a number at least 1, got 0)",
            ])
        let reloaded = ContractLoader(files: .memory(["contracts/shop.yaml": output.text])).load(["contracts/shop.yaml"])
        #expect(!reloaded.diagnostics.hasErrors, "\(reloaded.diagnostics)")
    }

    /// A discriminator is written with Treaty references, and reads back the same.
    @Test func aDiscriminatorIsWrittenAndReadBack() throws {
        let card = SchemaReference(file: "contracts/shop.yaml", name: "Card")
        var method = Shape(at: Self.at)
        var branch = Shape(at: Self.at)
        branch.ref = card
        method.oneOf = [branch]
        method.discriminator = Discriminator(propertyName: "kind", mapping: [.init(value: "card", reference: card)])
        var cardShape = Shape(at: Self.at)
        cardShape.types = [.object]
        cardShape.minProperties = 1
        cardShape.maxProperties = 9
        var contract = Self.contract(endpoints: [])
        contract.namedSchemas = [NamedSchema(name: "Card", shape: cardShape), NamedSchema(name: "Method", shape: method)]
        let output = ContractYAMLWriter().write(contract)
        #expect(output.text.contains(##"discriminator: { propertyName: kind, mapping: { card: "#/schemas/Card" } }"##))
        #expect(output.text.contains("Card: { type: object, minProperties: 1, maxProperties: 9 }"))
        let reloaded = ContractLoader(files: .memory(["contracts/shop.yaml": output.text])).load(["contracts/shop.yaml"])
        #expect(reloaded.diagnostics.isEmpty, "\(reloaded.diagnostics)")
        let read = reloaded.contracts.first?.namedSchemas.first { $0.name == "Method" }?.shape.discriminator
        #expect(read?.propertyName == "kind")
        #expect(read?.mapping.map { "\($0.value) → \($0.reference)" } == ["card → contracts/shop.yaml#/schemas/Card"])
    }

    @Test func parameterStyleAndExplodeAreWrittenAndReadBack() throws {
        var ids = Shape(at: Self.at)
        ids.types = [.array]
        ids.items = Shape(at: Self.at)
        let endpoint = Endpoint(
            id: "list", method: "GET", path: PathTemplate("/items")!,
            request: RequestSpec(query: [
                Parameter(name: "ids", shape: ids, required: true, location: Self.at, style: .pipeDelimited, explode: false),
                Parameter(name: "tags", shape: ids, location: Self.at),
            ]),
            responses: [ResponseSpec(status: .code(200), location: Self.at)], location: Self.at)
        let output = ContractYAMLWriter().write(Self.contract(endpoints: [endpoint]))
        #expect(output.text.contains("ids: { type: array, items: {}, required: true, style: pipeDelimited, explode: false }"))
        #expect(output.text.contains("tags: { type: array, items: {} }"))
        let reloaded = ContractLoader(files: .memory(["contracts/shop.yaml": output.text])).load(["contracts/shop.yaml"])
        #expect(reloaded.diagnostics.isEmpty, "\(reloaded.diagnostics)")
        let query = reloaded.contracts.first?.endpoint("list")?.request.query
        #expect(query?.map(\.style) == [.pipeDelimited, nil] && query?.map(\.explode) == [false, nil])
    }

    /// OpenAPI 3.1 allows `enum: []` (Discord's description narrows a query parameter with it); a
    /// Treaty contract refuses it as `empty-list`, so the writer says the same with `false`
    /// (`not: {}` for a parameter) and the imported contract loads.
    @Test func anEmptyEnumOrTypeListIsWrittenAsTheSchemaFalse() throws {
        var never = Shape(at: Self.at)
        never.types = [.string]
        never.enumValues = []
        var noType = Shape(at: Self.at)
        noType.types = []
        var body = Shape(at: Self.at)
        body.types = [.object]
        body.properties = [Shape.Property(name: "action", shape: never), Shape.Property(name: "kind", shape: noType)]
        let endpoint = Endpoint(
            id: "act", method: "POST", path: PathTemplate("/requests")!,
            request: RequestSpec(
                query: [Parameter(name: "status", shape: never, location: Self.at)], body: body, contentType: "application/json"),
            responses: [ResponseSpec(status: .code(204), location: Self.at)], location: Self.at)
        let output = ContractYAMLWriter().write(Self.contract(endpoints: [endpoint]))
        #expect(output.text.contains("status: { not: {} }\n"))
        #expect(output.text.contains("action: false\n"))
        #expect(output.text.contains("kind: false\n"))
        #expect(
            output.omissions.map(\.description) == [
                "endpoint 'act', parameter 'status': 'enum: []' leaves nothing to accept; written as 'not: {}', which means the same",
                "endpoint 'act', request body, property 'action': 'enum: []' leaves nothing to accept; written as the schema 'false', which means the same",
                "endpoint 'act', request body, property 'kind': 'type: []' leaves nothing to accept; written as the schema 'false', which means the same",
            ])
        let reloaded = ContractLoader(files: .memory(["contracts/shop.yaml": output.text])).load(["contracts/shop.yaml"])
        #expect(reloaded.diagnostics.isEmpty, "\(reloaded.diagnostics)")
    }

    /// A required query parameter whose schema is an object with required members (Stripe's
    /// `scope`): the flag and the schema's `required: [type]` cannot share one mapping, so the
    /// schema is written as the single branch of an `allOf`. It was written twice over, as a
    /// duplicate key, so the imported contract did not load.
    @Test func aRequiredObjectParameterKeepsItsSchemasRequiredMembers() throws {
        var member = Shape(at: Self.at)
        member.types = [.string]
        var scope = Shape(at: Self.at)
        scope.types = [.object]
        scope.required = ["type"]
        scope.properties = [Shape.Property(name: "type", shape: member)]
        let endpoint = Endpoint(
            id: "list", method: "GET", path: PathTemplate("/items")!,
            request: RequestSpec(query: [Parameter(name: "scope", shape: scope, required: true, location: Self.at)]),
            responses: [ResponseSpec(status: .code(200), location: Self.at)], location: Self.at)
        let output = ContractYAMLWriter().write(Self.contract(endpoints: [endpoint]))
        #expect(
            output.text.contains(
                """
                        scope:
                          allOf:
                            - type: object
                              required: [type]
                              properties:
                                type: { type: string }
                          required: true

                """))
        let reloaded = ContractLoader(files: .memory(["contracts/shop.yaml": output.text])).load(["contracts/shop.yaml"])
        #expect(reloaded.diagnostics.isEmpty, "\(reloaded.diagnostics)")
        let parameter = try #require(reloaded.contracts.first?.endpoints.first?.request.query.first)
        #expect(parameter.required)
        #expect(parameter.shape.allOf.map(\.required) == [["type"]])
    }

    @Test func pathsAreRelativeToTheContractsFolder() throws {
        var body = Shape(at: Self.at)
        body.ref = SchemaReference(file: "contracts/common.yaml", name: "Error")
        let endpoint = Endpoint(
            id: "item", method: "GET", path: PathTemplate("/item")!,
            responses: [ResponseSpec(status: .default, body: body, contentType: "application/json", location: Self.at)],
            scenarios: [
                Scenario(
                    name: "ok",
                    outcome: .response(
                        StubResponse(
                            status: 200, body: .fixture(FixtureReference(name: "ok.json", path: "Fixtures/shop/ok.json")))),
                    expect: .success, location: Self.at)
            ], location: Self.at)
        var contract = Self.contract(file: "contracts/api/shop.yaml", endpoints: [endpoint])
        contract.fixtureDirectory = "Fixtures/shop"
        let output = ContractYAMLWriter().write(contract)

        #expect(output.omissions.isEmpty)
        #expect(
            output.text == """
                treaty: 1
                name: Shop
                version: "1"
                stubHost: shop.test.invalid
                fixtures: ../../Fixtures/shop

                endpoints:
                  item:
                    method: GET
                    path: /item
                    responses:
                      default: { body: { $ref: "../common.yaml#/schemas/Error" } }
                    scenarios:
                      ok: { status: 200, fixture: ok.json }

                """)
    }

    @Test func relocatedSpecWritesItsOwnReferencesLocally() throws {
        var body = Shape(at: Self.at)
        body.ref = SchemaReference(file: "specs/openapi.yaml", name: "Item")
        let endpoint = Endpoint(
            id: "item", method: "GET", path: PathTemplate("/item")!,
            responses: [ResponseSpec(status: .code(200), body: body, contentType: "application/json", location: Self.at)],
            location: Self.at)
        var spec = Self.contract(file: "specs/openapi.yaml", endpoints: [endpoint])
        spec.namedSchemas = [NamedSchema(name: "Item", shape: Shape(at: Self.at))]
        let output = ContractYAMLWriter().write(spec.relocated(to: "contracts/shop.yaml"))

        #expect(output.text.contains("      200: { body: { $ref: \"#/schemas/Item\" } }\n"))
        let reloaded = ContractLoader(files: .memory(["contracts/shop.yaml": output.text])).load(["contracts/shop.yaml"])
        #expect(reloaded.diagnostics.isEmpty, "\(reloaded.diagnostics)")
    }

    @Test func hostileStringsSurviveTheLoader() throws {
        let texts = ScalarEscaperTests.corpus
        var schema = Shape(at: Self.at)
        schema.enumValues = texts.map(JSONValue.string)
        schema.description = texts.joined()
        schema.properties = texts.filter { !$0.containsHiddenOrControl }.map {
            Shape.Property(name: $0, shape: Shape(at: Self.at))
        }
        let members = texts.enumerated().map { ("\($0.offset)" + $0.element, JSONValue.string($0.element)) }
        let endpoint = Endpoint(
            id: "echo", method: "POST", path: PathTemplate("/echo")!, summary: texts.joined(separator: "\n"),
            responses: [ResponseSpec(status: .code(200), description: "\u{202E}\n#", location: Self.at)],
            scenarios: [
                Scenario(
                    name: "ok", outcome: .response(StubResponse(status: 200, body: .inline(.object(JSONObject(members))))),
                    expect: .success,
                    input: RequestInput(
                        query: texts.enumerated().map { NamedValue(name: "q\($0.offset)", value: .string($0.element)) }),
                    location: Self.at),
                Scenario(
                    name: "raw", outcome: .response(StubResponse(status: 200, body: .raw(texts.joined(separator: "\r\n")))),
                    expect: .decoding, location: Self.at),
            ], location: Self.at)
        var contract = Self.contract(endpoints: [endpoint])
        contract.description = "---\n...\n# not a comment"
        contract.namedSchemas = [NamedSchema(name: "Hostile", shape: schema)]
        let text = ContractYAMLWriter().write(contract).text

        let reloaded = ContractLoader(files: .memory(["contracts/shop.yaml": text])).load(["contracts/shop.yaml"])
        #expect(reloaded.diagnostics.isEmpty, "\(reloaded.diagnostics)")
        let back = try #require(reloaded.contracts.first)
        #expect(back.description == contract.description)
        #expect(back.namedSchemas.map(\.shape.locationsCleared) == contract.namedSchemas.map(\.shape.locationsCleared))
        #expect(back.endpoints.map(\.locationsCleared) == contract.endpoints.map(\.locationsCleared))
        #expect(text.split(separator: "\n").allSatisfy { !$0.hasPrefix("---") && !$0.hasPrefix("...") })
    }

    @Test func repeatedNamesLongKeysAndCookiesStillLoad() throws {
        let longName = String(repeating: "k", count: 1500)
        var body = Shape(at: Self.at)
        body.properties = [Shape.Property(name: longName, shape: Shape(at: Self.at))]
        let cookie = Parameter(name: "Set-Cookie", shape: Shape(at: Self.at), example: "id=1", location: Self.at)
        let ok = Scenario(
            name: "ok",
            outcome: .response(
                StubResponse(
                    status: 200, headers: [.init(name: "Set-Cookie", value: "${A}"), .init(name: "Set-Cookie", value: "${B}")])),
            expect: .success, location: Self.at)
        let endpoint = Endpoint(
            id: "login", method: "POST", path: PathTemplate("/login")!,
            responses: [
                ResponseSpec(
                    status: .code(200), headers: [cookie], body: body, contentType: "application/json", location: Self.at)
            ],
            scenarios: [ok, ok], location: Self.at)
        let output = ContractYAMLWriter().write(Self.contract(endpoints: [endpoint]))

        #expect(
            output.omissions.map(\.description) == [
                "endpoint 'login', response 200, header 'Set-Cookie': the literal example of a secret is left out; use an environment reference such as '${TOKEN}'",
                "endpoint 'login', scenario 'ok': a second 'Set-Cookie' is left out; YAML keys must be unique",
                "endpoint 'login', scenario 'ok': a second 'Set-Cookie' is left out; YAML keys must be unique",
                "endpoint 'login': a second 'ok' is left out; YAML keys must be unique",
            ])
        let expected = """
                  200:
                    headers:
                      Set-Cookie: {}
                    body:
                      properties:
                        ? \(longName)
                        : {}
                scenarios:
                  ok: { status: 200, headers: { Set-Cookie: "${A}" } }

            """
        #expect(output.text.hasSuffix(expected))
        let reloaded = ContractLoader(files: .memory(["contracts/shop.yaml": output.text])).load(["contracts/shop.yaml"])
        #expect(reloaded.diagnostics.isEmpty, "\(reloaded.diagnostics)")
        let back = try #require(reloaded.contracts.first?.endpoint("login"))
        #expect(back.responses.first?.body?.property(longName) != nil)
        #expect(back.scenarios.count == 1)
    }
}
