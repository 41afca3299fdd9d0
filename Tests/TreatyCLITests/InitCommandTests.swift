import Foundation
import Testing

@Suite struct InitCommandTests {
    static let package = "// swift-tools-version:6.0\n"

    @Test func scaffoldsConfigStarterContractAndAdapterThatGenerate() async throws {
        let folder = try TreatyRunner.folder(["Package.swift": Self.package])
        let output = try await TreatyRunner.run(["init", "--name", "Weather", "--testing", "xctest"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(
            output.stderr.hasPrefix(
                "wrote treaty.yaml\nwrote contracts/weather.yaml\nwrote Tests/WeatherContractTests/WeatherAdapter.swift\n"))
        let config = try String(contentsOf: folder.appendingPathComponent("treaty.yaml"), encoding: .utf8)
        #expect(
            config.hasSuffix(
                "contracts:\n  - path: contracts/weather.yaml\n    out: Tests/WeatherContractTests\n    testing: xctest\n"
            ))
        let adapter = try String(
            contentsOf: folder.appendingPathComponent("Tests/WeatherContractTests/WeatherAdapter.swift"), encoding: .utf8)
        #expect(adapter.contains("func getStatus(_ input: WeatherContract.GetStatusInput) async throws {"))

        let lint = try await TreatyRunner.run(["lint", "contracts"], in: folder)
        #expect(lint.status == 0, "the starter contract is clean: \(lint.stdout)")
        let generate = try await TreatyRunner.run(["generate"], in: folder)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stderr.contains("3 written, 0 unchanged, 0 stale"))
    }

    @Test func refusesWhenAnyFileExistsAndWritesNothing() async throws {
        let mine = "# my own contract\n"
        let folder = try TreatyRunner.folder(["Package.swift": Self.package, "contracts/api.yaml": mine])
        let output = try await TreatyRunner.run(["init"], in: folder)
        #expect(output.status == 2)
        #expect(
            output.stderr == """
                error: 'contracts/api.yaml' already exists; treaty init never overwrites a file, so nothing was written
                run 'treaty init --help' for usage

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("treaty.yaml").path))
        #expect(try String(contentsOf: folder.appendingPathComponent("contracts/api.yaml"), encoding: .utf8) == mine)
    }

    @Test func needsAPackage() async throws {
        let folder = try TreatyRunner.folder(["README.md": "hello\n"])
        let output = try await TreatyRunner.run(["init"], in: folder)
        #expect(output.status == 2)
        #expect(
            output.stderr
                == "error: no Package.swift here; run 'treaty init' in the root folder of a Swift package\n"
                + "run 'treaty init --help' for usage\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("treaty.yaml").path))
    }

    @Test func pointsAtAnOpenAPIDocumentInsteadOfAStarter() async throws {
        let openAPI = """
            openapi: 3.0.3
            info: { title: Weather, version: "1" }
            paths:
              /forecast:
                get:
                  operationId: getForecast
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: { type: object, properties: { high: { type: integer } } }
                          example: { high: 21 }
            """
        let folder = try TreatyRunner.folder(["Package.swift": Self.package, "api/openapi.yaml": openAPI])
        let output = try await TreatyRunner.run(["init", "--openapi", "api/openapi.yaml", "--out", "Tests/Contract"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.hasPrefix("wrote treaty.yaml\nwrote Tests/Contract/WeatherAdapter.swift\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("contracts").path))
        let config = try String(contentsOf: folder.appendingPathComponent("treaty.yaml"), encoding: .utf8)
        #expect(config.hasSuffix("  - path: api/openapi.yaml\n    out: Tests/Contract\n"))
        let generate = try await TreatyRunner.run(["generate", "--check"], in: folder)
        #expect(generate.status == 1, "the suite is not generated yet: --check says so")
    }
}
