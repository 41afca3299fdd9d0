import Foundation
import TreatyContract
@_spi(Benchmarks) import TreatyLoader
import TreatyYAML

/// Loading a generated 1,000-operation OpenAPI document (front end, `$ref`s, lint, examples
/// checked, bodies synthesized) against libyaml's bare event scan of the same bytes, and each
/// stage of the import as the part of it that ends there, which shows where the time goes.
enum OpenAPIBench {
    static func run() {
        let text = document(operations: 1000)
        let bytes = Array(text.utf8)
        let source = FileSource.memory(["openapi.yaml": text])
        var result: ContractLoader.Result?
        func loader(_ lastStage: ContractLoader.LoadStage) -> ContractLoader {
            var loader = ContractLoader(files: source)
            loader.lastStage = lastStage
            return loader
        }
        let times = Measure.interleavedBest(
            rounds: 7,
            [
                { _ = YAMLEventScan.count(bytes) },
                { result = ContractLoader(files: source).load(["openapi.yaml"]) },
                { _ = try? YAMLReader(parsesAhead: true).read(bytes) },
                { _ = loader(.decoded).load(["openapi.yaml"]) },
                { _ = loader(.scenariosBuilt).load(["openapi.yaml"]) },
            ])
        let (scan, load, tree, decoded, scenarios) = (times[0], times[1], times[2], times[3], times[4])
        let contract = result?.contracts.first
        let megabytes = Double(bytes.count) / 1_048_576
        print(
            "openapi: \(contract?.endpoints.count ?? 0) operations in one document (\(String(format: "%.1f", megabytes)) MB), "
                + "\(contract?.endpoints.reduce(0) { $0 + $1.scenarios.count } ?? 0) scenarios, "
                + "\(result?.diagnostics.count ?? 0) diagnostics")
        print("  (best of 7 interleaved rounds)")
        print("  libyaml event scan      \(Measure.milliseconds(scan))   (floor)")
        print("  YAML tree, parsed ahead \(Measure.milliseconds(tree))   \(Measure.ratio(tree, scan)) the scan")
        print("  import up to the model  \(Measure.milliseconds(decoded))   \(Measure.ratio(decoded, scan)) the scan")
        print("  … and its scenarios     \(Measure.milliseconds(scenarios))   \(Measure.ratio(scenarios, scan)) the scan")
        let ratio = Measure.ratio(load, scan)
        print("  OpenAPI import          \(Measure.milliseconds(load))   \(ratio) the scan   goal ≤ 2×")
        // What the stages after the model cost, added to the tree alone: the import with its
        // decoding free, which is the floor the goal runs into (docs/benchmarks.md).
        let floor = tree + max(0, load - decoded)
        print("  the tree + what follows the model \(Measure.milliseconds(floor))   \(Measure.ratio(floor, scan)) the scan")
        let large = document(operations: 5000)
        let largeSource = FileSource.memory(["openapi.yaml": large])
        let seconds = Measure.median(runs: 3) { _ = ContractLoader(files: largeSource).load(["openapi.yaml"]) }
        let size = String(format: "%.1f", Double(large.utf8.count) / 1_048_576)
        print("  5,000 operations (\(size) MB): \(String(format: "%.2f", seconds)) s (median of 3)   goal < 2 s for 3 MB")
    }

    /// `treaty-bench --ratio FILE...`: each real document's import against libyaml's scan of the
    /// same bytes (best of 7 interleaved rounds), the file read once beforehand.
    static func ratios(_ paths: [String]) {
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                print("\(path): unreadable")
                continue
            }
            let bytes = Array(text.utf8)
            let name = (path as NSString).lastPathComponent
            let source = FileSource.memory([name: text])
            var endpoints = 0
            let times = Measure.interleavedBest(
                rounds: 7,
                [
                    { _ = YAMLEventScan.count(bytes) },
                    { endpoints = ContractLoader(files: source).load([name]).contracts.first?.endpoints.count ?? 0 },
                ])
            let megabytes = String(format: "%.1f", Double(bytes.count) / 1_048_576)
            print(
                "\(name) (\(megabytes) MB, \(endpoints) operations): scan \(Measure.milliseconds(times[0])), "
                    + "import \(Measure.milliseconds(times[1])), \(Measure.ratio(times[1], times[0])) the scan")
        }
    }

    /// A realistic document: CRUD operations on 250 resources, each with parameters, a shared
    /// error response, examples, and schemas that reference each other.
    static func document(operations: Int) -> String {
        let resources = max(1, operations / 4)
        var paths = ""
        var schemas = ""
        for index in 0..<resources {
            let name = "Thing\(index)"
            paths += """
                  /things\(index):
                    get:
                      operationId: list\(name)
                      tags: [things\(index % 10)]
                      parameters:
                        - { $ref: "#/components/parameters/Page" }
                        - { name: filter, in: query, description: A filter expression, schema: { type: string, maxLength: 200 } }
                      responses:
                        "200":
                          description: One page of things
                          headers:
                            X-Total: { description: How many there are, schema: { type: integer, minimum: 0 } }
                          content:
                            application/json:
                              schema: { type: array, items: { $ref: "#/components/schemas/\(name)" } }
                              example: [{ id: 1, name: first, state: active, owner: { id: 7, email: owner@example.com } }]
                        "429": { $ref: "#/components/responses/RateLimited" }
                        default: { $ref: "#/components/responses/Problem" }
                    post:
                      operationId: create\(name)
                      requestBody:
                        required: true
                        content: { application/json: { schema: { $ref: "#/components/schemas/\(name)" } } }
                      responses:
                        "201": { description: Created, content: { application/json: { schema: { $ref: "#/components/schemas/\(name)" } } } }
                        "400": { $ref: "#/components/responses/Problem" }
                  /things\(index)/{thingId}:
                    parameters:
                      - { name: thingId, in: path, required: true, schema: { type: integer, minimum: 1 }, example: 1 }
                    get:
                      operationId: get\(name)
                      responses:
                        "200": { description: The thing, content: { application/json: { schema: { $ref: "#/components/schemas/\(name)" } } } }
                        "404": { $ref: "#/components/responses/Problem" }
                    delete:
                      operationId: delete\(name)
                      responses:
                        "204": { description: Deleted }
                        "404": { $ref: "#/components/responses/Problem" }

                """
            schemas += """
                    \(name):
                      type: object
                      description: Thing number \(index), with an owner and a state
                      required: [id, name, state]
                      properties:
                        id: { type: integer, format: int64, minimum: 1, readOnly: true }
                        name: { type: string, minLength: 1, maxLength: 100 }
                        state: { type: string, enum: [active, archived, deleted] }
                        createdAt: { type: string, format: date-time, readOnly: true }
                        tags: { type: array, items: { type: string }, maxItems: 20 }
                        owner: { $ref: "#/components/schemas/User" }
                        parent: { allOf: [{ $ref: "#/components/schemas/\(name)" }], nullable: true }

                """
        }
        return """
            openapi: 3.0.3
            info: { title: Bench API, version: 1.0.0 }
            servers: [{ url: "https://api.example.com/v1" }]
            security: [{ bearer: [] }]
            paths:
            \(paths)
            components:
              securitySchemes:
                bearer: { type: http, scheme: bearer }
              parameters:
                Page: { name: page, in: query, schema: { type: integer, minimum: 1, default: 1 } }
              responses:
                Problem:
                  description: A problem
                  content: { application/problem+json: { schema: { $ref: "#/components/schemas/Problem" } } }
                RateLimited:
                  description: Slow down
                  headers: { Retry-After: { required: true, schema: { type: integer, minimum: 0 } } }
                  content: { application/problem+json: { schema: { $ref: "#/components/schemas/Problem" } } }
              schemas:
                Problem:
                  type: object
                  required: [type, title]
                  properties: { type: { type: string, format: uri }, title: { type: string }, status: { type: integer } }
                User:
                  type: object
                  required: [id]
                  properties: { id: { type: integer }, email: { type: string, format: email } }
            \(schemas)
            """
    }
}
