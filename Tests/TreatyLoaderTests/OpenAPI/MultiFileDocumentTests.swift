import Testing
import TreatyContract
import TreatyTooling
import TreatyYAML

@testable import TreatyLoader

/// OpenAPI descriptions written as many files: path items, operations, responses, parameters and
/// schemas in files of their own, reached through `$ref`s relative to the file that writes them.
@Suite struct MultiFileDocumentTests {
    /// `rule@file:line:column` of every diagnostic: findings inside other files name them.
    private func placed(_ api: OpenAPIHarness) -> [String] {
        api.result.diagnostics.map { "\($0.rule)@\($0.location.file):\($0.location.line):\($0.location.column)" }
    }

    /// Redocly's `split` layout: a path item per file, a schema per file named in
    /// `components.schemas`, and a schema that holds itself through its own file.
    @Test func aSplitDescriptionReadsAsOne() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /pets: { $ref: paths/pets.yaml }
                components:
                  schemas:
                    Pet: { $ref: components/schemas/Pet.yaml }
                """,
            files: [
                "paths/pets.yaml": """
                get:
                  operationId: listPets
                  responses:
                    "200":
                      description: The pets
                      content: { application/json: { schema: { type: array, items: { $ref: ../components/schemas/Pet.yaml } } } }
                    "404": { $ref: ../components/responses/NotFound.yaml }
                """,
                "components/schemas/Pet.yaml": """
                type: object
                required: [name]
                properties:
                  name: { type: string }
                  children: { type: array, items: { $ref: ./Pet.yaml } }
                """,
                "components/responses/NotFound.yaml": """
                description: No such pet
                content: { application/json: { schema: { type: object, properties: { message: { type: string } } } } }
                """,
            ])
        #expect(api.result.diagnostics.isEmpty, "\(placed(api))")
        let endpoint = try #require(api.endpoint("listPets"))
        #expect(endpoint.responses.map(\.status) == [.code(200), .code(404)])
        let pets = try #require(endpoint.responses.first?.body)
        #expect(pets.items?.ref == SchemaReference(file: "api.yaml", name: "Pet"))
        #expect(endpoint.responses.last?.body?.properties.map(\.name) == ["message"])
        let pet = try #require(api.contract?.namedSchemas.first { $0.name == "Pet" }?.shape)
        #expect(pet.properties.map(\.name) == ["name", "children"])
        #expect(pet.properties.last?.shape.items?.ref == SchemaReference(file: "api.yaml", name: "Pet"))
        #expect(pet.location.file == "components/schemas/Pet.yaml")
        // The synthesized bodies follow the reference: the 200 scenario's body is a valid list.
        let validator = ShapeValidator(schemas: api.contract?.schemaTable ?? SchemaTable())
        #expect(
            validator.validate(try JSONParser().parse(#"[{"name": "Rex", "children": [{"name": "Pup"}]}]"#), against: pets)
                .isValid)
        #expect(!validator.validate(try JSONParser().parse(#"[{"name": "Rex", "children": [{}]}]"#), against: pets).isValid)
    }

    /// DigitalOcean's layout: each operation a `$ref` to a file of its own (which the specification
    /// does not allow, and bundlers follow), whose references lead on relative to that file.
    /// A finding inside it is located there.
    @Test func anOperationInAFileOfItsOwnIsReadWithItsFindingsThere() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /droplets/{id}:
                    get: { $ref: "resources/droplets/get.yml" }
                """,
            files: [
                "resources/droplets/get.yml": """
                operationId: getDroplet
                parameters: [{ $ref: "../../shared/parameters.yml#/droplet_id" }]
                responses:
                  "200":
                    description: A droplet
                    content: { application/json: { schema: { type: object, properties: { id: { type: integer, format: uint64 } } } } }
                """,
                "shared/parameters.yml": """
                droplet_id: { name: id, in: path, required: true, schema: { type: integer, minimum: 1 } }
                """,
            ])
        let endpoint = try #require(api.endpoint("getDroplet"))
        #expect(endpoint.request.pathParameters.map(\.name) == ["id"])
        #expect(endpoint.request.pathParameters.first?.location.file == "shared/parameters.yml")
        #expect(placed(api) == ["unknown-format@resources/droplets/get.yml:6:103"])
    }

    /// A schema in another file that `components.schemas` does not name is named after its file
    /// and pointer: decoded once however many operations use it, and able to hold itself.
    @Test func aSchemaInAnotherFileIsNamedAfterIt() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /agents:
                    get:
                      operationId: listAgents
                      responses:
                        "200": { description: ok, content: { application/json: { schema: { $ref: "models/definitions.yml#/agent" } } } }
                    post:
                      operationId: createAgent
                      requestBody: { content: { application/json: { schema: { $ref: "models/definitions.yml#/agent" } } } }
                      responses: { 201: { description: created } }
                """,
            files: [
                "models/definitions.yml": """
                agent:
                  type: object
                  properties:
                    name: { type: string, format: agent-name }
                    children: { type: array, items: { $ref: "#/agent" } }
                """
            ])
        #expect(placed(api) == ["unknown-format@models/definitions.yml:4:35"])
        let named = SchemaReference(file: "api.yaml", name: "models.definitions.yml.agent")
        let body = try #require(api.endpoint("listAgents")?.responses.first?.body)
        #expect(body.ref == named)
        #expect(api.endpoint("createAgent")?.request.body?.ref == named)
        let agent = try #require(api.contract?.schemaTable[named])
        #expect(agent.properties.last?.shape.items?.ref == named)
        let validator = ShapeValidator(schemas: api.contract?.schemaTable ?? SchemaTable())
        #expect(
            validator.validate(try JSONParser().parse(#"{"children": [{"name": "a", "children": []}]}"#), against: body).isValid)
        #expect(!validator.validate(try JSONParser().parse(#"{"children": [{"name": 1}]}"#), against: body).isValid)
    }

    /// A component named as Treaty names a schema in another file is one error at the component:
    /// references to either would otherwise find both.
    @Test func aComponentWithTheNameOfASchemaInAnotherFileIsReported() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /m:
                    get:
                      operationId: m
                      responses: { 200: { description: ok, content: { application/json: { schema: { $ref: models/m.yaml } } } } }
                components:
                  schemas:
                    models.m.yaml: 1️⃣{ type: integer }
                """,
            files: ["models/m.yaml": "type: string\n"])
        #expect(api.findings == ["invalid-value@\(api.marked["1️⃣"])"])
        #expect(
            api.rendered("invalid-value").contains(
                "expected a name other than the one Treaty gives 'models/m.yaml', a schema in another file"))
    }

    /// A discriminator's mapping may name the branches' files, as their `$ref`s do: the member
    /// then picks the branch to check a value against.
    @Test func aDiscriminatorMayMapToFiles() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /volumes/actions:
                    post:
                      operationId: act
                      requestBody:
                        content:
                          application/json:
                            schema:
                              anyOf: [{ $ref: "models/attach.yml" }, { $ref: "models/detach.yml" }]
                              discriminator: { propertyName: type, mapping: { attach: "models/attach.yml", detach: "models/detach.yml" } }
                      responses: { 202: { description: accepted } }
                """,
            files: [
                "models/attach.yml":
                    "{ type: object, required: [type, droplet_id], properties: { type: { type: string }, droplet_id: { type: integer } } }\n",
                "models/detach.yml": "{ type: object, required: [type], properties: { type: { type: string } } }\n",
            ])
        #expect(api.result.diagnostics.isEmpty, "\(placed(api))")
        let body = try #require(api.endpoint("act")?.request.body)
        #expect(body.discriminator?.mapping.map(\.reference.name) == ["models.attach.yml", "models.detach.yml"])
        let validator = ShapeValidator(schemas: api.contract?.schemaTable ?? SchemaTable())
        // Without the mapping, `{type: attach}` would pass as a detach; the mapping makes it an attach without its droplet.
        #expect(!validator.validate(try JSONParser().parse(#"{"type": "attach"}"#), against: body).isValid)
        #expect(validator.validate(try JSONParser().parse(#"{"type": "detach"}"#), against: body).isValid)
    }

    /// Keys written beside an operation's `$ref` are put over its target's, as bundlers merge them
    /// (Algolia's `post: { operationId: customPost, requestBody: …, $ref: … }`); a whole
    /// `responses` map may be a reference too.
    @Test func keysBesideAReferenceAreMergedOverItsTarget() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /custom:
                    post:
                      operationId: customPost
                      requestBody: { content: { application/json: { schema: { type: object } } } }
                      $ref: "custom.yml#/request"
                """,
            files: [
                "custom.yml": """
                request:
                  operationId: ignored
                  summary: Send a custom request
                  responses: { $ref: "#/responses" }
                responses:
                  "200": { description: OK, content: { application/json: { schema: { type: object } } } }
                  "404": { description: Not found }
                """
            ])
        #expect(api.result.diagnostics.isEmpty, "\(placed(api))")
        let endpoint = try #require(api.endpoint("customPost"))
        #expect(endpoint.summary == "Send a custom request")
        #expect(endpoint.request.body?.types == [.object])
        #expect(endpoint.responses.map(\.status) == [.code(200), .code(404)])
    }

    /// An older layout keeps `paths` and each `components` section in an index file of its own
    /// (`schemas: { $ref: ./schemas/_index.yaml }`); the entries' own references are relative to it.
    @Test func pathsAndComponentSectionsMayBeIndexFiles() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths: { $ref: ./paths/_index.yaml }
                components:
                  schemas: { $ref: ./schemas/_index.yaml }
                  parameters: { $ref: ./parameters/_index.yaml }
                  responses: { $ref: 1️⃣./responses/_index.yaml }
                """,
            files: [
                "paths/_index.yaml": "/pets/{petId}: { $ref: ./pet.yaml }\n",
                "paths/pet.yaml": """
                get:
                  operationId: showPet
                  parameters: [{ $ref: "#/components/parameters/petId" }]
                  responses:
                    "200": { description: The pet, content: { application/json: { schema: { $ref: ../schemas/Pet.yaml } } } }
                """,
                "schemas/_index.yaml": "Pet: { $ref: ./Pet.yaml }\n",
                "schemas/Pet.yaml": "{ type: object, required: [name], properties: { name: { type: string } } }\n",
                "parameters/_index.yaml": "petId: { name: petId, in: path, required: true, schema: { type: integer } }\n",
            ])
        // `#/components/…` in `paths/pet.yaml` points into that file, which has none: a pointer
        // is read in the file it is written in. The missing responses index is reported at its
        // reference.
        #expect(
            placed(api) == [
                "openapi-invalid-ref@api.yaml:\(api.marked["1️⃣"])", "undeclared-path-parameter@paths/pet.yaml:1:1",
                "openapi-invalid-ref@paths/pet.yaml:3:24",
            ], "\(placed(api))")
        let body = try #require(api.endpoint("showPet")?.responses.first?.body)
        #expect(body.ref == SchemaReference(file: "api.yaml", name: "Pet"))
        #expect(api.contract?.namedSchemas.map(\.name) == ["Pet"])
    }

    /// A security scheme may be a reference into another file; one that leads nowhere is reported,
    /// not read as a scheme without a type.
    @Test func aSecuritySchemeInAnotherFileGivesItsCredential() throws {
        func document(_ schemes: String) -> String {
            OpenAPIHarness.header() + """
                security: [{ appKey: [] }]
                paths:
                  /keys: { get: { operationId: keys, responses: { 204: { description: none } } } }
                components:
                  securitySchemes:
                \(schemes)
                """
        }
        let scheme = "apiKey: { type: apiKey, in: header, name: X-Api-Key }\n"
        let api = OpenAPIHarness(
            document("    appKey: { $ref: 1️⃣\"../shared/security.yml#/apiKey\" }\n    gone: { $ref: 2️⃣\"security.yml#/gone\" }"),
            files: ["../shared/security.yml": scheme, "security.yml": scheme])
        #expect(api.findings == ["path-outside-root@\(api.marked["1️⃣"])", "openapi-invalid-ref@\(api.marked["2️⃣"])"])
        let inside = OpenAPIHarness(
            document("    appKey: { $ref: \"shared/security.yml#/apiKey\" }"), files: ["shared/security.yml": scheme])
        #expect(inside.result.diagnostics.isEmpty, "\(placed(inside))")
        let header = try #require(inside.endpoint("keys")?.request.headers.first)
        #expect(header.name == "X-Api-Key" && header.secret && header.required)
    }

    /// `properties: { $ref: … }` keeps the whole map in another file (DigitalOcean's description):
    /// it is followed, not read as a property called `$ref`.
    @Test func propertiesKeptInAnotherFileAreFollowed() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /balancers:
                    post:
                      operationId: addDroplets
                      requestBody:
                        content: { application/json: { schema: { type: object, properties: { $ref: "attributes.yml#/droplet_ids" } } } }
                      responses: { 204: { description: done } }
                """,
            files: ["attributes.yml": "droplet_ids:\n  droplet_ids: { type: array, items: { type: integer } }\n"])
        #expect(api.result.diagnostics.isEmpty, "\(placed(api))")
        #expect(api.endpoint("addDroplets")?.request.body?.properties.map(\.name) == ["droplet_ids"])
    }

    /// Every way a reference into another file can lead nowhere is one finding at the `$ref`,
    /// saying why; nothing is read outside the project and no URL is fetched.
    @Test func referencesThatLeadNowhereAreReportedAtTheReference() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /a: { get: { operationId: a, responses: { 200: { $ref: 1️⃣"missing.yaml" } } } }
                  /b: { get: { operationId: b, responses: { 200: { $ref: 2️⃣"../outside.yaml" } } } }
                  /c: { get: { operationId: c, responses: { 200: { $ref: 3️⃣"https://example.com/r.yaml" } } } }
                  /d: { get: { operationId: d, responses: { 200: { $ref: 4️⃣"broken.yaml" } } } }
                  /e: { get: { operationId: e, responses: { 200: { $ref: 5️⃣"responses.yaml#/Nope" } } } }
                  /f: { get: { operationId: f, responses: { 200: { $ref: 6️⃣"responses.yaml#Ok" } } } }
                  /g: { get: { operationId: g, responses: { 200: { $ref: 8️⃣"responses\u{202E}.yaml#/Ok" } } } }
                components:
                  schemas:
                    Zero: { $ref: 7️⃣0 }
                """,
            files: ["broken.yaml": "description: [unclosed\n", "responses.yaml": "Ok: { description: ok }\n"])
        #expect(
            api.findings == [
                "openapi-invalid-ref@\(api.marked["1️⃣"])", "path-outside-root@\(api.marked["2️⃣"])",
                "openapi-left-out@\(api.marked["3️⃣"])", "openapi-invalid-ref@\(api.marked["4️⃣"])",
                "openapi-invalid-ref@\(api.marked["5️⃣"])", "openapi-invalid-ref@\(api.marked["6️⃣"])",
                "hidden-character@\(api.marked["8️⃣"])",
                "wrong-type@\(api.marked["7️⃣"])",
            ])
        let hints = api.result.diagnostics.compactMap(\.hint)
        #expect(hints.contains { $0.contains("'missing.yaml' cannot be read: no such file") })
        #expect(hints.contains { $0.hasPrefix("'broken.yaml' is not valid YAML: broken.yaml:") })
        #expect(hints.contains("'responses.yaml' has nothing at '#/Nope'"))
        #expect(api.rendered("openapi-left-out").contains("Treaty reads no URLs"))
    }

    /// References decoded in place chain pointers (and files) together beyond what one file's
    /// nesting limit bounds: a chain of thousands is one finding where it gets too deep, not a
    /// stack overflow (which a chain of 20,000 caused).
    @Test func aChainOfReferencesTooDeepIsOneFindingNotACrash() throws {
        var text =
            OpenAPIHarness.header() + """
                paths:
                  /a: { get: { operationId: a, responses: { 200: { description: ok, content: { application/json: { schema: { $ref: "#/x/s0" } } } } } } }
                x:

                """
        for index in 0..<2_000 { text += "  s\(index): { $ref: \"#/x/s\(index + 1)\" }\n" }
        text += "  s2000: { type: string }\n"
        let api = OpenAPIHarness(text)
        #expect(api.result.diagnostics.map(\.rule) == ["openapi-invalid-ref"])
        #expect(
            api.rendered("openapi-invalid-ref").contains(
                "'$ref' '#/x/s255' is not followed: references decoded in place nest more than 256 schemas deep"))
        #expect(api.endpoint("a") != nil)
    }

    /// Path items that share files are decoded side by side, each part reading the files it
    /// meets through one cache: the result is that of decoding them in order.
    @Test func pathItemsSharingFilesDecodeAlikeSideBySide() throws {
        var text = OpenAPIHarness.header() + "paths:\n"
        for index in 0..<100 { text += "  /things\(index): { get: { $ref: \"ops/get.yaml\" } }\n" }
        let files = [
            "ops/get.yaml": """
            responses:
              "200": { $ref: "../shared.yaml#/Thing" }
              "404": { $ref: "../shared.yaml#/Missing" }
            """,
            "shared.yaml": """
            Thing: { description: A thing, content: { application/json: { schema: { type: string, format: thing-code } } } }
            """,
        ]
        func decode(sideBySide: Bool) throws -> ([Endpoint], [Diagnostic]) {
            let root = try #require(try YAMLReader().read(Array(text.utf8)))
            let source = OpenAPISource(file: "api.yaml", root: root, version: .v30, strict: false)
            var context = DecodeContext(file: "api.yaml", project: ProjectFiles(root: ".", source: .memory(files)))
            let entries = Entries(root.mapping ?? [])
            let security = OpenAPISecurity(source: source, root: entries, &context)
            var decoder = OpenAPIOperationDecoder(
                source: source, options: OpenAPIOptions(), security: security, pathPrefix: "", serverURL: nil)
            let endpoints = decoder.decode(paths: try #require(entries["paths"]?.mapping), sideBySide: sideBySide, &context)
            return (endpoints, context.diagnostics.mergingRelated())
        }
        let (inOrder, inOrderFindings) = try decode(sideBySide: false)
        let (inParts, inPartsFindings) = try decode(sideBySide: true)
        #expect(inParts.count == 100)
        #expect(inParts == inOrder)
        #expect(inPartsFindings == inOrderFindings)
        #expect(inPartsFindings.map(\.rule).contains("openapi-invalid-ref"))
        #expect(inPartsFindings.map(\.location.file).contains("shared.yaml"))
    }
}
