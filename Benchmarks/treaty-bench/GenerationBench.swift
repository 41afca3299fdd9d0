import Foundation
import TreatyContract
import TreatyGenerator
import TreatyLoader

/// Generating the suite for 1,000 endpoints × 6 scenarios (10 contracts of 100 endpoints).
enum GenerationBench {
    /// A contract of `endpoints` GET endpoints with six scenarios each (success, empty list,
    /// malformed, 404, 429 with Retry-After, timeout).
    static func contract(index: Int, endpoints: Int) -> String {
        var text = """
            treaty: 1
            name: Gen\(index)
            version: 1.0.0
            stubHost: gen\(index).test.invalid
            defaults:
              request:
                headers:
                  Accept: application/json
            endpoints:

            """
        for number in 0..<endpoints {
            text += """
                  list\(number):
                    method: GET
                    path: /v1/things\(number)/{thingId}
                    request:
                      path:
                        thingId: { type: integer, minimum: 1 }
                    responses:
                      200: { body: { type: array, items: { $ref: "#/schemas/Thing" } } }
                      404: { body: { $ref: "#/schemas/Error" } }
                      429:
                        headers: { Retry-After: { type: integer, required: true } }
                        body: { $ref: "#/schemas/Error" }
                    scenarios:
                      success: { status: 200, body: [{ id: 1, name: one }], request: { path: { thingId: 7 } } }
                      empty: { status: 200, body: [] }
                      malformed: { status: 200, body: [{ id: one }], expect: decoding }
                      notFound: { status: 404, body: { error: not_found, message: gone } }
                      rateLimited: { status: 429, headers: { Retry-After: "2" }, body: { error: slow, message: wait } }
                      timeout: { transport: timedOut }

                """
        }
        return text + """
            schemas:
              Thing:
                type: object
                required: [id, name]
                properties: { id: { type: integer }, name: { type: string } }
              Error:
                type: object
                required: [error, message]
                properties: { error: { type: string }, message: { type: string } }

            """
    }

    static func contracts() -> [Contract] {
        let files = Dictionary(
            uniqueKeysWithValues: (0..<10).map { ("contracts/gen\($0).yaml", contract(index: $0, endpoints: 100)) })
        return ContractLoader(files: .memory(files)).load(["contracts"]).contracts
    }

    static func run() {
        let contracts = contracts()
        let scenarios = contracts.flatMap(\.endpoints).reduce(0) { $0 + $1.scenarios.count }
        let generator = ContractGenerator(options: GenerationOptions(testing: .swiftTesting))
        var bytes = 0
        let seconds = Measure.median(runs: 5) {
            bytes = contracts.reduce(0) { total, contract in
                total + ((try? generator.generate(contract, fixtures: [:])) ?? []).reduce(0) { $0 + $1.contents.utf8.count }
            }
        }
        print("generate: \(contracts.count) contracts, \(scenarios) scenarios → \(bytes / 1024) KiB of Swift")
        print(
            "  generation              \(Measure.milliseconds(seconds))   \(String(format: "%.3f", seconds / Double(scenarios) * 1000)) s per 1,000 tests   goal ≤ 1 s in all"
        )
        print("  (compile and run time of the generated suite: scripts/bench-suite.py, run by make bench)")
    }
}
