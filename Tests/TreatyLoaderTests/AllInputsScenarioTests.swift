import Testing
import TreatyContract
import TreatyLoader

/// A contract written in Treaty's format gets the `allInputs` scenario an OpenAPI document's
/// endpoints get: the first success again, every input given a value, so a client that drops,
/// misspells or mis-encodes an optional input fails it.
@Suite struct AllInputsScenarioTests {
    static let search = """
        endpoints:
          search:
            method: POST
            path: /shelves/{shelfId}/search
            request:
              path: { shelfId: { type: integer, minimum: 1 } }
              query:
                q: { type: string, required: true }
                page: { type: integer, minimum: 1 }
                order: { type: string, enum: [asc, desc] }
              headers:
                X-Trace: { type: string }
                X-Token: { type: string, secret: true }
              body:
                type: object
                required: [title]
                properties:
                  title: { type: string }
                  kind: { type: string, enum: [book, zine] }
                  note: { type: string }
              bodyRequired: false
            responses: { 200: { body: { type: array } }, 404: {} }
            scenarios:
              broken: { status: 200, rawBody: "[", expect: decoding }
              found:
                status: 200
                body: []
                request: { path: { shelfId: 7 }, query: { q: dune, order: asc }, body: { title: Dune } }
              missing: { status: 404, expect: http, request: { path: { shelfId: 404 }, query: { q: nothing } } }

        """

    static func scenarios(_ body: String, addsAllInputs: Bool = true) throws -> [Scenario] {
        var loader = ContractLoader(files: .memory(["contracts/api.yaml": LintHarness.header + body]), root: .folder("."))
        loader.addsAllInputs = addsAllInputs
        let result = loader.load(["contracts/api.yaml"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.contracts.first?.endpoints.first?.scenarios)
    }

    @Test func theFirstSuccessIsCopiedWithEveryInputGiven() throws {
        let scenarios = try Self.scenarios(Self.search)
        #expect(scenarios.map(\.name) == ["broken", "found", "missing", "allInputs"])
        let found = scenarios[1]
        let every = try #require(scenarios.last)
        #expect(every.outcome == found.outcome && every.expect == found.expect && every.location == found.location)
        let input = every.input
        // What the author wrote is kept (the body may speak of it); an enum's first value is not.
        #expect(input.pathParameters == [NamedValue(name: "shelfId", value: 7)])
        #expect(input.query.map(\.name) == ["q", "page", "order"])
        #expect(input.query.first { $0.name == "q" }?.value == "dune")
        #expect(input.query.first { $0.name == "order" }?.value == "desc")
        // A secret's value comes from the client, never from the contract.
        #expect(input.headers.map(\.name) == ["X-Trace"])
        guard case .object(let body) = input.body else { return #expect(Bool(false), "an object body") }
        #expect(body["title"] == "Dune")
        #expect(body["kind"] == "zine", "an enum member gets its second value")
        #expect(body["note"] != nil, "an optional member gets one")
    }

    @Test func addedValuesDifferFromEveryValueTheEndpointsScenariosSend() throws {
        let scenarios = try Self.scenarios(Self.search)
        let every = try #require(scenarios.last)
        let sentElsewhere = Set(
            scenarios.dropLast().flatMap { $0.input.pathParameters + $0.input.query + $0.input.headers }.map(\.value))
        let added = (every.input.query + every.input.headers).filter { !["q", "order"].contains($0.name) }
        #expect(added.count == 2)
        for value in added { #expect(!sentElsewhere.contains(value.value), "\(value.name)") }
        let values = (every.input.pathParameters + every.input.query + every.input.headers).map(\.value)
        #expect(Set(values).count == values.count, "no two inputs share a value: \(values)")
    }

    @Test func aRequiredInputTheAuthorLeftOutIsGivenToo() throws {
        let scenarios = try Self.scenarios(
            """
            endpoints:
              cover:
                method: GET
                path: /books/{bookId}/cover
                request:
                  path: { bookId: { type: integer, minimum: 1, example: 3 } }
                  headers: { Accept: { type: string, const: image/png, required: true } }
                responses: { 200: { contentType: image/png } }
                scenarios:
                  png: { status: 200, rawBody: "PNG" }

            """)
        let every = try #require(scenarios.first { $0.name == "allInputs" })
        #expect(every.input.pathParameters == [NamedValue(name: "bookId", value: 3)], "the example, within its bounds")
        #expect(every.input.headers == [NamedValue(name: "Accept", value: "image/png")])
    }

    @Test func noneWhenAScenarioAlreadySendsEveryInput() throws {
        let scenarios = try Self.scenarios(
            """
            endpoints:
              list:
                method: GET
                path: /items
                request: { query: { page: { type: integer } } }
                responses: { 200: {} }
                scenarios:
                  ok: { status: 200, request: { query: { page: 2 } } }

            """)
        #expect(scenarios.map(\.name) == ["ok"])
    }

    @Test func anAuthorsOwnAllInputsScenarioReplacesTheDerivedOne() throws {
        let scenarios = try Self.scenarios(
            """
            endpoints:
              list:
                method: GET
                path: /items
                request: { query: { page: { type: integer }, tag: { type: string } } }
                responses: { 200: {} }
                scenarios:
                  ok: { status: 200 }
                  allInputs: { status: 200, request: { query: { page: 2 } } }

            """)
        #expect(scenarios.map(\.name) == ["ok", "allInputs"])
        #expect(scenarios[1].input.query == [NamedValue(name: "page", value: 2)])
    }

    @Test func noneWithoutASuccessTheClientDecodes() throws {
        let scenarios = try Self.scenarios(
            """
            endpoints:
              list:
                method: GET
                path: /items
                request: { query: { page: { type: integer } } }
                responses: { 200: {}, 500: {} }
                scenarios:
                  broken: { status: 200, rawBody: "[", expect: decoding }
                  down: { status: 500 }
                  flaky: { status: 200, knownIssue: "the client retries forever (#7)" }

            """)
        #expect(scenarios.map(\.name) == ["broken", "down", "flaky"])
    }

    @Test func aLoadForWritingBackLeavesItOut() throws {
        let scenarios = try Self.scenarios(Self.search, addsAllInputs: false)
        #expect(scenarios.map(\.name) == ["broken", "found", "missing"])
    }

    @Test func findingsOfTheCopiedScenarioAreReportedOnce() {
        let lint = LintHarness(
            endpoints: """
                endpoints:
                  list:
                    method: GET
                    path: /items
                    request: { query: { page: { type: integer }, tag: { type: string } } }
                    responses: { 200: { headers: { Retry-After: { type: integer } }, body: { type: array } } }
                    scenarios:
                      ok: { status: 200, headers: { Retry-After: soon }, body: [] }

                """)
        #expect(lint.result.contracts.first?.endpoints.first?.scenarios.map(\.name) == ["ok", "allInputs"])
        #expect(lint.findings.map { $0.prefix { $0 != "@" } } == ["invalid-scenario-header"], "\(lint.findings)")
    }
}
