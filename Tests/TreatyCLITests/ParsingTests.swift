import Foundation
import Testing

@testable import TreatyCLI

/// The command line as swift-argument-parser reads it, run in-process: option order, `--`,
/// help, completion scripts and exit codes.
@Suite struct ParsingTests {
    /// A contract whose scenario names a fixture that is not there: one finding for `fixtures verify`.
    static let shop = GenerateCommandTests.contract.replacingOccurrences(
        of: "scenarios: { ok: { status: 200 } }", with: "scenarios: { ok: { status: 200, fixture: gone.json } }")

    @Test func optionsMayComeBeforeTheSubcommandWord() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": Self.shop])
        let path = folder.appendingPathComponent("contracts/shop.yaml").path
        let before = await InProcess.run(["fixtures", "--format", "json", "verify", path])
        let after = await InProcess.run(["fixtures", "verify", "--format", "json", path])
        #expect(before.stdout == after.stdout)
        #expect(before.status == 1 && after.status == 1)
        #expect(before.stdout.hasPrefix("[\n  {\n"), "json, not text")
        #expect(before.stdout.contains("\"rule\": \"missing-fixture\""))
    }

    @Test func doubleDashEndsOptions() async throws {
        let folder = try TreatyRunner.folder(["--odd.yaml": GenerateCommandTests.contract])
        let path = folder.appendingPathComponent("--odd.yaml").path
        let output = await InProcess.run(["lint", "--", path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr == "1 file(s) checked: 0 error(s), 0 warning(s)\n")
        let dashed = await InProcess.run(["lint", "--", "--format"])
        #expect(dashed.status == 2, "'--format' after '--' is a path, and there is none")
        #expect(dashed.stdout.contains("--format"), "the finding names the path")
    }

    @Test func usageErrorsExitTwoWithTreatysMessage() async {
        let unknown = await InProcess.run(["lint", "--frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "error: unknown option '--frobnicate'\nrun 'treaty lint --help' for usage\n")
        let word = await InProcess.run(["diff", "--fail-on", "minor", "a.yaml", "b.yaml"])
        #expect(word.status == 2)
        #expect(
            word.stderr
                == "error: option '--fail-on' does not accept 'minor'; expected one of 'breaking', 'warning', 'additive' or 'none'\n"
                + "run 'treaty diff --help' for usage\n")
        let missing = await InProcess.run(["fixtures", "verify", "--format"])
        #expect(missing.status == 2)
        #expect(
            missing.stderr == "error: missing value for '--format <format>'\nrun 'treaty fixtures verify --help' for usage\n")
        #expect(await InProcess.run(["fixtures"]).status == 2)
        #expect(await InProcess.run(["lnt"]).stderr == "error: unknown command 'lnt'; run 'treaty --help' for the list\n")
        #expect(await InProcess.run([]).status == 2)
    }

    /// Absurd values are refused before anything runs: no requests at a time checks nothing, an
    /// unbounded retry count waits for ever, and a date that does not exist expires nothing.
    @Test func optionsOutOfTheirRangeAreUsageErrors() async {
        for (arguments, message) in [
            (
                ["check", "c.yaml", "--concurrency", "0"],
                "option '--concurrency' does not accept '0'; expected a whole number from 1 to 64"
            ),
            (
                ["check", "c.yaml", "--retries", "1000000"],
                "option '--retries' does not accept '1000000'; expected a whole number from 0 to 10"
            ),
            (
                ["diff", "a.yaml", "b.yaml", "--today", "2027-13-45"],
                "option '--today' does not accept '2027-13-45'; expected a date written 'YYYY-MM-DD'"
            ),
            (
                ["diff", "a.yaml", "b.yaml", "--today", "2027-02-29"],
                "option '--today' does not accept '2027-02-29'; expected a date written 'YYYY-MM-DD'"
            ),
        ] {
            let run = await InProcess.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr == "error: \(message)\nrun 'treaty \(arguments[0]) --help' for usage\n")
        }
    }

    @Test func helpListsEveryCommandAndHelpCommandMatchesDashDashHelp() async {
        let overview = await InProcess.run(["--help"])
        #expect(overview.status == 0)
        for name in ["lint", "fixtures", "generate", "diff", "check", "summary", "overview", "import"] {
            #expect(overview.stdout.contains("\n  \(name) "), "\(name)")
        }
        #expect(!overview.stdout.contains("cli-reference"), "the docs command is hidden")
        for words in [["lint"], ["fixtures", "verify"], ["import", "openapi"], ["generate"]] {
            let help = await InProcess.run(["help"] + words)
            let dashed = await InProcess.run(words + ["--help"])
            #expect(help.status == 0 && dashed.status == 0)
            #expect(help.stdout == dashed.stdout, "\(words)")
            #expect(help.stdout.contains("USAGE: treaty \(words.joined(separator: " "))"))
        }
        let version = await InProcess.run(["--version"])
        #expect(version.stdout == "treaty \(Treaty.version)\n")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) async {
        let output = await InProcess.run(["--generate-completion-script", shell])
        #expect(output.status == 0)
        #expect(output.stdout.contains("treaty"))
        #expect(output.stdout.contains("fixtures"))
    }

    /// docs/cli.md's reference is what the declarations say; `make cli-docs` rewrites it.
    @Test func docsCLIReferenceIsCurrent() throws {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        let docs = try String(contentsOfFile: parts.joined(separator: "/") + "/docs/cli.md", encoding: .utf8)
        let marker = try #require(docs.range(of: ReferenceCommand.marker))
        #expect(
            String(docs[marker.upperBound...]) == "\n\n" + ReferenceCommand.markdown(),
            "docs/cli.md is stale; run 'make cli-docs'")
    }
}
