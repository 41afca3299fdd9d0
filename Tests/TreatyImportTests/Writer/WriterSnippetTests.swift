import Testing
import TreatyContract
import TreatyImport
import TreatyLoader

/// Small contracts in, whole Treaty YAML out.
@Suite struct WriterSnippetTests {
    /// Loads `yaml` as `contracts/shop.yaml` (plus `files`) and writes it back.
    func write(
        _ yaml: String, comments: [String] = [], files: [String: String] = [:]
    ) throws -> ContractYAMLWriter.Output {
        var all = files
        all["contracts/shop.yaml"] = yaml
        // Read as `treaty import` reads what it writes back: without the derived `allInputs`.
        var loader = ContractLoader(files: .memory(all))
        loader.addsAllInputs = false
        let result = loader.load(["contracts/shop.yaml"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let contract = try #require(result.contracts.first)
        return ContractYAMLWriter(headerComments: comments).write(contract)
    }

    @Test func smallContractIsWrittenWhole() throws {
        let output = try write(
            """
            treaty: 1
            name: Shop
            version: 1.2.0
            stubHost: shop.test.invalid
            defaults:
              request:
                headers:
                  Accept: application/json
                  Authorization: "Bearer ${SHOP_TOKEN}"
                  X-Tenant: { type: string, secret: true, example: "${TENANT}" }
            endpoints:
              listItems:
                method: get
                path: /items
                request:
                  query:
                    page: { type: integer, minimum: 1, example: 1 }
                    tag: { type: string, required: true, enum: [new, "on", "true"] }
                responses:
                  200:
                    headers: { Retry-After: { type: integer } }
                    body: { type: array, items: { $ref: "#/schemas/Item" } }
                  4xx: { body: { $ref: "common.yaml#/schemas/Error" } }
                  default: { description: "Anything else: an error.", contentType: text/plain }
                scenarios:
                  ok: { status: 200, body: [{ id: 1, name: "a, b" }], request: { query: { page: 1, tag: new } } }
                  broken: { status: 200, rawBody: "[{", expect: decoding }
                  busy: { status: 503, headers: { Retry-After: "3" }, expect: http }
                  retried: { sequence: [busy, ok] }
                  down: { transport: timedOut, expect: transport }
                live:
                  - query: { page: 1 }
                    headers: { X-Tenant: "${TENANT}" }
                  - status: 400
                    query: { page: 0 }
            schemas:
              Item:
                type: object
                required: [id]
                additionalProperties: false
                properties:
                  id: { type: integer, minimum: 1 }
                  name: { type: [string, "null"], maxLength: 80, description: "Shown as: name" }
                  price: { type: number, exclusiveMinimum: 0, multipleOf: 0.01 }
            """,
            comments: ["Imported by treaty import from openapi.yaml"],
            files: ["contracts/common.yaml": "treaty: 1\nschemas:\n  Error: { type: object }\n"])
        #expect(output.omissions.isEmpty)
        #expect(
            output.text == """
                # Imported by treaty import from openapi.yaml
                treaty: 1
                name: Shop
                version: "1.2.0"
                stubHost: shop.test.invalid

                defaults:
                  request:
                    headers:
                      Accept: application/json
                      Authorization: Bearer ${SHOP_TOKEN}
                      X-Tenant: { type: string, secret: true, example: "${TENANT}" }

                endpoints:
                  listItems:
                    method: GET
                    path: /items
                    request:
                      query:
                        page: { type: integer, minimum: 1, example: 1 }
                        tag: { type: string, enum: [new, "on", "true"], required: true }
                    responses:
                      200:
                        headers:
                          Retry-After: { type: integer }
                        body: { type: array, items: { $ref: "#/schemas/Item" } }
                      4XX: { body: { $ref: "common.yaml#/schemas/Error" } }
                      default: { description: "Anything else: an error.", contentType: text/plain }
                    scenarios:
                      ok:
                        status: 200
                        body: [{ id: 1, name: "a, b" }]
                        request: { query: { page: 1, tag: new } }
                      broken: { status: 200, rawBody: "[{", expect: decoding }
                      busy: { status: 503, headers: { Retry-After: "3" } }
                      retried: { sequence: [busy, ok] }
                      down: { transport: timedOut }
                    live:
                      - query: { page: 1 }
                        headers: { X-Tenant: "${TENANT}" }
                      - query: { page: 0 }
                        status: 400

                schemas:
                  Item:
                    type: object
                    required: [id]
                    additionalProperties: false
                    properties:
                      id: { type: integer, minimum: 1 }
                      name: { type: [string, "null"], description: "Shown as: name", maxLength: 80 }
                      price: { type: number, exclusiveMinimum: 0, multipleOf: 0.01 }

                """)
    }

    @Test func schemaLibraryHasNoEndpoints() throws {
        let output = try write(
            """
            treaty: 1
            description: Shared shapes.
            schemas:
              Error: { type: object, required: [error], properties: { error: { type: string } } }
              Anything: true
              Never: { not: {} }
            allow: [sample-token-123, "ghp_#fake"]
            """)
        #expect(
            output.text == """
                treaty: 1
                description: Shared shapes.

                schemas:
                  Error:
                    type: object
                    required: [error]
                    properties:
                      error: { type: string }
                  Anything: true
                  Never: { not: {} }

                allow: [sample-token-123, "ghp_#fake"]

                """)
    }

    @Test func longShapesGoToBlockStyle() throws {
        let output = try write(
            """
            treaty: 1
            schemas:
              Code: { type: string, pattern: "^[A-Z]{3}-[0-9]{4}$", minLength: 8, maxLength: 8, description: A product code }
              Codes: { type: array, items: { $ref: "#/schemas/Code" }, minItems: 1, maxItems: 50, uniqueItems: true }
              Few: { type: array, items: { $ref: "#/schemas/Code" }, maxItems: 3 }
            """)
        #expect(
            output.text == """
                treaty: 1

                schemas:
                  Code:
                    type: string
                    description: A product code
                    pattern: ^[A-Z]{3}-[0-9]{4}$
                    minLength: 8
                    maxLength: 8
                  Codes:
                    type: array
                    minItems: 1
                    maxItems: 50
                    uniqueItems: true
                    items: { $ref: "#/schemas/Code" }
                  Few: { type: array, maxItems: 3, items: { $ref: "#/schemas/Code" } }

                """)
    }
}
