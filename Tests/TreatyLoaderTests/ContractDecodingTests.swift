import Testing
import TreatyContract
import TreatyLoader

/// The decoded model: every key of the format lands where it should.
@Suite struct ContractDecodingTests {
    let contract: Contract?

    init() {
        let lint = LintHarness(
            endpoints: """
                baseURL: https://api.sample.example
                fixtures: ../fx
                allow: [sample-token]
                defaults:
                  request:
                    headers:
                      Accept: application/json
                      Authorization: { pattern: "^Bearer ", required: true, secret: true }
                endpoints:
                  update:
                    method: patch
                    path: /v1/items/{id}
                    summary: Update an item
                    maxResponseTime: 800
                    request:
                      path: { id: { type: integer, minimum: 1 } }
                      query: { dryRun: { type: boolean }, ids: { type: array, items: { type: integer }, style: pipeDelimited, explode: false } }
                      headers: { X-Trace: { type: string, required: true } }
                      body: { $ref: "#/schemas/Item" }
                    responses:
                      default: { body: { type: object } }
                      5XX: {}
                      200:
                        headers: { Retry-After: { type: integer, required: true } }
                        body: { $ref: "#/schemas/Item" }
                    scenarios:
                      ok: { status: 200, fixture: item.json, request: { path: { id: 3 }, body: { name: x } } }
                      limited: { status: 429, headers: { Retry-After: "3" }, body: { error: slow } }
                      garbage: { status: 200, rawBody: "{", expect: decoding }
                      slow: { transport: timedOut }
                      retry: { sequence: [limited, ok] }
                    live:
                      - { path: { id: 1 }, query: { dryRun: true }, status: 200 }
                schemas:
                  Item:
                    type: [object, "null"]
                    required: [name]
                    additionalProperties: false
                    properties:
                      name: { type: string, minLength: 1, maxLength: 5, pattern: "^[a-z]+$" }
                      kind: { enum: [a, b], extensible: true }
                      tags: { type: array, items: { type: string }, minItems: 1, maxItems: 3, uniqueItems: true }
                      score: { type: number, minimum: 0, exclusiveMaximum: 10, multipleOf: 0.5 }
                      when: { type: string, format: date-time, nullable: true }
                      either: { oneOf: [{ type: string }, { type: integer }], not: { const: 0 } }
                """, extraFiles: ["fx/item.json": "{}"])
        #expect(lint.findings == [])
        contract = lint.result.contracts.first
    }

    @Test func topLevel() throws {
        let contract = try #require(contract)
        #expect(contract.name == "Sample")
        #expect(contract.version == "1.0")
        #expect(contract.baseURL == "https://api.sample.example")
        #expect(contract.fixtureDirectory == "fx")
        #expect(contract.allowlist == ["sample-token"])
        #expect(contract.defaultHeaders.map(\.name) == ["Accept", "Authorization"])
        #expect(contract.defaultHeaders[0].shape.constValue == "application/json")
        #expect(contract.defaultHeaders[1].secret && contract.defaultHeaders[1].required)
    }

    @Test func endpointAndRequest() throws {
        let endpoint = try #require(contract?.endpoint("update"))
        #expect(endpoint.method == "PATCH")
        #expect(endpoint.path.parameterNames == ["id"])
        #expect(endpoint.maxResponseTime == 800)
        #expect(endpoint.request.pathParameters.first?.required == true)
        #expect(endpoint.request.query.first?.required == false)
        #expect(endpoint.request.query.first?.style == nil && endpoint.request.query.first?.explode == nil)
        #expect(endpoint.request.query.last?.style == .pipeDelimited && endpoint.request.query.last?.explode == false)
        #expect(endpoint.request.query.last?.shape.types == [.array], "style and explode are no shape keywords")
        #expect(endpoint.request.headers.first?.required == true)
        #expect(endpoint.request.body?.ref == SchemaReference(file: "contracts/api.yaml", name: "Item"))
        #expect(endpoint.request.contentType == "application/json")
        #expect(endpoint.responses.map(\.status) == [.code(200), .range(5), .default])
        #expect(endpoint.response(for: 503)?.status == .range(5))
        #expect(endpoint.response(for: 404)?.status == .default)
        #expect(endpoint.responses[0].headers.first?.shape.types == [.integer])
    }

    @Test func scenarios() throws {
        let endpoint = try #require(contract?.endpoint("update"))
        let byName = Dictionary(uniqueKeysWithValues: endpoint.scenarios.map { ($0.name, $0) })
        #expect(
            byName["ok"]?.outcome
                == .response(StubResponse(status: 200, body: .fixture(FixtureReference(name: "item.json", path: "fx/item.json"))))
        )
        #expect(byName["ok"]?.input.pathParameters == [NamedValue(name: "id", value: 3)])
        #expect(byName["ok"]?.expect == .success)
        #expect(byName["limited"]?.expect == .http)
        #expect(
            byName["limited"]?.outcome
                == .response(
                    StubResponse(
                        status: 429, headers: [HeaderField(name: "Retry-After", value: "3")], body: .inline(["error": "slow"]))))
        #expect(byName["garbage"]?.expect == .decoding)
        #expect(byName["slow"]?.outcome == .transport(TransportFailure(code: "timedOut")))
        #expect(byName["slow"]?.expect == .transport)
        #expect(byName["retry"]?.outcome == .sequence(["limited", "ok"]))
        #expect(endpoint.live.first?.expectedStatus == 200)
        #expect(endpoint.live.first?.input.query == [NamedValue(name: "dryRun", value: true)])
    }

    @Test func shapeKeywords() throws {
        let item = try #require(contract?.namedSchemas.first?.shape)
        #expect(item.types == [.object, .null])
        #expect(item.required == ["name"])
        #expect(item.additionalProperties == .forbidden)
        let name = try #require(item.property("name"))
        #expect(name.minLength == 1 && name.maxLength == 5 && name.pattern == "^[a-z]+$")
        let kind = try #require(item.property("kind"))
        #expect(kind.enumValues == ["a", "b"] && kind.extensible)
        let tags = try #require(item.property("tags"))
        #expect(tags.items?.types == [.string] && tags.minItems == 1 && tags.maxItems == 3 && tags.uniqueItems)
        let score = try #require(item.property("score"))
        #expect(score.minimum == JSONNumber(0) && score.exclusiveMaximum == JSONNumber(10))
        #expect(score.multipleOf == JSONNumber(text: "0.5"))
        let when = try #require(item.property("when"))
        #expect(when.format == "date-time" && when.nullable)
        let either = try #require(item.property("either"))
        #expect(either.oneOf.count == 2 && either.not?.constValue == 0)
        #expect(name.location.line > item.location.line)
    }
}
