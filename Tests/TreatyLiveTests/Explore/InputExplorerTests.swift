import Testing
import TreatyContract
import TreatyLive

@Suite struct InputExplorerTests {
    static let yaml = """
        treaty: 1
        name: Explore
        version: 1.0.0
        stubHost: explore.test.invalid
        endpoints:
          list:
            method: GET
            path: /items/{id}
            request:
              path: { id: { type: integer, example: 7 } }
              query:
                status: { enum: [open, closed, Übung] }
                page: { type: integer, minimum: 1, maximum: 50 }
                since: { type: string, format: date }
                q: { type: string, maxLength: 8 }
            responses:
              200: { body: { type: array } }
            live:
              - query: { status: open }
          create:
            method: POST
            path: /items
            responses:
              201: { body: { type: object } }
            live:
              - body: {}

        """

    @Test func variantsComeFromTheShapesAndAreValid() throws {
        let contract = try TestContracts.load(InputExplorerTests.yaml)
        let endpoint = try #require(contract.endpoint("list"))
        let samples = InputExplorer(count: 100, seed: 1).samples(for: endpoint, in: contract)
        let queries = Set(
            samples.map {
                $0.input.query.map { "\($0.name)=\(JSONWriter.compact.write($0.value))" }.sorted().joined(separator: "&")
            })
        #expect(queries.contains("status=\"Übung\""))
        #expect(queries.contains("page=1&status=\"open\"") && queries.contains("page=50&status=\"open\""))
        #expect(queries.contains("since=\"2024-02-29\"&status=\"open\""))
        #expect(queries.contains(""), "the optional 'status' left out")
        #expect(!queries.contains { $0.contains("page=0") || $0.contains("page=1000000") }, "out of bounds values are not sent")
        #expect(!queries.contains { $0.contains("q=\"zzzzzzzzz") }, "longer than maxLength is not sent")
        #expect(samples.allSatisfy { $0.input.pathParameters.map(\.name) == ["id"] })
    }

    @Test func theSameSeedSendsTheSameRequestsAndUnsafeMethodsAreLeftAlone() throws {
        let contract = try TestContracts.load(InputExplorerTests.yaml)
        let endpoint = try #require(contract.endpoint("list"))
        let first = InputExplorer(count: 5, seed: 42).samples(for: endpoint, in: contract)
        #expect(first.count == 5)
        #expect(first == InputExplorer(count: 5, seed: 42).samples(for: endpoint, in: contract))
        #expect(first != InputExplorer(count: 5, seed: 43).samples(for: endpoint, in: contract))
        #expect(InputExplorer(count: 5).samples(for: try #require(contract.endpoint("create")), in: contract).isEmpty)
    }

    /// `minLength: 1000000000` once made the explorer build billion-character strings until the
    /// process was killed. Values stay within a URL's size, and the parameter the contract asks
    /// too much of is named, with its place, in the run's notes.
    @Test func aMinLengthPastTheURLCapIsLeftOutWithALocatedNote() throws {
        let yaml = """
            treaty: 1
            name: Explore
            version: 1.0.0
            stubHost: explore.test.invalid
            endpoints:
              search:
                method: GET
                path: /search
                request:
                  query:
                    q: { type: string, minLength: 1000000000 }
                    tag: { type: string, minLength: 2048 }
                responses:
                  200: { body: { type: array } }
                live:
                  - {}

            """
        let contract = try TestContracts.load(yaml)
        let endpoint = try #require(contract.endpoint("search"))
        let samples = InputExplorer(count: 100).samples(for: endpoint, in: contract)
        let values = samples.flatMap(\.input.query).compactMap { named -> String? in
            if case .string(let text) = named.value { text } else { nil }
        }
        #expect(!values.isEmpty && values.allSatisfy { $0.count <= 2_048 })
        #expect(!samples.contains { $0.input.query.contains { $0.name == "q" } })
        #expect(
            InputExplorer(count: 100).notes(for: endpoint, in: contract) == [
                "GET search: query parameter 'q' was not explored: its minLength 1000000000 is longer than the 2048 characters an explored URL value may have (loopback.yaml:11:9)"
            ])
        #expect(InputExplorer(count: 0).notes(for: endpoint, in: contract).isEmpty)
    }
}
