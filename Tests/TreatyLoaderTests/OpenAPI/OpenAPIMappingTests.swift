import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// One small hand-written document per mapping rule of docs/openapi.md.
@Suite struct OpenAPIMappingTests {
    @Test func infoAndServerBecomeNameVersionBaseURLAndPathPrefix() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                servers: [{ url: "https://{region}.example.com/v1/", variables: { region: { default: eu } } }]
                paths:
                  /pets: { get: { operationId: listPets, responses: { 200: { description: ok } } } }
                """)
        let contract = try #require(api.contract)
        #expect(api.result.diagnostics.isEmpty)
        #expect(contract.name == "PetStore")
        #expect(contract.version == "1.2.0")
        #expect(contract.baseURL == "https://eu.example.com")
        #expect(contract.stubHost == "petstore.test.invalid")
        #expect(contract.endpoints.map(\.path.raw) == ["/v1/pets"])
    }

    @Test func operationsBecomeEndpointsNamedByOperationIdOrMethodAndPath() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /pets/{petId}:
                    parameters: [{ name: petId, in: path, required: true, schema: { type: integer } }]
                    get: { operationId: "pets/get", responses: { 200: { description: ok } } }
                    delete: { responses: { 204: { description: gone } } }
                    put: { operationId: 1️⃣getPetsPetId, responses: { 200: { description: ok } } }
                """)
        #expect(api.contract?.endpoints.map(\.id) == ["petsGet", "deletePetsPetId", "getPetsPetId"])
        #expect(api.contract?.endpoints.map(\.method) == ["GET", "DELETE", "PUT"])
        #expect(api.findings.isEmpty)
    }

    @Test func operationParametersReplacePathLevelOnesAndCookiesAreLeftOut() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /pets:
                    parameters:
                      - { name: limit, in: query, schema: { type: string } }
                      - { name: X-Trace, in: header, schema: { type: string } }
                    get:
                      operationId: list
                      parameters:
                        - { name: limit, in: query, required: true, schema: { type: integer, maximum: 100 }, example: 20 }
                        - { $ref: "#/components/parameters/Page" }
                        - 1️⃣{ name: session, in: cookie, schema: { type: string } }
                        - { name: Accept, in: header, schema: { type: string } }
                      responses: { 200: { description: ok } }
                components:
                  parameters:
                    Page: { name: page, in: query, schema: { type: integer, default: 1 } }
                """)
        let request = try #require(api.endpoint("list")?.request)
        #expect(request.query.map(\.name) == ["limit", "page"])
        #expect(request.query[0].required && request.query[0].shape.types == [.integer])
        #expect(request.query[0].example == .number(JSONNumber(20)))
        #expect(request.query[1].example == .number(JSONNumber(1)))
        #expect(request.headers.map(\.name) == ["X-Trace"])
        #expect(api.findings == ["openapi-left-out@\(api.marked["1️⃣"])"])
        let rendered = api.rendered("openapi-left-out")
        #expect(rendered.contains("warning: [openapi-left-out] the cookie parameter 'session' is left out"))
    }

    @Test func jsonRequestBodyBecomesTheBodyShape() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /pets:
                    post:
                      operationId: create
                      requestBody: { $ref: "#/components/requestBodies/NewPet" }
                      responses: { 201: { description: created } }
                  /upload:
                    post:
                      operationId: upload
                      requestBody:
                        content:
                          1️⃣application/octet-stream: { schema: { type: string, format: binary } }
                      responses: { 204: { description: done } }
                  /avatar:
                    put:
                      operationId: avatar
                      requestBody:
                        content:
                          2️⃣image/png: {}
                          3️⃣image/jpeg: {}
                      responses: { 204: { description: done } }
                components:
                  requestBodies:
                    NewPet:
                      required: true
                      content: { application/json: { schema: { type: object, required: [name], properties: { name: { type: string } } } } }
                """)
        let create = try #require(api.endpoint("create")?.request)
        #expect(create.bodyRequired && create.contentType == "application/json")
        #expect(create.body?.required == ["name"])
        let upload = try #require(api.endpoint("upload")?.request)
        #expect(upload.body == nil && !upload.bodyRequired && upload.contentType == "application/octet-stream")
        // Several types Treaty does not read: the stubs take any of them.
        #expect(api.endpoint("avatar")?.request.contentType == "image/*")
        #expect(
            api.findings == ["1️⃣", "2️⃣", "3️⃣"].map { "openapi-left-out@\(api.marked[$0])" })
    }

    /// OpenAI's description tells beta variants apart as `/v1/responses?beta=true`, Box's as
    /// `/2.0/oauth2/token#refresh`: those paths are left out (an error with `--strict`), the rest
    /// of the document is read; a path that is no template before the `?` is still an error. A
    /// path naming one parameter twice (Cloudflare's two accounts) is left out too.
    @Test func aPathWithAQueryStringOrAFragmentIsLeftOut() throws {
        let document =
            OpenAPIHarness.header() + """
                paths:
                  /responses:
                    post: { operationId: create, responses: { 200: { description: ok } } }
                  1️⃣/responses?beta=true:
                    post: { operationId: createBeta, responses: { 200: { description: ok } } }
                  2️⃣/token#refresh:
                    post: { operationId: refresh, responses: { 200: { description: ok } } }
                  3️⃣/search term?q=1:
                    get: { operationId: search, responses: { 200: { description: ok } } }
                  4️⃣/accounts/{account_id}/members/{account_id}:
                    parameters: [{ name: account_id, in: path, required: true, schema: { type: string } }]
                    get: { operationId: member, responses: { 200: { description: ok } } }
                """
        let api = OpenAPIHarness(document)
        #expect(api.contract?.endpoints.map(\.id) == ["create"])
        #expect(
            api.findings == [
                "openapi-left-out@\(api.marked["1️⃣"])", "openapi-left-out@\(api.marked["2️⃣"])",
                "invalid-path@\(api.marked["3️⃣"])", "openapi-left-out@\(api.marked["4️⃣"])",
            ])
        #expect(
            api.rendered("openapi-left-out").contains(
                "the path '/accounts/{account_id}/members/{account_id}' is left out: it names the parameter '{account_id}' twice"
            ))
        #expect(
            api.rendered("openapi-left-out").contains(
                "warning: [openapi-left-out] the path '/responses?beta=true' is left out: a path with a query string or a fragment"
            ))
        #expect(api.rendered("invalid-path").contains("hint: percent-encode it in the path key"))
        let strict = OpenAPIHarness(document, options: OpenAPIOptions(strict: true))
        #expect(strict.result.diagnostics.first?.severity == .error)
    }

    /// Xero's description has `/Attachments/{AttachmentID}` and `/Attachments/{FileName}` on one
    /// resource, which OpenAPI forbids: no request tells them apart, so the later operation is
    /// left out (an error with `--strict`) instead of the document refused for a duplicate endpoint.
    @Test func aPathDifferingOnlyInParameterNamesIsLeftOut() throws {
        let document =
            OpenAPIHarness.header() + """
                paths:
                  /files/{id}:
                    parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                    get: { operationId: byId, responses: { 200: { description: ok } } }
                    delete: { operationId: remove, responses: { 204: { description: gone } } }
                  /files/{name}:
                    parameters: [{ name: name, in: path, required: true, schema: { type: string } }]
                    1️⃣get: { operationId: byName, responses: { 200: { description: ok } } }
                    put: { operationId: replace, responses: { 200: { description: ok } } }
                """
        let api = OpenAPIHarness(document)
        #expect(api.contract?.endpoints.map(\.id) == ["byId", "remove", "replace"])
        #expect(api.findings == ["openapi-left-out@\(api.marked["1️⃣"])"])
        #expect(
            api.rendered("openapi-left-out").contains(
                "warning: [openapi-left-out] the operation 'GET /files/{name}' is left out: its path differs from that of "
                    + "'byId' (GET /files/{id}, line 6) only in parameter names, which OpenAPI forbids"))
        let strict = OpenAPIHarness(document, options: OpenAPIOptions(strict: true))
        #expect(strict.result.diagnostics.map(\.severity) == [.error])
        #expect(strict.rendered("openapi-left-out").contains("or import without '--strict' to keep the first only"))
    }

    /// OpenAPI 3.1 made an operation's `responses` optional: such an operation is an endpoint
    /// tested for its request (a warning says so); in 3.0 a missing `responses` is an error.
    /// `paths` may carry extensions, which are no path items.
    @Test func anOperationWithoutResponsesIsAnErrorIn30AndAWarningIn31() throws {
        let paths = """
            paths:
              x-generated-by: { tool: somegen }
              /pets:
                1️⃣post: { operationId: add }
            """
        let v30 = OpenAPIHarness(OpenAPIHarness.header("3.0.3") + paths)
        let v31 = OpenAPIHarness(OpenAPIHarness.header("3.1.0") + paths)
        #expect(v30.findings == ["openapi-missing-key@\(v30.marked["1️⃣"])"])
        #expect(v30.result.diagnostics.map(\.severity) == [.error])
        #expect(v31.findings == ["openapi-missing-key@\(v31.marked["1️⃣"])"])
        #expect(v31.result.diagnostics.map(\.severity) == [.warning])
        #expect(v31.rendered("openapi-missing-key").contains("operation 'add' has no 'responses' (optional in OpenAPI 3.1)"))
        let endpoint = try #require(v31.endpoint("add"))
        #expect(endpoint.responses.isEmpty)
        #expect(endpoint.scenarios.map(\.name) == ["timeout"])
        #expect(v31.contract?.endpoints.map(\.id) == ["add"])
    }

    /// A name and `in` twice in one list is the document's mistake, reported; an operation's
    /// parameter replacing a path-level one is not.
    @Test func aParameterRepeatedInOneListIsReportedAndTheLaterOneUsed() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /pets:
                    parameters: [{ name: limit, in: query, schema: { type: string } }]
                    get:
                      operationId: list
                      parameters:
                        - { name: test, in: query, schema: { type: string } }
                        - 1️⃣{ name: test, in: query, schema: { type: integer } }
                        - { name: limit, in: query, schema: { type: integer } }
                      responses: { 200: { description: ok } }
                """)
        #expect(api.findings == ["openapi-duplicate-parameter@\(api.marked["1️⃣"])"])
        let query = try #require(api.endpoint("list")?.request.query)
        #expect(query.map(\.name) == ["limit", "test"])
        #expect(query.map { $0.shape.types } == [[.integer], [.integer]])
    }

    /// Intercom's description declares a path's `{job_identifier}` with `in: query`: the finding
    /// speaks OpenAPI, and names the slip.
    @Test func anUndeclaredPathParameterIsExplainedInOpenAPIWords() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /jobs/{job_id}:
                    1️⃣get:
                      operationId: job
                      parameters: [{ name: job_id, in: query, required: true, schema: { type: string } }]
                      responses: { 200: { description: ok } }
                  /runs/{run_id}:
                    2️⃣get: { operationId: run, responses: { 200: { description: ok } } }
                """)
        #expect(
            api.findings == [
                "undeclared-path-parameter@\(api.marked["1️⃣"])", "undeclared-path-parameter@\(api.marked["2️⃣"])",
            ])
        let rendered = api.rendered("undeclared-path-parameter")
        #expect(rendered.contains("path parameter 'job_id' in '/jobs/{job_id}' is not declared in 'parameters' with 'in: path'"))
        #expect(
            rendered.contains("hint: 'job_id' is declared 'in: query'; a path parameter needs 'in: path' and 'required: true'"))
        #expect(rendered.contains("hint: add '{ name: run_id, in: path, required: true, schema: { type: string } }'"))
        #expect(!rendered.contains("request.path"))
    }

    /// A published description repeating a name in `required` (OpenAI's does) is still read; the
    /// same repeat in a Treaty contract is an error (`LintRuleTests`).
    @Test func aRepeatedRequiredNameIsAWarning() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /pets:
                    get: { operationId: list, responses: { 200: { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } } } }
                components:
                  schemas:
                    Pet: { type: object, required: [id, 1️⃣id], properties: { id: { type: integer } } }
                """)
        #expect(api.findings == ["duplicate-required@\(api.marked["1️⃣"])"])
        #expect(api.result.diagnostics.first?.severity == .warning)
        #expect(api.endpoint("list")?.responses.first?.body?.ref?.name == "Pet")
    }

    /// Discord's description (OpenAPI 3.1, whose JSON Schema allows it) narrows a query parameter
    /// with `enum: []`: a warning, the parameter never sent; in a Treaty contract an error (`LintRuleTests`).
    @Test func anEmptyEnumIsAWarning() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /pets:
                    get:
                      operationId: list
                      parameters: [{ name: status, in: query, schema: { type: string, 1️⃣enum: [] } }]
                      responses: { 200: { description: ok } }
                """)
        #expect(api.findings == ["empty-list@\(api.marked["1️⃣"])"])
        #expect(api.result.diagnostics.map(\.severity) == [.warning])
        let scenario = try #require(api.endpoint("list")?.scenarios.first)
        #expect(scenario.input.query.isEmpty)
    }

    /// Discord's description once had `{ type: string, oneOf: [] }`, which JSON Schema does not
    /// allow: read as if `oneOf` were absent, and said so.
    @Test func anEmptyOneOfIsReadAsAbsentWithAWarning() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header("3.1.0") + """
                paths:
                  /pets:
                    get:
                      operationId: list
                      responses:
                        200: { description: ok, content: { application/json: { schema: { type: string, 1️⃣oneOf: [] } } } }
                """)
        #expect(api.findings == ["empty-list@\(api.marked["1️⃣"])"])
        #expect(api.result.diagnostics.map(\.severity) == [.warning])
        #expect(api.rendered("empty-list").contains("hint: it is read as if it were absent"))
        #expect(api.endpoint("list")?.scenarios.map(\.name) == ["success", "timeout"])
    }

    @Test func responsesKeepDefaultRangesHeadersAndJSONBodies() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /pets:
                    get:
                      operationId: list
                      responses:
                        default: { $ref: "#/components/responses/Problem" }
                        2XX:
                          description: ok
                          headers:
                            X-Next: { $ref: "#/components/headers/Next" }
                            Content-Type: { schema: { type: string } }
                          content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Pet" } } } }
                        404: { description: missing }
                components:
                  headers:
                    Next: { required: true, schema: { type: string, format: uri } }
                  responses:
                    Problem:
                      description: error
                      content: { application/problem+json: { schema: { type: object } } }
                  schemas:
                    Pet: { type: object, properties: { id: { type: integer } } }
                """)
        let responses = try #require(api.endpoint("list")?.responses)
        #expect(responses.map(\.status) == [.code(404), .range(2), .default])
        #expect(responses[0].body == nil && responses[0].contentType == nil)
        #expect(responses[1].headers.map(\.name) == ["X-Next"] && responses[1].headers[0].required)
        #expect(responses[1].body?.items?.ref?.name == "Pet")
        #expect(responses[2].contentType == "application/problem+json")
        #expect(api.result.diagnostics.isEmpty)
    }

    @Test func schemasKeepTheirKeywordsAndBothNullForms() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header("3.1.0") + """
                paths: {}
                components:
                  schemas:
                    Node:
                      type: object
                      properties:
                        children: { type: array, items: { $ref: "#/components/schemas/Node" } }
                        name: { type: [string, "null"] }
                        kind: { x-extensible-enum: [folder, file] }
                        size: { type: integer, minimum: 0, exclusiveMaximum: 10 }
                        either: { oneOf: [{ type: string }, { type: integer }] }
                        meta: { type: object, additionalProperties: { type: string } }
                    Legacy: { type: string, nullable: true, deprecated: true }
                """)
        let schemas = try #require(api.contract?.namedSchemas)
        let node = try #require(schemas.first { $0.name == "Node" }?.shape)
        #expect(node.property("children")?.items?.ref == SchemaReference(file: "api.yaml", name: "Node"))
        #expect(node.property("name")?.types == [.string, .null])
        #expect(node.property("kind")?.enumValues == [.string("folder"), .string("file")])
        #expect(node.property("kind")?.extensible == true)
        #expect(node.property("size")?.exclusiveMaximum == JSONNumber(10))
        #expect(node.property("either")?.oneOf.count == 2)
        #expect(node.property("meta")?.additionalProperties.shapeValue?.types == [.string])
        #expect(schemas.first { $0.name == "Legacy" }?.shape.nullable == true)
        #expect(api.result.diagnostics.isEmpty)
    }

    @Test func booleanExclusiveBoundsOfOpenAPI30() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths: {}
                components:
                  schemas:
                    Ratio: { type: number, minimum: 0, exclusiveMinimum: true, maximum: 1 }
                """)
        let ratio = try #require(api.contract?.namedSchemas.first?.shape)
        #expect(ratio.exclusiveMinimum == JSONNumber(0) && ratio.minimum == nil && ratio.maximum == JSONNumber(1))
    }

    /// `POST path` sending the schema `body` of `components.schemas`, answering `responses`;
    /// `schemas` is that section's content, indented by four spaces.
    private func postingAPI(_ path: String, body: String, responses: String, schemas: String) -> OpenAPIHarness {
        OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  \(path):
                    post:
                      operationId: create
                      requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/\(body)" } } } }
                      responses: \(responses)
                components:
                  schemas:

                """ + schemas)
    }

    /// `POST /users` sending and answering `User`.
    private func usersAPI(_ user: String) -> OpenAPIHarness {
        postingAPI(
            "/users", body: "User",
            responses:
                ##"{ 201: { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/User" } } } } }"##,
            schemas: "    User:\n" + user)
    }

    @Test func readOnlyIsNotRequiredInRequestsNorWriteOnlyInResponses() throws {
        let api = usersAPI(
            """
                  type: object
                  required: [id, name, password]
                  properties:
                    id: { type: integer, readOnly: true }
                    name: { type: string }
                    password: { type: string, writeOnly: true }
            """)
        let endpoint = try #require(api.endpoint("create"))
        let table = try #require(api.contract?.schemaTable)
        let request = try #require(endpoint.request.body?.ref.flatMap { table[$0] })
        let response = try #require(endpoint.responses.first?.body?.ref.flatMap { table[$0] })
        #expect(endpoint.request.body?.ref?.name == "User@request")
        #expect(request.required == ["name", "password"])
        #expect(response.required == ["id", "name"])
        #expect(api.result.diagnostics.isEmpty)
    }

    /// Only the view a mark calls for is made: `writeOnly` alone gives response views, and
    /// request bodies keep the schema itself.
    @Test func aDocumentMarkingOnlyWriteOnlyGetsOnlyResponseViews() throws {
        let api = usersAPI(
            """
                  type: object
                  required: [name, password]
                  properties: { name: { type: string }, password: { type: string, writeOnly: true } }
            """)
        let endpoint = try #require(api.endpoint("create"))
        #expect(endpoint.request.body?.ref?.name == "User")
        #expect(endpoint.responses.first?.body?.ref?.name == "User@response")
        #expect(api.contract?.namedSchemas.map(\.name) == ["User", "User@response"])
        #expect(api.result.diagnostics.isEmpty)
    }

    /// Schemas are decoded in parts side by side (of 64 today): a mark met only in the last
    /// part still calls for the views.
    @Test func aMarkInTheLastPartOfManySchemasStillMakesTheViews() throws {
        let count = 200
        let plain = (0..<(count - 1)).map { "    S\($0): { type: object, properties: { a: { type: string } } }" }
        let item = "    Item: { type: object, required: [id], properties: { id: { type: integer, readOnly: true } } }"
        let api = postingAPI(
            "/items", body: "Item", responses: "{ 200: { description: ok } }",
            schemas: (plain + [item]).joined(separator: "\n"))
        let endpoint = try #require(api.endpoint("create"))
        #expect(endpoint.request.body?.ref?.name == "Item@request")
        #expect(api.contract?.namedSchemas.count == count + 1)
        #expect(api.result.diagnostics.isEmpty, "\(api.result.diagnostics)")
    }

    /// Cloudflare's DNS record: `required` beside a `oneOf` of record types names members the
    /// branches declare through their shared base, some read-only. The request view drops those
    /// every declaration marks read-only, and keeps the others.
    @Test func aRequiredNameDeclaredReadOnlyInTheBranchesIsNotRequiredInRequests() throws {
        let api = postingAPI(
            "/records", body: "Record", responses: "{ 200: { description: ok } }",
            schemas: """
                    Base:
                      properties:
                        id: { type: string }
                        created_on: { type: string, readOnly: true }
                        proxiable: { type: boolean, readOnly: true }
                    A: { allOf: [{ properties: { type: { enum: [A] }, content: { type: string } } }, { $ref: "#/components/schemas/Base" }] }
                    MX: { allOf: [{ properties: { type: { enum: [MX] }, proxiable: { type: boolean } } }, { $ref: "#/components/schemas/Base" }] }
                    Record:
                      required: [id, type, created_on, proxiable]
                      oneOf: [{ $ref: "#/components/schemas/A" }, { $ref: "#/components/schemas/MX" }]
                """)
        let endpoint = try #require(api.endpoint("create"))
        #expect(endpoint.request.body?.ref?.name == "Record@request")
        let request = try #require(endpoint.request.body?.ref.flatMap { api.contract?.schemaTable[$0] })
        // `proxiable` is read-only in Base but not in MX: a client may have to send it.
        #expect(request.required == ["id", "type", "proxiable"])
        #expect(api.result.diagnostics.isEmpty)
    }

    /// The decoder notes a `required` name left to the branches beside it
    /// (``DecodeNotes/requiredFromBranches``), and only then are the branches' members gathered:
    /// one written in any part of many schemas decoded side by side (of 64 today) counts,
    /// the first, a middle or the last.
    @Test(arguments: [0, 100, 199])
    func aRequiredNameFromBranchesInAnyPartStillDropsItsReadOnlyMember(position: Int) throws {
        var schemas = (0..<199).map { "    S\($0): { type: object, properties: { a: { type: string } } }" }
        schemas.insert(
            contentsOf: [
                "    Base: { properties: { id: { type: string }, created_on: { type: string, readOnly: true } } }",
                "    A: { allOf: [{ properties: { content: { type: string } } }, { $ref: \"#/components/schemas/Base\" }] }",
                "    Record: { required: [id, created_on], oneOf: [{ $ref: \"#/components/schemas/A\" }] }",
            ], at: position)
        let api = postingAPI(
            "/records", body: "Record", responses: "{ 200: { description: ok } }", schemas: schemas.joined(separator: "\n"))
        let endpoint = try #require(api.endpoint("create"))
        let request = try #require(endpoint.request.body?.ref.flatMap { api.contract?.schemaTable[$0] })
        #expect(request.required == ["id"])
        #expect(api.result.diagnostics.isEmpty, "\(api.result.diagnostics)")
    }

    /// More operations than one run of ``AccessViews/endpointsPerRun``: every body, in every run,
    /// refers to its view, and the endpoints keep their order.
    @Test func viewsReachEveryEndpointOfALargeDocument() throws {
        let count = 131  // more than two runs of `AccessViews.endpointsPerRun` (64)
        var paths = "paths:\n"
        for index in 0..<count {
            paths += """
                  /users\(index):
                    put:
                      operationId: put\(index)
                      requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/User" } } } }
                      responses:
                        200: { description: ok, content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/User" } } } } }

                """
        }
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + paths + """
                components:
                  schemas:
                    User: { type: object, required: [id], properties: { id: { type: integer, readOnly: true } } }
                """)
        let endpoints = try #require(api.contract?.endpoints)
        #expect(endpoints.map(\.id) == (0..<count).map { "put\($0)" })
        #expect(endpoints.allSatisfy { $0.request.body?.ref?.name == "User@request" })
        #expect(endpoints.allSatisfy { $0.responses.first?.body?.items?.ref?.name == "User" })
        #expect(api.contract?.namedSchemas.map(\.name) == ["User", "User@request"])
    }

    @Test func securitySchemesBecomeSecretHeadersAndQueryParameters() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                security: [{ bearer: [] }]
                paths:
                  /a: { get: { operationId: a, responses: { 200: { description: ok } } } }
                  /b: { get: { operationId: b, security: [{ key: [] }, {}], responses: { 200: { description: ok } } } }
                  /c: { get: { operationId: c, security: [{ basic: [] }], responses: { 200: { description: ok } } } }
                components:
                  securitySchemes:
                    bearer: { type: http, scheme: bearer }
                    basic: { type: http, scheme: basic }
                    key: { type: apiKey, in: query, name: api_key }
                """)
        let a = try #require(api.endpoint("a")?.request.headers.first)
        #expect(a.name == "Authorization" && a.secret && a.required && a.shape.pattern == "^Bearer ")
        let b = try #require(api.endpoint("b")?.request)
        #expect(b.headers.isEmpty && b.query.map(\.name) == ["api_key"] && b.query[0].secret && !b.query[0].required)
        #expect(api.endpoint("c")?.request.headers.first?.shape.pattern == "^Basic ")
    }

    /// Stripe takes basic or bearer credentials: alternatives in the same header are one header
    /// accepting either; alternatives in different places are each declared, checked when sent but
    /// not required alone, and the request names them as credential sets, one of which it needs.
    @Test func alternativesInTheSameHeaderAreJoined() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                security: [{ basic: [] }, { bearer: [] }, { oauth: [] }]
                paths:
                  /a: { get: { operationId: a, responses: { 200: { description: ok } } } }
                  /b: { get: { operationId: b, security: [{ bearer: [] }, { key: [] }], responses: { 200: { description: ok } } } }
                  /c: { get: { operationId: c, security: [{ bearer: [] }, { token: [] }], responses: { 200: { description: ok } } } }
                  /d: { get: { operationId: d, security: [{ bearer: [] }, { email: [], apiKey: [] }], responses: { 200: { description: ok } } } }
                  /e: { get: { operationId: e, security: [{ bearer: [] }, { email: [], apiKey: [] }, {}], responses: { 200: { description: ok } } } }
                components:
                  securitySchemes:
                    bearer: { type: http, scheme: bearer }
                    basic: { type: http, scheme: basic }
                    oauth: { type: oauth2, flows: {} }
                    key: { type: apiKey, in: header, name: X-Key }
                    token: { type: apiKey, in: header, name: authorization }
                    email: { type: apiKey, in: header, name: X-Auth-Email }
                    apiKey: { type: apiKey, in: query, name: key }
                """)
        let a = try #require(api.endpoint("a")?.request.headers)
        #expect(a.count == 1 && a[0].shape.pattern == "^(?:Basic |Bearer )" && a[0].required)
        let b = try #require(api.endpoint("b")?.request)
        #expect(b.headers.map(\.name) == ["Authorization", "X-Key"] && b.headers[0].shape.pattern == "^Bearer ")
        #expect(b.headers.allSatisfy { !$0.required && $0.secret }, "a client may send the API key instead")
        #expect(b.credentials == [CredentialSet(headers: ["Authorization"]), CredentialSet(headers: ["X-Key"])])
        #expect(api.endpoint("a")?.request.credentials == nil, "alternatives in one header need no rule")
        // Cloudflare's token, or its email and key together.
        let d = try #require(api.endpoint("d")?.request)
        #expect(d.headers.map(\.name) == ["Authorization", "X-Auth-Email"] && d.query.map(\.name) == ["key"])
        #expect(
            d.credentials == [
                CredentialSet(headers: ["Authorization"]), CredentialSet(headers: ["X-Auth-Email"], query: ["key"]),
            ])
        #expect(d.credentials?.last?.description == "header 'X-Auth-Email' with query parameter 'key'")
        #expect(api.endpoint("e")?.request.credentials == nil, "an empty alternative needs no credentials at all")
        let c = try #require(api.endpoint("c")?.request.headers)
        #expect(c.count == 1 && c[0].shape.pattern == nil, "an API key in the same header takes any value")
    }

    /// Okta's description: `oneOf` of subtypes that each `allOf` an open base, and a
    /// `discriminator` naming the subtype. Without it every example matched several branches.
    /// Mapping entries name schemas (`#/components/schemas/Card`, `Card`, or in another file); one
    /// naming nothing is `openapi-invalid-ref`, one into a missing file `unresolved-ref`. Request views (`Method@request`,
    /// since `id` is read-only) name the views of the subtypes.
    @Test func aDiscriminatorPicksTheBranchAValueIsCheckedAgainst() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /methods:
                    post:
                      operationId: add
                      requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/Method" } } } }
                      responses:
                        201:
                          description: added
                          content:
                            application/json:
                              schema: { $ref: "#/components/schemas/Method" }
                              example: { kind: card, id: 1, last4: "4242" }
                components:
                  schemas:
                    Base:
                      type: object
                      required: [kind, id]
                      properties: { kind: { type: string }, id: { type: integer, readOnly: true } }
                    Card: { allOf: [{ $ref: "#/components/schemas/Base" }, { properties: { last4: { type: string } } }] }
                    Bank: { allOf: [{ $ref: "#/components/schemas/Base" }, { properties: { iban: { type: string } } }] }
                    Method:
                      oneOf: [{ $ref: "#/components/schemas/Card" }, { $ref: "#/components/schemas/Bank" }]
                      discriminator:
                        propertyName: kind
                        mapping: { card: "#/components/schemas/Card", gone: 1️⃣"#/components/schemas/Gone", ext: 2️⃣"other.yaml#/components/schemas/X" }
                """)
        #expect(api.findings == ["openapi-invalid-ref@\(api.marked["1️⃣"])", "unresolved-ref@\(api.marked["2️⃣"])"])
        let contract = try #require(api.contract)
        let method = try #require(contract.namedSchemas.first { $0.name == "Method" }?.shape.discriminator)
        #expect(method.propertyName == "kind" && method.mapping.map(\.value) == ["card", "ext"])
        // The request view maps `card` to `Card@request`, and each schema name (which also names
        // its branch) to its view.
        let view = try #require(contract.namedSchemas.first { $0.name == "Method@request" }?.shape.discriminator)
        #expect(
            view.mapping.map { "\($0.value) → \($0.reference.name)" } == [
                "card → Card@request", "ext → X", "Card → Card@request", "Bank → Bank@request",
            ])
        let validator = ShapeValidator(schemas: contract.schemaTable)
        let request = try #require(contract.namedSchemas.first { $0.name == "Method@request" }?.shape)
        #expect(validator.validate(["kind": "Bank", "iban": "DE00"], against: request).isValid)
        #expect(api.endpoint("add")?.scenarios.map(\.name).contains("status201") == true)
    }

    /// The inheritance style: `Pet` carries the discriminator, `Cat` and `Dog` extend it through
    /// `allOf`. Each subtype is named by its schema name after the explicit mapping; an example
    /// read as a `Pet` is checked as the subtype it names, the request view names the subtypes'
    /// views, and a synthesized `Pet` is the first subtype the mapping names, carrying its name.
    @Test func aDiscriminatorWithoutBranchesNamesTheSubtypesThatExtendItsSchema() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /pets:
                    post:
                      operationId: add
                      requestBody: { required: true, content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
                      responses:
                        201:
                          description: added
                          content:
                            application/json:
                              schema: { $ref: "#/components/schemas/Pet" }
                              example: { petType: dog, id: 1, name: Rex, packSize: 1️⃣two }
                components:
                  schemas:
                    Pet:
                      type: object
                      required: [petType, name, id]
                      properties: { petType: { type: string }, name: { type: string }, id: { type: integer, readOnly: true } }
                      discriminator: { propertyName: petType, mapping: { dog: "#/components/schemas/Dog" } }
                    Cat: { allOf: [{ $ref: "#/components/schemas/Pet" }, { required: [mood], properties: { mood: { type: string } } }] }
                    Dog: { allOf: [{ $ref: "#/components/schemas/Pet" }, { properties: { packSize: { type: integer } } }] }
                    Lion: { allOf: [{ $ref: "#/components/schemas/Cat" }, { required: [roar], properties: { roar: { type: boolean } } }] }
                """)
        #expect(api.findings == ["openapi-invalid-example@\(api.marked["1️⃣"])"])
        let contract = try #require(api.contract)
        let pet = try #require(contract.namedSchemas.first { $0.name == "Pet" }?.shape.discriminator)
        #expect(
            pet.mapping.map { "\($0.value) → \($0.reference.name)" } == ["dog → Dog", "Cat → Cat", "Lion → Lion", "Dog → Dog"])
        let view = try #require(contract.namedSchemas.first { $0.name == "Pet@request" }?.shape.discriminator)
        #expect(
            view.mapping.map { "\($0.value) → \($0.reference.name)" } == [
                "dog → Dog@request", "Cat → Cat@request", "Lion → Lion@request", "Dog → Dog@request",
            ])
        let validator = ShapeValidator(schemas: contract.schemaTable)
        let request = try #require(api.endpoint("add")?.request.body)
        // A client never sends the read-only `id`, whichever subtype it sends.
        #expect(validator.validate(["petType": "Cat", "name": "Tom", "mood": "calm"], against: request).isValid)
        #expect(!validator.validate(["petType": "Cat", "name": "Tom"], against: request).isValid)
        // A subtype of a subtype is named too, and checked with everything it extends.
        #expect(
            !validator.validate(["petType": "Lion", "name": "Leo", "mood": "calm", "roar": "loud"], against: request).isValid)
        #expect(validator.validate(["petType": "Lion", "name": "Leo", "mood": "calm", "roar": true], against: request).isValid)
        let created = try #require(api.endpoint("add")?.scenarios.first { $0.name == "status201" })
        guard case .response(let response) = created.outcome, case .inline(let body) = response.body else {
            Issue.record("expected an inline body, got \(created.outcome)")
            return
        }
        #expect(body == ["petType": "dog", "name": "", "id": 0])
    }

    /// A body synthesized for a discriminated `oneOf` carries the member naming its branch; with
    /// overlapping branches no other value is valid, so the response had no scenario.
    @Test func aSynthesizedBodyNamesItsBranch() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /method:
                    get:
                      operationId: method
                      responses: { 200: { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Method" } } } } }
                components:
                  schemas:
                    Base: { type: object, required: [kind, id], properties: { kind: { type: string }, id: { type: integer } } }
                    Card: { allOf: [{ $ref: "#/components/schemas/Base" }, { properties: { last4: { type: string } } }] }
                    Bank: { allOf: [{ $ref: "#/components/schemas/Base" }, { properties: { iban: { type: string } } }] }
                    Method:
                      oneOf: [{ $ref: "#/components/schemas/Card" }, { $ref: "#/components/schemas/Bank" }]
                      discriminator: { propertyName: kind, mapping: { card: "#/components/schemas/Card" } }
                """)
        #expect(api.findings.isEmpty)
        let success = try #require(api.endpoint("method")?.scenarios.first { $0.name == "success" })
        guard case .response(let response) = success.outcome, case .inline(let body) = response.body else {
            Issue.record("expected an inline body, got \(success.outcome)")
            return
        }
        #expect(body == ["kind": "card", "id": 0])
    }

    /// OpenAI's description names no mapping, and its members hold `message` where the schema is
    /// `Message`: no branch is named, the plain rule decides, and a body is still synthesized.
    @Test func aDiscriminatorWhoseValuesAreNoSchemaNamesLeavesThePlainRule() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /item:
                    get:
                      operationId: item
                      responses: { 200: { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Item" } } } } }
                components:
                  schemas:
                    Message: { type: object, required: [type], properties: { type: { type: string, enum: [message] }, text: { type: string } } }
                    Call: { type: object, required: [type], properties: { type: { type: string, enum: [call] }, name: { type: string } } }
                    Item:
                      oneOf: [{ $ref: "#/components/schemas/Message" }, { $ref: "#/components/schemas/Call" }]
                      discriminator: { propertyName: type }
                """)
        #expect(api.findings.isEmpty)
        let success = try #require(api.endpoint("item")?.scenarios.first { $0.name == "success" })
        guard case .response(let response) = success.outcome, case .inline(let body) = response.body else {
            Issue.record("expected an inline body, got \(success.outcome)")
            return
        }
        #expect(body == ["type": "message"])
    }

    @Test func leftOutConstructsAreWarningsOrErrorsWhenStrict() throws {
        let document =
            OpenAPIHarness.header() + """
                paths:
                  /pets:
                    get:
                      operationId: list
                      1️⃣callbacks: {}
                      responses: { 200: { description: ok } }
                components:
                  schemas:
                    Pet: { type: object, 2️⃣discriminator: { propertyName: kind } }
                """
        let relaxed = OpenAPIHarness(document)
        #expect(relaxed.findings == ["openapi-left-out@\(relaxed.marked["1️⃣"])", "openapi-left-out@\(relaxed.marked["2️⃣"])"])
        #expect(relaxed.result.diagnostics.allSatisfy { $0.severity == .warning })
        // Left out means not kept: an import would write a discriminator with no branches beside it.
        #expect(relaxed.contract?.namedSchemas.first?.shape.discriminator == nil)
        let strict = OpenAPIHarness(document, options: OpenAPIOptions(strict: true))
        #expect(strict.result.diagnostics.count == 2 && strict.result.diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func parameterStylesAreKeptAndPathStylesLeftOut() throws {
        let document =
            OpenAPIHarness.header() + """
                paths:
                  /pets/{ids}:
                    get:
                      operationId: list
                      parameters:
                        - { name: ids, in: path, required: true, style: 1️⃣matrix, schema: { type: array, items: { type: integer } } }
                        - { name: tags, in: query, explode: false, schema: { type: array, items: { type: string } } }
                        - { name: filter, in: query, style: deepObject, schema: { type: object } }
                        - { name: X-Ids, in: header, style: simple, schema: { type: array, items: { type: integer } } }
                        - { name: words, in: query, style: 2️⃣simple, schema: { type: array, items: { type: string } } }
                      responses: { 200: { description: ok } }
                """
        let harness = OpenAPIHarness(document)
        #expect(harness.findings == ["openapi-left-out@\(harness.marked["1️⃣"])", "openapi-left-out@\(harness.marked["2️⃣"])"])
        let request = try #require(harness.endpoint("list")?.request)
        #expect(request.pathParameters.first?.style == nil)
        let query = Dictionary(uniqueKeysWithValues: request.query.map { ($0.name, $0) })
        #expect(query["tags"]?.style == nil && query["tags"]?.explode == false)
        #expect(query["tags"]?.querySerialization.style == .form)
        #expect(query["filter"]?.style == .deepObject && query["filter"]?.querySerialization.explode == true)
        #expect(query["words"]?.style == nil)
        #expect(request.headers.first?.style == .simple)
    }

    @Test func referencesIntoOtherFilesAndBrokenOnesAreLocated() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /pets:
                    get:
                      operationId: list
                      parameters: [{ $ref: 1️⃣"#/components/parameters/Nope" }]
                      responses:
                        200: { description: ok, content: { application/json: { schema: { $ref: "common.yaml#/components/schemas/Pet" } } } }
                """,
            files: [
                "common.yaml": OpenAPIHarness.header() + "paths: {}\ncomponents: { schemas: { Pet: { type: object } } }\n"
            ])
        let body = try #require(api.endpoint("list")?.responses.first?.body)
        #expect(body.ref == SchemaReference(file: "common.yaml", name: "Pet"))
        #expect(api.contract?.schemaTable[SchemaReference(file: "common.yaml", name: "Pet")] != nil)
        #expect(api.findings == ["openapi-invalid-ref@\(api.marked["1️⃣"])"])
    }

    @Test func aJSONDocumentIsReadLikeYAML() throws {
        let document = """
            {"openapi": "3.1.0", "info": {"title": "Tiny", "version": "1"},
             "paths": {"/ping": {"get": {"operationId": "ping", "responses": {"204": {"description": "pong"}}}}}}
            """
        let result = ContractLoader(files: .memory(["tiny.json": document])).load(["tiny.json"])
        #expect(result.diagnostics.isEmpty)
        #expect(result.contracts.first?.endpoints.map(\.id) == ["ping"])
    }

    /// A surrogate-pair escape is valid JSON; it used to be refused as `yaml-syntax`.
    @Test func aJSONDocumentsSurrogatePairIsTheCharacter() throws {
        let document = #"""
            {"openapi": "3.1.0", "info": {"title": "Tiny", "version": "1"},
             "paths": {"/ping": {"get": {"operationId": "ping", "responses": {"200": {"description": "pong",
               "content": {"application/json": {"schema": {"type": "string", "enum": ["\ud83d\ude80", "x"]}}}}}}}}}
            """#
        let result = ContractLoader(files: .memory(["tiny.json": document])).load(["tiny.json"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let body = try #require(result.contracts.first?.endpoints.first?.responses.first?.body)
        #expect(body.enumValues == [.string("🚀"), .string("x")])
    }

    @Test func aJSONDocumentsLoneSurrogateIsLocated() {
        let document = #"""
            {"openapi": "3.1.0", "info": {"title": "Tiny \ud83d", "version": "1"}, "paths": {}}
            """#
        let result = ContractLoader(files: .memory(["tiny.json": document])).load(["tiny.json"])
        #expect(
            result.diagnostics.map { "\($0.location) \($0.rule) \($0.message)" } == [
                #"tiny.json:1:46 yaml-syntax lone high surrogate '\uD83D' in a JSON string; expected a '\uDC00'-'\uDFFF' escape after it"#
            ])
    }

    @Test func swagger2IsRefusedWithAHint() {
        let result = ContractLoader(files: .memory(["old.yaml": "swagger: '2.0'\ninfo: {}\n"])).load(["old.yaml"])
        #expect(result.diagnostics.map(\.rule) == ["openapi-version"])
    }
}

extension AdditionalProperties {
    fileprivate var shapeValue: Shape? {
        if case .shape(let shape) = self { return shape }
        return nil
    }
}

/// What an `openapi-invalid-ref` hint says: the likely intended name, the missing section, or a
/// cycle; and why a second JSON body is left out.
@Suite struct OpenAPIReferenceHintTests {
    private func hints(_ document: String) -> [String] {
        OpenAPIHarness(OpenAPIHarness.header() + document).result.diagnostics.filter { $0.rule == "openapi-invalid-ref" }
            .compactMap(\.hint)
    }

    @Test func aMisspeltComponentNameGetsTheClosestOne() {
        let found = hints(
            """
            paths:
              /a:
                get:
                  parameters: [{ $ref: "#/components/parameters/limt" }, { $ref: "#/components/headers/X" }]
                  responses: { 200: { description: ok } }
              /b:
                get:
                  parameters: [{ $ref: "#/components/parameters/Loop" }, { $ref: "#/components/parameters/zzzzzz" }]
                  responses: { 200: { description: ok } }
            components:
              parameters:
                limit: { name: limit, in: query, schema: { type: integer } }
                lint: { name: lint, in: query, schema: { type: integer } }
                Loop: { $ref: "#/components/parameters/Loop" }
            """)
        #expect(
            found == [
                "did you mean '#/components/parameters/limit'?", "the document has no 'components.headers'",
                "'components.parameters' has no entry 'zzzzzz'",
                // At the end of the chain, in `components`: findings are sorted by place.
                "the reference points into itself without a schema in between: a cycle",
            ])
    }

    @Test func aSecondJSONBodyIsLeftOutForWhatItIs() {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /a:
                    get:
                      responses:
                        400:
                          description: bad
                          content:
                            application/json: { schema: { type: object } }
                            application/scim+json: { schema: { type: object } }
                            text/html: { schema: { type: string } }
                """)
        let leftOut = api.result.diagnostics.filter { $0.rule == "openapi-left-out" }.map(\.message)
        #expect(
            leftOut == [
                "the 'application/scim+json' body is left out: Treaty checks one JSON body per request or response, the first: 'application/json'",
                "the 'text/html' body is left out: Treaty checks JSON bodies only",
            ])
    }

    /// Stripe and Twilio write every request as a form: the body is read from it when no JSON
    /// media type is declared, and checked as form fields (docs/stubs.md); a file upload's
    /// `multipart/form-data` body when neither is, its scenarios passing a sampled value.
    @Test func aFormRequestBodyIsReadWhenNoJSONOneIsDeclared() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /customers:
                    post:
                      operationId: create
                      requestBody:
                        content:
                          application/x-www-form-urlencoded:
                            schema: { type: object, properties: { email: { type: string } } }
                            encoding: { metadata: { style: deepObject, explode: true } }
                          multipart/form-data: { schema: { type: object } }
                      responses: { 200: { description: ok } }
                  /both:
                    post:
                      operationId: both
                      requestBody:
                        content:
                          application/x-www-form-urlencoded: { schema: { type: object } }
                          application/json: { schema: { type: object, properties: { id: { type: integer } } } }
                      responses: { 200: { description: ok } }
                  /avatars:
                    post:
                      operationId: upload
                      requestBody:
                        required: true
                        content:
                          multipart/form-data:
                            schema:
                              type: object
                              required: [userId, file]
                              properties: { userId: { type: integer }, file: { type: string, format: binary } }
                      responses: { 201: { description: stored } }
                """)
        let create = try #require(api.endpoint("create")?.request)
        #expect(create.contentType == "application/x-www-form-urlencoded")
        #expect(create.body?.property("email")?.types == [.string])
        let both = try #require(api.endpoint("both")?.request)
        #expect(both.contentType == "application/json" && both.body?.property("id") != nil)
        let upload = try #require(api.endpoint("upload"))
        #expect(upload.request.contentType == "multipart/form-data")
        #expect(upload.scenarios.first?.input.body == ["userId": 0, "file": ""])
        let leftOut = api.result.diagnostics.filter { $0.rule == "openapi-left-out" }.map(\.message)
        #expect(
            leftOut == [
                "the request body as 'multipart/form-data' is left out: Treaty checks one body per request, a JSON one before a form one before a multipart one: 'application/x-www-form-urlencoded'",
                "the request body as 'application/x-www-form-urlencoded' is left out: Treaty checks one body per request, a JSON one before a form one before a multipart one: 'application/json'",
            ])
    }
}
