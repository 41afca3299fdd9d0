import Foundation
import Testing

@Suite struct LintCommandTests {
    static let broken = """
        treaty: 1
        name: Shop
        version: "1"
        stubHost: api.shop.test.invalid
        endpoints:
          list:
            path: /items
            respones: {}
        """

    @Test func cleanContractExitsZero() async throws {
        let folder = try TreatyRunner.folder([
            "contracts/shop.yaml": "treaty: 1\nname: Shop\nversion: '1'\nstubHost: a.test.invalid\nendpoints: {}\n"
        ])
        let output = try await TreatyRunner.run(["lint"], in: folder)
        #expect(output.status == 0)
        #expect(output.stdout == "")
        #expect(output.stderr == "1 file(s) checked: 0 error(s), 0 warning(s)\n")
    }

    /// A folder with no contracts (empty, or of JSON documents only) is no verdict: exit 2, not 0.
    @Test func aFolderWithNoContractsIsAUsageError() async throws {
        let folder = try TreatyRunner.folder(["contracts/README.md": "x", "api/openapi.json": "{}"])
        for arguments in [["lint"], ["lint", "api"]] {
            let output = try await TreatyRunner.run(arguments, in: folder)
            #expect(output.status == 2, "\(arguments)")
            let named = (arguments.count == 1 ? "contracts" : "api")
            #expect(
                output.stderr
                    == "0 file(s) checked: 0 error(s), 0 warning(s)\nerror: no contracts found in '\(named)'; folders are "
                    + "read for their *.yaml and *.yml files, so name a JSON document itself\n")
        }
        #expect(try await TreatyRunner.run(["lint", "api/openapi.json"], in: folder).status == 1, "a named JSON file is read")
    }

    @Test func errorsPrintCompilerStyleAndExitOne() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": LintCommandTests.broken])
        let output = try await TreatyRunner.run(["lint", "contracts/shop.yaml"], in: folder)
        #expect(output.status == 1)
        #expect(
            output.stdout == """
                contracts/shop.yaml:6:3: error: [missing-key] endpoint 'list' is missing the required key 'method'
                contracts/shop.yaml:8:5: error: [unknown-key] unknown key 'respones' in endpoint 'list'; expected one of \
                'method', 'path', 'summary', 'description', 'request', 'responses', 'scenarios', 'live', 'maxResponseTime'
                  hint: did you mean 'responses'?

                """)
    }

    @Test func jsonFormat() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": LintCommandTests.broken])
        let output = try await TreatyRunner.run(["lint", "--format", "json"], in: folder)
        #expect(output.status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]]
        #expect(parsed?.count == 2)
        #expect(parsed?.last?["rule"] as? String == "unknown-key")
        #expect(parsed?.last?["line"] as? Int == 8)
        #expect(parsed?.last?["column"] as? Int == 5)
        #expect(parsed?.last?["hint"] as? String == "did you mean 'responses'?")
        #expect(parsed?.first?["hint"] is NSNull)
    }

    @Test func githubFormat() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": LintCommandTests.broken])
        let output = try await TreatyRunner.run(["lint", "--format=github"], in: folder)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines.last?.hasPrefix("::error file=contracts/shop.yaml,line=8,col=5,title=unknown-key::[unknown-key] unknown key")
                == true)
    }

    @Test func unreadableInputExitsTwo() async throws {
        let folder = try TreatyRunner.folder([:])
        let output = try await TreatyRunner.run(["lint", "missing.yaml"], in: folder)
        #expect(output.status == 2)
        #expect(output.stdout.contains("missing.yaml:1:1: error: [unreadable-file] cannot read 'missing.yaml': no such file"))
    }

    @Test func badUsageExitsTwo() async throws {
        let folder = try TreatyRunner.folder([:])
        let unknownOption = try await TreatyRunner.run(["lint", "--frobnicate"], in: folder)
        #expect(unknownOption.status == 2)
        #expect(unknownOption.stderr == "error: unknown option '--frobnicate'\nrun 'treaty lint --help' for usage\n")
        let badFormat = try await TreatyRunner.run(["lint", "--format", "xml"], in: folder)
        #expect(badFormat.status == 2)
        #expect(
            badFormat.stderr
                == "error: option '--format' does not accept 'xml'; expected one of 'text', 'json', 'github' or 'sarif'\n"
                + "run 'treaty lint --help' for usage\n")
        let unknownCommand = try await TreatyRunner.run(["lnt"], in: folder)
        #expect(unknownCommand.status == 2)
    }

    @Test func helpAndVersion() async throws {
        let folder = try TreatyRunner.folder([:])
        let help = try await TreatyRunner.run(["--help"], in: folder)
        #expect(help.status == 0 && help.stdout.contains("USAGE: treaty <subcommand>"))
        #expect(help.stdout.contains("  lint "))
        let lintHelp = try await TreatyRunner.run(["lint", "--help"], in: folder)
        #expect(
            lintHelp.status == 0
                && lintHelp.stdout.contains("USAGE: treaty lint [<path> ...] [--format <format>] [--color <color>]"))
        let version = try await TreatyRunner.run(["--version"], in: folder)
        #expect(version.stdout.hasPrefix("treaty "))
        let none = try await TreatyRunner.run([], in: folder)
        #expect(none.status == 2)
    }
}

extension LintCommandTests {
    @Test func aFileStoppedByASyntaxErrorStillCounts() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": "treaty: 1\nname: [Shop\n"])
        let output = try await TreatyRunner.run(["lint", "contracts/shop.yaml"], in: folder)
        #expect(output.status == 1)
        #expect(output.stderr == "1 file(s) checked: 1 error(s), 0 warning(s)\n")
    }
}
