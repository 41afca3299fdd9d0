import Testing
import TreatyContract
import TreatyImport
import TreatyLoader
import TreatyTooling

/// `treaty import openapi` end to end in memory: the OpenAPI front end, the plan, the written
/// contracts and fixtures loaded back, and re-imports over them.
@Suite struct OpenAPIImportTests {
    /// The OpenAPI Specification's example documents and the httpbin description, used in place.
    static let documents = [
        "api-with-examples", "callback-example", "httpbin.openapi", "link-example", "petstore-expanded", "petstore", "uspto",
    ]

    /// Plans an import of `spec` into `out`, over the files already in `disk`.
    func plan(_ spec: String, into out: String = "api", disk: [String: String] = [:], importer: OpenAPIImport = .init())
        throws -> OpenAPIImport.Plan
    {
        let loaded = RepositoryFiles.load([spec])
        #expect(!loaded.diagnostics.hasErrors, "\(loaded.diagnostics)")
        let contract = try #require(loaded.contracts.first)
        return importer.plan(
            contract, spec: spec, folder: out,
            existing: { path in disk[path].flatMap { _ in ContractLoader(files: .memory(disk)).load([path]).contracts.first } },
            fixtureExists: { disk[$0] != nil })
    }

    /// The disk after writing `plan` over `disk`.
    func written(_ plan: OpenAPIImport.Plan, over disk: [String: String] = [:]) -> [String: String] {
        var result = disk
        for file in plan.files where file.replaces || result[file.path] == nil { result[file.path] = file.text }
        return result
    }

    @Test(arguments: documents)
    func everyExampleDocumentImportsLintsCleanAndItsFixturesVerify(_ name: String) throws {
        let plan = try plan("../shared/openapi/\(name).yaml")
        let disk = written(plan)
        let contracts = disk.keys.filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(!contracts.isEmpty)
        let loaded = ContractLoader(files: .memory(disk)).load(contracts)
        #expect(!loaded.diagnostics.hasErrors, "\(DiagnosticFormat.text.render(loaded.diagnostics))")
        for contract in loaded.contracts {
            let findings = FixtureVerifier(files: .memory(disk)).verify(contract)
            #expect(findings.isEmpty, "\(DiagnosticFormat.text.render(findings))")
        }
        #expect(plan.omissions.isEmpty, "\(plan.omissions)")
    }

    /// Security alternatives in different places (a token, or an email and a key) are written as
    /// `request.credentials` and read back as the same sets.
    @Test func credentialSetsAreWrittenAndReadBack() throws {
        let spec = """
            openapi: 3.0.3
            info: { title: Zones, version: 1.0.0 }
            security: [{ token: [] }, { email: [], key: [] }]
            paths:
              /zones: { get: { operationId: listZones, responses: { 200: { description: ok } } } }
            components:
              securitySchemes:
                token: { type: http, scheme: bearer }
                email: { type: apiKey, in: header, name: X-Auth-Email }
                key: { type: apiKey, in: query, name: key }
            """
        let loaded = ContractLoader(files: .memory(["zones.yaml": spec])).load(["zones.yaml"])
        let contract = try #require(loaded.contracts.first)
        let sets = [CredentialSet(headers: ["Authorization"]), CredentialSet(headers: ["X-Auth-Email"], query: ["key"])]
        #expect(contract.endpoints.first?.request.credentials == sets)
        let plan = OpenAPIImport().plan(
            contract, spec: "zones.yaml", folder: "api", existing: { _ in nil }, fixtureExists: { _ in false })
        let disk = written(plan)
        let text = try #require(disk["api/zones.yaml"])
        #expect(text.contains("      credentials:\n        - [Authorization]\n        - [X-Auth-Email, key]\n"), "\(text)")
        let back = ContractLoader(files: .memory(disk)).load(["api/zones.yaml"])
        #expect(!back.diagnostics.hasErrors, "\(DiagnosticFormat.text.render(back.diagnostics))")
        #expect(back.contracts.first?.endpoints.first?.request.credentials == sets)
        // One name in a header and in the query: written by place, so it reads back as written.
        let same = spec.replacing("name: X-Auth-Email", with: "name: key").replacing(
            "security: [{ token: [] }, { email: [], key: [] }]", with: "security: [{ email: [] }, { key: [] }]")
        let twice = try #require(ContractLoader(files: .memory(["zones.yaml": same])).load(["zones.yaml"]).contracts.first)
        let places = [CredentialSet(headers: ["key"]), CredentialSet(query: ["key"])]
        #expect(twice.endpoints.first?.request.credentials == places)
        let written = written(
            OpenAPIImport().plan(twice, spec: "zones.yaml", folder: "api", existing: { _ in nil }, fixtureExists: { _ in false }))
        let text2 = try #require(written["api/zones.yaml"])
        #expect(text2.contains("  - headers: [key]\n") && text2.contains("  - [key]\n"), "\(text2)")
        let reread = ContractLoader(files: .memory(written)).load(["api/zones.yaml"])
        #expect(reread.contracts.first?.endpoints.first?.request.credentials == places)
    }

    @Test func examplesBecomeCanonicalFixturesAndTheSummaryCountsThem() throws {
        let plan = try plan("../shared/openapi/api-with-examples.yaml")
        let fixtures = plan.files.filter { $0.path.hasPrefix("api/fixtures/") }
        #expect(
            fixtures.map(\.path) == [
                "api/fixtures/listVersionsv2-success.json", "api/fixtures/listVersionsv2-status300.json",
                "api/fixtures/getVersionDetailsv2-success.json", "api/fixtures/getVersionDetailsv2-status203.json",
            ])
        #expect(plan.fixturesFromExamples == 4 && plan.synthesized == 0 && plan.imported.count == 2)
        let first = try #require(fixtures.first?.text)
        #expect(first.hasPrefix("{\n  \"versions\": [\n    {\n      \"id\": \"v2.0\",\n"))
        #expect(fixtures.allSatisfy { !$0.replaces })
        let contract = try #require(plan.files.first { $0.path == "api/simple-api-overview.yaml" }?.text)
        #expect(contract.contains("      success: { status: 200, fixture: listVersionsv2-success.json }\n"))
        #expect(contract.contains("allow:\n"))
    }

    /// The text example of a response Treaty does not read is a fixture named for its type,
    /// written as the document gives it, that lints clean and verifies: a private address the
    /// document publishes in it is allowed, as in a JSON example.
    @Test func aTextExampleBecomesAFixtureOfItsType() throws {
        let spec = """
            openapi: 3.0.3
            info: { title: Pages, version: 1.0.0 }
            paths:
              /page: { get: { operationId: page, responses: { 200: { description: ok, content: { text/html: { example: "<p>Hi</p>" } } } } } }
              /feed: { get: { operationId: feed, responses: { 200: { description: ok, content: { application/atom+xml: { example: "<feed>\\n<host>10.0.0.5</host>\\n</feed>\\n" } } } } } }
              /export: { get: { operationId: export, responses: { 200: { description: ok, content: { text/csv: { example: "id,contact,note\\r\\n1,jane.doe@gmail.com,**bold**\\r\\n" } } } } } }
            """
        let loaded = ContractLoader(files: .memory(["pages.yaml": spec])).load(["pages.yaml"])
        let contract = try #require(loaded.contracts.first)
        let plan = OpenAPIImport().plan(
            contract, spec: "pages.yaml", folder: "api", existing: { _ in nil }, fixtureExists: { _ in false })
        let disk = written(plan)
        #expect(disk["api/fixtures/page-success.html"] == "<p>Hi</p>")
        #expect(disk["api/fixtures/feed-success.xml"] == "<feed>\n<host>10.0.0.5</host>\n</feed>\n")
        #expect(plan.fixturesFromExamples == 3)
        #expect(disk["api/fixtures/export-success.csv"] == "id,contact,note\r\n1,jane.doe@gmail.com,**bold**\r\n")
        // What the document publishes is allowed by its token, not as the whole text.
        #expect(contract.allowlist == ["10.0.0.5", "jane.doe@gmail.com"])
        let text = try #require(disk["api/pages.yaml"])
        #expect(text.contains("      200: { description: ok, contentType: text/html }\n"), "\(text)")
        #expect(text.contains("      success: { status: 200, fixture: page-success.html }\n"), "\(text)")
        let back = ContractLoader(files: .memory(disk)).load(["api/pages.yaml"])
        #expect(!back.diagnostics.hasErrors, "\(DiagnosticFormat.text.render(back.diagnostics))")
        let reread = try #require(back.contracts.first)
        #expect(FixtureVerifier(files: .memory(disk)).verify(reread).isEmpty)
        #expect(reread.jsonFixtureReferences.isEmpty && reread.fixtureReferences.count == 3)
    }

    @Test func reimportKeepsEditedAndAddedScenariosAndNeverRewritesAFixture() throws {
        let first = written(try plan("../shared/openapi/api-with-examples.yaml"))
        var edited = first
        let path = "api/simple-api-overview.yaml"
        // Both endpoints: their timeout scenario edited, a scenario added (6 imported + 2 added).
        edited[path] = try #require(first[path]).replacing(
            "      timeout: { transport: timedOut }\n",
            with:
                "      timeout: { transport: networkConnectionLost }\n      teapot: { status: 200, body: { version: { id: v0 } } }\n"
        )
        edited["api/fixtures/listVersionsv2-success.json"] = "{\n  \"versions\": []\n}\n"
        let again = try plan("../shared/openapi/api-with-examples.yaml", disk: edited)
        #expect(again.conflicts.isEmpty)
        #expect(again.keptScenarios == 8, "\(again.keptScenarios)")
        #expect(!again.files.contains { $0.path.hasPrefix("api/fixtures/") })
        let disk = written(again, over: edited)
        #expect(disk["api/fixtures/listVersionsv2-success.json"] == "{\n  \"versions\": []\n}\n")
        let text = try #require(disk[path])
        #expect(text.contains("timeout: { transport: networkConnectionLost }"))
        #expect(text.contains("teapot: { status: 200, body: { version: { id: v0 } } }"))
        #expect(ContractLoader(files: .memory(disk)).load([path]).diagnostics.isEmpty)
    }

    @Test func anEndpointThatLeftTheSpecStopsTheImportUnlessPruned() throws {
        let disk = written(try plan("../shared/openapi/petstore.yaml"))
        let narrowed = OpenAPIImport(selection: ImportSelection(operations: ["listPets"]))
        let refused = try plan("../shared/openapi/petstore.yaml", disk: disk, importer: narrowed)
        #expect(refused.conflicts.map(\.endpoint) == ["createPets", "showPetById"])
        let pruned = try plan(
            "../shared/openapi/petstore.yaml", disk: disk,
            importer: OpenAPIImport(selection: ImportSelection(operations: ["listPets"]), prune: true))
        #expect(pruned.conflicts.isEmpty && pruned.dropped.map(\.endpoint) == ["createPets", "showPetById"])
    }

    @Test func filtersSayWhyAnOperationWasSkipped() throws {
        let plan = try plan(
            "../shared/openapi/petstore-expanded.yaml",
            importer: OpenAPIImport(selection: ImportSelection(paths: ["/v2/pets/*"])))
        #expect(plan.imported == ["findPetById", "deletePet"])
        #expect(plan.skipped == ["findPets: path not matching '/v2/pets/*'", "addPet: path not matching '/v2/pets/*'"])
        #expect(
            ImportSelection(paths: ["/v2/**"]).exclusion(
                of: Endpoint(id: "a", method: "GET", path: PathTemplate("/v2/a/b")!, location: clearedLocation)) == nil)
    }

    /// Path globs: `*` within a segment, `**` across them, decided once per position: eight `**`
    /// over a long path that does not match used to try every split (68 s).
    @Test func pathGlobsMatchInLinearSteps() {
        let cases: [(String, String, Bool)] = [
            ("/v2/*", "/v2/pets", true), ("/v2/*", "/v2/pets/1", false), ("/v2/**", "/v2/pets/1", true),
            ("/**/1", "/v2/pets/1", true), ("/*/pets/*", "/v2/pets/1", true), ("/v2/*s", "/v2/pets", true),
            ("/**/**/**/**/**/**/**/**/x", "/" + String(repeating: "a/", count: 200) + "b", false),
            ("/**/**/**/**/**/**/**/**/b", "/" + String(repeating: "a/", count: 200) + "b", true),
        ]
        for (pattern, path, expected) in cases {
            let endpoint = Endpoint(id: "a", method: "GET", path: PathTemplate(path)!, location: clearedLocation)
            #expect((ImportSelection(paths: [pattern]).exclusion(of: endpoint) == nil) == expected, "\(pattern) \(path)")
        }
        let endpoints = [Endpoint(id: "listPets", method: "GET", path: PathTemplate("/pets")!, location: clearedLocation)]
        #expect(ImportSelection(operations: ["listPets", "nope"]).unknownOperations(in: endpoints) == ["nope"])
    }

    /// An import narrowed to some operations writes the schemas they reach, through references
    /// and discriminator mappings; a whole import keeps every schema the document names.
    @Test func aNarrowedImportWritesTheSchemasItsOperationsReach() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            paths:
              /a: { get: { operationId: a, tags: [a], responses: { 200: { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/A" } } } } } } }
              /b: { get: { operationId: b, tags: [b], responses: { 200: { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/B" } } } } } } }
            components:
              schemas:
                A: { type: object, properties: { kind: { type: string }, shared: { $ref: "#/components/schemas/Shared" } }, oneOf: [{ $ref: "#/components/schemas/Branch" }], discriminator: { propertyName: kind, mapping: { x: "#/components/schemas/Mapped" } } }
                B: { type: object }
                Shared: { type: string }
                Branch: { type: object }
                Mapped: { type: object }
                Unused: { type: integer }
            """
        let loaded = ContractLoader(files: .memory(["shop.yaml": document])).load(["shop.yaml"])
        #expect(!loaded.diagnostics.hasErrors, "\(loaded.diagnostics)")
        let contract = try #require(loaded.contracts.first)
        func schemas(_ importer: OpenAPIImport) throws -> [String] {
            let plan = importer.plan(
                contract, spec: "shop.yaml", folder: "api", existing: { _ in nil }, fixtureExists: { _ in false })
            let disk = written(plan)
            let written = try #require(ContractLoader(files: .memory(disk)).load(["api/shop.yaml"]).contracts.first)
            return written.namedSchemas.map(\.name)
        }
        #expect(try schemas(OpenAPIImport(selection: ImportSelection(tags: ["a"]))) == ["A", "Shared", "Branch", "Mapped"])
        #expect(try schemas(OpenAPIImport()) == ["A", "B", "Shared", "Branch", "Mapped", "Unused"])
    }

    /// Pointers that are not named components are decoded in place, so a chain of them nests
    /// deeper in the contract than in the document. Written as read, a chain of 100 passed the
    /// YAML reader's 128 levels and the import wrote a contract lint refused: what nests past 32
    /// levels now moves into a named schema, and the contract means the same.
    @Test func aDeepChainOfPointersIsWrittenAsNamedSchemasWithinTheNestingLimit() throws {
        var document = """
            openapi: 3.0.3
            info: { title: Deep, version: "1" }
            paths:
              /a:
                post:
                  operationId: a
                  requestBody: { content: { application/json: { schema: { $ref: "#/x/s0" } } } }
                  responses: { 200: { description: ok, content: { application/json: { schema: { $ref: "#/x/s0" } } } } }
            x:

            """
        for index in 0..<100 {
            document += "  s\(index): { type: object, properties: { next: { $ref: \"#/x/s\(index + 1)\" } } }\n"
        }
        document += "  s100: { type: string }\n"
        let loaded = ContractLoader(files: .memory(["deep.yaml": document])).load(["deep.yaml"])
        #expect(!loaded.diagnostics.hasErrors, "\(loaded.diagnostics)")
        let contract = try #require(loaded.contracts.first)
        let plan = OpenAPIImport().plan(
            contract, spec: "deep.yaml", folder: "api", existing: { _ in nil }, fixtureExists: { _ in false })
        let disk = written(plan)
        let reread = ContractLoader(files: .memory(disk)).load(["api/deep.yaml"])
        #expect(reread.diagnostics.isEmpty, "\(DiagnosticFormat.text.render(reread.diagnostics))")
        let back = try #require(reread.contracts.first)
        // 100 levels and the string: the body and request body each move three times, at 32 levels.
        #expect(back.namedSchemas.map(\.name) == ["a.nested", "a.nested2", "a.nested3", "a.nested4", "a.nested5", "a.nested6"])
        #expect(plan.omissions.isEmpty, "\(plan.omissions)")
        func inlined(_ shape: Shape) -> Shape {
            shape.mapShapes { shape in
                guard let reference = shape.ref, let target = back.schemaTable[reference] else { return shape }
                return inlined(target)
            }
        }
        let original = try #require(contract.endpoints.first)
        let rewritten = try #require(back.endpoints.first)
        #expect(
            rewritten.responses.first?.body.map(inlined)?.locationsCleared == original.responses.first?.body?.locationsCleared)
        #expect(rewritten.request.body.map(inlined)?.locationsCleared == original.request.body?.locationsCleared)
    }

    @Test func splitByTagSharesOneSchemaLibrary() throws {
        let plan = try plan("../shared/openapi/petstore.yaml", importer: OpenAPIImport(split: .tag, name: "Petstore"))
        #expect(plan.files.map(\.path) == ["api/schemas.yaml", "api/pets.yaml"])
        let disk = written(plan)
        let loaded = ContractLoader(files: .memory(disk)).load(["api/pets.yaml"])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.contracts.first?.name == "PetstorePets")
        #expect(disk["api/pets.yaml"]?.contains("$ref: \"schemas.yaml#/schemas/Pet\"") == true)
    }

    /// A tag named `schemas` used to overwrite the shared library, and `A b` beside `a-b` to share
    /// one file and one contract name; each later one now takes a numbered name instead.
    @Test func splitByTagNeverWritesTwoPartsToOneFile() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            paths:
              /items:
                get:
                  tags: [schemas]
                  operationId: listItems
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Item" } } } } }
              /a:
                get: { tags: [A b], operationId: getA, responses: { "204": { description: none } } }
              /b:
                get: { tags: [a-b], operationId: getB, responses: { "204": { description: none } } }
              /c:
                get: { tags: [Schemas2], operationId: getC, responses: { "204": { description: none } } }
            components:
              schemas:
                Item: { type: object, properties: { id: { type: string } } }

            """
        let loaded = ContractLoader(files: .memory(["shop.yaml": document])).load(["shop.yaml"])
        #expect(!loaded.diagnostics.hasErrors, "\(loaded.diagnostics)")
        let contract = try #require(loaded.contracts.first)
        let plan = OpenAPIImport(split: .tag).plan(
            contract, spec: "shop.yaml", folder: "api", existing: { _ in nil }, fixtureExists: { _ in false })
        #expect(
            plan.files.map(\.path) == [
                "api/schemas.yaml", "api/schemas2.yaml", "api/ab.yaml", "api/ab2.yaml", "api/schemas22.yaml",
            ])
        let disk = written(plan)
        let reread = ContractLoader(files: .memory(disk)).load(["api"])
        #expect(reread.diagnostics.isEmpty, "\(DiagnosticFormat.text.render(reread.diagnostics))")
        #expect(reread.contracts.map(\.name).sorted() == ["", "ShopAB", "ShopAB2", "ShopSchemas2", "ShopSchemas22"])
    }

    @Test func theSameInputWritesTheSameBytes() throws {
        let first = try plan("../shared/openapi/link-example.yaml")
        let second = try plan("../shared/openapi/link-example.yaml")
        #expect(first == second)
    }
}
