import Foundation
import Testing

/// Text output a person reads line by line, and colour only where it belongs.
extension LintCommandTests {
    static let unclosed = "treaty: 1\nname: Shop\ndefaults: { request: { headers: { Accept: application/json }\n\nendpoints: {}\n"

    /// The done-when of issue 14: each diagnostic is a block of whole lines, the place an
    /// unclosed construct started is a note, and the summary is a line of its own that counts
    /// the file the syntax error stopped.
    @Test func textIsOneBlockPerDiagnosticAndTheSummaryIsItsOwnLine() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": Self.unclosed])
        let output = try await TreatyRunner.run(["lint"], in: folder)
        #expect(output.status == 1)
        #expect(
            output.stdout == """
                contracts/shop.yaml:5:1: error: [yaml-syntax] did not find expected ',' or '}' while parsing a flow mapping
                  hint: close the mapping opened at line 3, column 22 with '}', or quote the value if the '{' is text
                contracts/shop.yaml:3:22: note: the flow mapping started here

                """)
        #expect(output.stderr == "1 file(s) checked: 1 error(s), 0 warning(s)\n")
    }

    @Test func jsonAndGithubCarryTheRelatedLocation() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": Self.unclosed])
        let json = try await TreatyRunner.run(["lint", "--format", "json"], in: folder)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let related = try #require(parsed.first?["related"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect(related.first?["line"] as? Int == 3)
        #expect(related.first?["column"] as? Int == 22)
        #expect(related.first?["message"] as? String == "the flow mapping started here")
        #expect(parsed.first?["pointer"] is NSNull)
        let github = try await TreatyRunner.run(["lint", "--format", "github"], in: folder)
        #expect(github.stdout.hasSuffix(" (note: contracts/shop.yaml:3:22: the flow mapping started here)\n"))
    }

    @Test(arguments: [
        // The test runner's own environment may set NO_COLOR; empty is unset (no-color.org).
        (["--color", "always"], ["NO_COLOR": ""], true),
        (["--color=always"], ["NO_COLOR": "1"], false),
        (["--color", "never"], ["NO_COLOR": ""], false),
        (["--color", "auto"], ["NO_COLOR": ""], false),  // standard output is a pipe here, not a terminal
        ([], ["NO_COLOR": ""], false),
    ])
    func colourOnlyWhenAskedForOrOnATerminal(_ options: [String], _ environment: [String: String], _ coloured: Bool)
        async throws
    {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": LintCommandTests.broken])
        let output = try await TreatyRunner.run(["lint"] + options, in: folder, environment: environment)
        #expect(output.status == 1)
        #expect(output.stdout.contains("\u{1B}[") == coloured)
        #expect(!output.stderr.contains("\u{1B}["))
    }

    @Test func anUnknownColourChoiceIsAUsageError() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": LintCommandTests.broken])
        let output = try await TreatyRunner.run(["lint", "--color", "sometimes"], in: folder)
        #expect(output.status == 2)
        #expect(
            output.stderr
                == "error: option '--color' does not accept 'sometimes'; expected one of 'auto', 'always' or 'never'\n"
                + "run 'treaty lint --help' for usage\n")
    }
}
