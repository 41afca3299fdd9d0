import Foundation
import TreatyContract
import TreatyLoader
import TreatyYAML

/// Loading 1,000 endpoints (10 files × 100) against libyaml's bare event scan of the same bytes.
enum LoaderBench {
    static func run() {
        let files = (0..<10).map { index in ("contracts/api\(index).yaml", contract(index: index, endpoints: 100)) }
        let source = FileSource.memory(Dictionary(uniqueKeysWithValues: files))
        let bytes = files.map { Array($0.1.utf8) }
        let megabytes = Double(bytes.reduce(0) { $0 + $1.count }) / 1_048_576

        var diagnostics = 0
        let times = Measure.interleavedBest([
            { for file in bytes { _ = YAMLEventScan.count(file) } },
            { for file in bytes { _ = try? YAMLReader().read(file) } },
            { diagnostics = ContractLoader(files: source).load(["contracts"]).diagnostics.count },
        ])
        let (scan, tree, load) = (times[0], times[1], times[2])
        print("loader: 1,000 endpoints in 10 files (\(String(format: "%.1f", megabytes)) MB), \(diagnostics) diagnostics")
        print("  (best of 15 interleaved rounds)")
        print("  libyaml event scan      \(Measure.milliseconds(scan))   (floor)")
        print("  YAML node tree          \(Measure.milliseconds(tree))   \(Measure.ratio(tree, scan)) the scan")
        print("  load + resolve + lint   \(Measure.milliseconds(load))   \(Measure.ratio(load, scan)) the scan   goal ≤ 2×")
    }

    /// A realistic contract file: CRUD-like endpoints with parameters, responses, scenarios and schemas.
    /// With `sharedFixtures`, the scenarios' bodies are fixture files in `../Fixtures`, the same
    /// three for every endpoint (``sharedFixtureFiles``), as real contracts share one
    /// `error-not-found.json` for every 404.
    static func contract(index: Int, endpoints: Int, sharedFixtures: Bool = false) -> String {
        var text = """
            treaty: 1
            name: Bench\(index)
            version: 1.0.0
            stubHost: api.bench\(index).test.invalid

            """
        if sharedFixtures { text += "fixtures: ../Fixtures\n" }
        text += """
            defaults:
              request:
                headers:
                  Accept: application/json
                  Authorization: { pattern: "^Bearer ", required: true, secret: true }
            endpoints:

            """
        for number in 0..<endpoints {
            let bodies =
                sharedFixtures
                ? (
                    success: "fixture: thing-success.json", notFound: "fixture: error-not-found.json",
                    rateLimited: "fixture: error-rate-limited.json"
                )
                : (
                    success: "body: { id: \(number), name: thing, tags: [a, b] }",
                    notFound: "body: { error: not_found, message: gone }",
                    rateLimited: "body: { error: slow, message: wait }"
                )
            text += """
                  get\(number):
                    method: GET
                    path: /v1/things\(number)/{thingId}
                    summary: Read thing \(number)
                    request:
                      path:
                        thingId: { type: integer, minimum: 1 }
                      query:
                        expand: { type: string, enum: [owner, tags] }
                    responses:
                      200:
                        headers:
                          Content-Type: { pattern: "^application/json" }
                        body: { $ref: "#/schemas/Thing" }
                      404: { body: { $ref: "#/schemas/Error" } }
                      429:
                        headers:
                          Retry-After: { type: integer, required: true }
                        body: { $ref: "#/schemas/Error" }
                    scenarios:
                      success: { status: 200, \(bodies.success), request: { path: { thingId: 1 } } }
                      notFound: { status: 404, \(bodies.notFound), request: { path: { thingId: 2 } } }
                      rateLimited: { status: 429, headers: { Retry-After: "3" }, \(bodies.rateLimited) }
                      timeout: { transport: timedOut }
                    live:
                      - path: { thingId: 1 }

                """
        }
        text += """
            schemas:
              Thing:
                type: object
                required: [id, name]
                properties:
                  id: { type: integer }
                  name: { type: string, minLength: 1 }
                  tags: { type: array, items: { type: string } }
                  createdAt: { type: string, format: date-time }
              Error:
                type: object
                required: [error, message]
                properties:
                  error: { type: string }
                  message: { type: string }

            """
        return text
    }

    /// The fixture files of ``contract(index:endpoints:sharedFixtures:)``, by name.
    static let sharedFixtureFiles = [
        "thing-success.json": "{\n  \"id\": 1,\n  \"name\": \"thing\",\n  \"tags\": [\"a\", \"b\"]\n}\n",
        "error-not-found.json": "{\n  \"error\": \"not_found\",\n  \"message\": \"gone\"\n}\n",
        "error-rate-limited.json": "{\n  \"error\": \"slow\",\n  \"message\": \"wait\"\n}\n",
    ]

    /// Writes a project of `count` contracts of 100 endpoints whose scenarios share the fixtures
    /// of ``sharedFixtureFiles``: `DIR/treaty.yaml` (the project root), `DIR/contracts/api<N>.yaml`
    /// and `DIR/Fixtures/*.json`.
    static func writeSharedFixtureProject(to folder: String, count: Int = 10) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/contracts", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: folder + "/Fixtures", withIntermediateDirectories: true)
        try Data("# the project root of the shared-fixtures bench\n".utf8).write(
            to: URL(fileURLWithPath: folder + "/treaty.yaml"))
        for (name, text) in sharedFixtureFiles {
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/Fixtures/\(name)"))
        }
        for index in 0..<count {
            let text = contract(index: index, endpoints: 100, sharedFixtures: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/contracts/api\(index).yaml"))
        }
    }
}
