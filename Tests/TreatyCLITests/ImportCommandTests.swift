import Foundation
import Testing

/// `treaty import openapi`, run as a user would: files written, summary, refusal, prune.
@Suite struct ImportCommandTests {
    static let spec = """
        openapi: 3.0.3
        info: { title: Shop, version: "1" }
        paths:
          /items:
            get:
              operationId: listItems
              responses:
                200:
                  description: ok
                  content: { application/json: { schema: { type: array }, example: [{ id: 1 }] } }
          /items/{id}:
            delete:
              operationId: deleteItem
              parameters: [{ name: id, in: path, required: true, schema: { type: integer }, example: 7 }]
              responses: { 204: { description: gone } }
        """

    /// A spec named by an absolute path is named in the contract's header relative to the working
    /// directory: a committed contract never carries this machine's folders.
    @Test func anAbsoluteSpecPathIsWrittenRelative() async throws {
        let folder = try TreatyRunner.folder(["specs/spec.yaml": Self.spec, "work/.keep": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let absolute = folder.appendingPathComponent("specs/spec.yaml").path
        let work = folder.appendingPathComponent("work")
        let run = try await TreatyRunner.run(["import", "openapi", absolute, "--out", "api"], in: work)
        #expect(run.status == 0, "\(run.stderr)")
        let contract = try String(contentsOf: work.appendingPathComponent("api/shop.yaml"), encoding: .utf8)
        #expect(contract.hasPrefix("# Imported by 'treaty import openapi' from ../specs/spec.yaml.\n"), "\(contract)")
        #expect(!contract.contains(folder.path))
    }

    @Test func importWritesAContractAndFixturesAndRefusesToLoseScenarios() async throws {
        let folder = try TreatyRunner.folder(["spec.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try await TreatyRunner.run(["import", "openapi", "spec.yaml", "--out", "api"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stdout
                == "2 operation(s) imported, 0 skipped; 1 example(s) as fixtures, 0 synthesized body(ies), "
                + "0 scenario(s) kept from the previous import; 0 invalid example(s), 0 warning(s)\n")
        let fixture = try String(
            contentsOf: folder.appendingPathComponent("api/fixtures/listItems-success.json"), encoding: .utf8)
        #expect(fixture == "[\n  {\n    \"id\": 1\n  }\n]\n")
        #expect(try await TreatyRunner.run(["lint", "api"], in: folder).status == 0)

        let narrowed = Self.spec.components(separatedBy: "  /items/{id}:")[0]
        try Data(narrowed.utf8).write(to: folder.appendingPathComponent("spec.yaml"))
        let contract = try String(contentsOf: folder.appendingPathComponent("api/shop.yaml"), encoding: .utf8)
        let refused = try await TreatyRunner.run(["import", "openapi", "spec.yaml", "--out", "api"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("error: endpoint 'deleteItem' left the spec but has scenarios: status204, timeout\n"))
        #expect(try String(contentsOf: folder.appendingPathComponent("api/shop.yaml"), encoding: .utf8) == contract)

        let pruned = try await TreatyRunner.run(["import", "openapi", "spec.yaml", "--out", "api", "--prune"], in: folder)
        #expect(pruned.status == 0)
        #expect(pruned.stderr.contains("dropped endpoint 'deleteItem' and its scenarios status204, timeout\n"))
    }

    @Test func usageErrorsExitTwo() async throws {
        let folder = try TreatyRunner.folder(["spec.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await TreatyRunner.run(["import", "swagger", "spec.yaml", "--out", "api"], in: folder).status == 2)
        #expect(try await TreatyRunner.run(["import", "openapi", "spec.yaml"], in: folder).status == 2)
        #expect(try await TreatyRunner.run(["import", "openapi", "missing.yaml", "--out", "api"], in: folder).status == 2)
        // A misspelt --operation used to write an empty contract and exit 0.
        let typo = try await TreatyRunner.run(
            ["import", "openapi", "spec.yaml", "--out", "api", "--operation", "listItem"], in: folder)
        #expect(typo.status == 2)
        #expect(
            typo.stderr
                == "error: '--operation listItem' names no operation of 'spec.yaml'; 'treaty overview spec.yaml' lists "
                + "their ids\nnothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("api").path))
    }
}
