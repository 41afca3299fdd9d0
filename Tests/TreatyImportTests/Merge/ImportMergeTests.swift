import Testing
import TreatyContract
import TreatyImport
import TreatyLoader

/// Re-importing keeps every scenario a person wrote and takes shapes from the spec.
@Suite struct ImportMergeTests {
    /// The contract an earlier import wrote, then edited by hand.
    static let existingYAML = """
        treaty: 1
        name: Shop
        version: 1.0.0
        stubHost: shop.test.invalid
        fixtures: ../Fixtures/shop
        allow: [sample-token]
        endpoints:
          listItems:
            method: GET
            path: /items
            maxResponseTime: 500
            responses: { 200: { body: { type: array } }, 500: {} }
            scenarios:
              ok: { status: 200, fixture: items-edited.json }
              serverError: { status: 500, body: { error: boom } }
            live:
              - query: { page: 2 }
          deleteItem:
            method: DELETE
            path: /items/{id}
            request: { path: { id: { type: integer } } }
            responses: { 204: {} }
            scenarios:
              deleted: { status: 204, request: { path: { id: 1 } } }
          ping:
            method: GET
            path: /ping
            responses: { 200: {} }
        """

    /// What the importer makes of the changed spec (read from the spec's own path).
    static let importedYAML = """
        treaty: 1
        name: ShopAPI
        version: 2.0.0
        stubHost: api.test.invalid
        endpoints:
          listItems:
            method: GET
            path: /items
            request: { query: { page: { type: integer, minimum: 1 } } }
            responses: { 200: { body: { type: array, items: { $ref: "#/schemas/Item" } } } }
            scenarios:
              ok: { status: 200, fixture: listItems-ok.json }
              empty: { status: 200, body: [] }
            live:
              - {}
          getItem:
            method: GET
            path: /items/{id}
            request: { path: { id: { type: integer } } }
            responses: { 200: { body: { $ref: "#/schemas/Item" } } }
            scenarios:
              found: { status: 200, fixture: getItem-found.json, request: { path: { id: 1 } } }
            live:
              - path: { id: 1 }
        schemas:
          Item: { type: object, required: [id], properties: { id: { type: integer } } }
        """

    /// Read as `treaty import` reads a contract it merges into: without the derived `allInputs`.
    static func load(_ path: String, _ yaml: String) throws -> Contract {
        var loader = ContractLoader(files: .memory([path: yaml]), root: .folder("."))
        loader.addsAllInputs = false
        return try #require(loader.load([path]).contracts.first)
    }

    static func merge(prune: Bool = false) throws -> ImportMerge.Result {
        let existing = try load("contracts/shop.yaml", existingYAML)
        let imported = try load("specs/shop.yaml", importedYAML)
        return ImportMerge(prune: prune).merge(existing: existing, imported: imported)
    }

    @Test func keepsExistingScenariosAndAddsNewOnes() throws {
        let result = try Self.merge()
        #expect(result.kept.map(\.description) == ["listItems.ok", "listItems.serverError"])
        #expect(result.added.map(\.description) == ["listItems.empty", "getItem.found"])
        #expect(result.skipped.map(\.description) == ["listItems.ok"])
        #expect(result.fixtureNames == ["items-edited.json", "getItem-found.json"])
        #expect(result.removed == ["ping"])
    }

    @Test func mergedContractIsWrittenWithSpecShapesAndPersonalEdits() throws {
        let result = try Self.merge(prune: true)
        let text = ContractYAMLWriter().write(result.contract).text
        #expect(
            text == """
                treaty: 1
                name: Shop
                version: "2.0.0"
                stubHost: shop.test.invalid
                fixtures: ../Fixtures/shop

                endpoints:
                  listItems:
                    method: GET
                    path: /items
                    maxResponseTime: 500
                    request:
                      query:
                        page: { type: integer, minimum: 1 }
                    responses:
                      200: { body: { type: array, items: { $ref: "#/schemas/Item" } } }
                    scenarios:
                      ok: { status: 200, fixture: items-edited.json }
                      serverError: { status: 500, body: { error: boom } }
                      empty: { status: 200, body: [] }
                    live:
                      - query: { page: 2 }

                  getItem:
                    method: GET
                    path: /items/{id}
                    request:
                      path:
                        id: { type: integer }
                    responses:
                      200: { body: { $ref: "#/schemas/Item" } }
                    scenarios:
                      found: { status: 200, fixture: getItem-found.json, request: { path: { id: 1 } } }
                    live:
                      - path: { id: 1 }

                schemas:
                  Item:
                    type: object
                    required: [id]
                    properties:
                      id: { type: integer }

                allow: [sample-token]

                """)
        let added = try #require(result.contract.endpoint("getItem")?.scenario("found"))
        guard case .response(let response) = added.outcome, case .fixture(let fixture) = response.body else {
            Issue.record("expected a fixture body")
            return
        }
        #expect(fixture.path == "Fixtures/shop/getItem-found.json")
    }

    @Test func vanishedEndpointWithScenariosIsAConflict() throws {
        let result = try Self.merge()
        #expect(result.conflicts == [ImportMerge.VanishedEndpoint(endpoint: "deleteItem", scenarios: ["deleted"])])
        #expect(result.dropped.isEmpty)
        #expect(result.contract.endpoints.map(\.id) == ["listItems", "getItem", "deleteItem"])
    }

    @Test func pruneDropsVanishedEndpoints() throws {
        let result = try Self.merge(prune: true)
        #expect(result.conflicts.isEmpty)
        #expect(result.dropped.map(\.description) == ["deleteItem (deleted)"])
        #expect(result.contract.endpoints.map(\.id) == ["listItems", "getItem"])
    }

    @Test func reimportingTheSameSpecChangesNothing() throws {
        let imported = try Self.load("specs/shop.yaml", Self.importedYAML)
        let first = ImportMerge().merge(existing: imported.relocated(to: "contracts/shop.yaml"), imported: imported)
        let second = ImportMerge().merge(existing: first.contract, imported: imported)
        #expect(second.contract == first.contract)
        #expect(second.added.isEmpty && second.conflicts.isEmpty)
        #expect(second.kept.map(\.description) == ["listItems.ok", "listItems.empty", "getItem.found"])
    }
}
