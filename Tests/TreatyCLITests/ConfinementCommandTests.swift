import Foundation
import Testing

/// The commands that read contracts keep to the project root, and `--root DIR` widens it.
@Suite struct ConfinementCommandTests {
    static let secret = "AKIA-CLI-CANARY-4410"

    static let contract = """
        treaty: 1
        name: Shop
        version: "1"
        stubHost: api.shop.test.invalid
        fixtures: ../fixtures
        endpoints:
          getItem:
            method: GET
            path: /items
            responses: { 200: { body: { type: object } } }
            scenarios:
              ok: { status: 200, fixture: creds.json }
        """

    /// `project/` (marked) with a fixture linked to `outside/creds.json`, beside it.
    static func folder() throws -> URL {
        let folder = try TreatyRunner.folder([
            "project/treaty.yaml": "", "project/contracts/shop.yaml": contract,
            "outside/creds.json": "{\"token\": \"\(secret)\"}\n",
        ])
        let fixtures = folder.appendingPathComponent("project/fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: fixtures.appendingPathComponent("creds.json").path, withDestinationPath: "../../outside/creds.json")
        return folder.appendingPathComponent("project")
    }

    @Test func generateRefusesAFixtureLinkedOutOfTheProjectAndEmbedsNothing() async throws {
        let project = try Self.folder()

        let output = try await TreatyRunner.run(["generate", "--out", "Generated"], in: project)

        #expect(output.status == 1)
        #expect(
            output.stderr.hasPrefix(
                "contracts/shop.yaml:12:35: error: [path-outside-root] fixture 'creds.json' leads outside the project root "
                    + "through a symbolic link; expected a file inside the project\n"))
        #expect(!output.stdout.contains(Self.secret) && !output.stderr.contains(Self.secret))
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("Generated").path))
    }

    @Test func theRootOptionWidensTheProjectOnPurpose() async throws {
        let project = try Self.folder()

        let lint = try await TreatyRunner.run(["lint", "--root", ".."], in: project)
        let generate = try await TreatyRunner.run(["generate", "--out", "Generated", "--root", ".."], in: project)

        #expect(lint.status == 0)
        #expect(generate.status == 0)
        let generated = project.appendingPathComponent("Generated/ShopContract.swift")
        #expect(try String(contentsOf: generated, encoding: .utf8).contains(Self.secret))
    }

    @Test func fmtRefusesTheLinkAndLeavesItALink() async throws {
        let project = try Self.folder()

        let output = try await TreatyRunner.run(["fixtures", "fmt", "fixtures"], in: project)

        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("fixtures/creds.json:1:1: error: [path-outside-root] fixture file 'fixtures/creds.json'"))
        let link = project.appendingPathComponent("fixtures/creds.json").path
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../../outside/creds.json")
    }

    @Test func theRootOptionNeedsAFolder() async throws {
        let project = try Self.folder()

        let output = try await TreatyRunner.run(["lint", "--root", "nope"], in: project)

        #expect(output.status == 2)
        #expect(
            output.stderr == "error: option '--root' needs a folder; 'nope' is not one\nrun 'treaty lint --help' for usage\n")
    }

    @Test(arguments: ["lint", "overview", "fixtures fmt", "fixtures verify", "generate", "check", "diff", "import openapi"])
    func everyCommandThatReadsContractsDocumentsTheRootOption(command: String) async throws {
        let words = command.split(separator: " ").map(String.init)
        let output = try await TreatyRunner.run(words + ["--help"], in: try TreatyRunner.folder([:]))
        #expect(output.status == 0)
        #expect(output.stdout.contains("--root <dir>"))
    }
}
