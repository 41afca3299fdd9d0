import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// Contracts the live tests check against, loaded through the real loader from memory.
enum TestContracts {
    /// Loads `yaml` as `loopback.yaml`, failing the test on any lint error.
    static func load(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Contract {
        let result = ContractLoader(files: .memory(["loopback.yaml": yaml])).load(["loopback.yaml"])
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))", sourceLocation: sourceLocation)
        return try #require(result.contracts.first, sourceLocation: sourceLocation)
    }

    /// One endpoint, `GET /items/{id}`, returning an `Item` with a required `X-Request-Id` header.
    static let items = """
        treaty: 1
        name: Loopback
        version: 1.0.0
        stubHost: loopback.test.invalid
        defaults:
          request:
            headers:
              Authorization: { pattern: "^Bearer ", secret: true }
        endpoints:
          getItem:
            method: GET
            path: /items/{id}
            request:
              path: { id: { type: integer, example: 7 } }
              query: { token: { type: string } }
            responses:
              200:
                headers: { X-Request-Id: { type: string, required: true } }
                body: { $ref: "#/schemas/Item" }
              404: { body: { type: object } }
            live:
              - path: { id: 1 }
          createItem:
            method: POST
            path: /items
            request:
              body: { $ref: "#/schemas/Item" }
            responses:
              201: { body: { $ref: "#/schemas/Item" } }
            live:
              - body: { id: 1, name: a, status: open }
        schemas:
          Item:
            type: object
            required: [id, name, status]
            properties:
              id: { type: integer }
              name: { type: string }
              status: { enum: [open, closed] }
              tags: { type: array, items: { type: string } }

        """

    static let goodItem = #"{"id": 1, "name": "first", "status": "open", "tags": ["a"]}"#
}
