import Testing

extension UsageTests {
    /// `treaty summary`.
    @Test func summary() async {
        await Self.expectHelp(
            ["summary"],
            #"""
            OVERVIEW: Join offline test results and a live check: client regressions vs
            schema drift.

            Reads the generated offline suite's results ('swift test --xunit-output PATH';
            give both PATH and the '-swift-testing' file it writes beside it) and a 'treaty
            check --report json:PATH' report, and prints two lanes: client regressions
            (failing offline tests) and schema drift (plus samples that could not be
            verified). A red scheduled job thus still says whether the client itself
            regressed.

            The verdict is computed again from the live report's samples, never taken from
            it. With '--contract' (a file or folder, Treaty or OpenAPI), a live report
            written for another version of a contract is refused.

            Several '--live' reports are the shards of one check ('treaty check --shard
            K/N'): they are merged into the run the unsharded check would have made, and a
            missing or repeated shard, or shards of another contract version, are refused.
            '--report FORMAT:PATH' writes that (merged) live report again as json, junit,
            markdown or html. '--live-only' judges the live lane alone with 'treaty
            check''s exit code, for a job that only merges shards.

            exit codes: 0 both lanes green, 1 client regressions or drift, 2 unreadable
            input or bad usage
                        (or a report for another contract version), 3 nothing failed but
            something could
                        not be verified, 4 no evidence (no offline test ran, or the live
            report has no samples)

            USAGE: treaty summary [--offline <xunit.xml> ...] [--live <check.json> ...] [--report <format:path> ...] [--live-only] [--contract <contract> ...] [--format <format>]

            OPTIONS:
              --offline <xunit.xml>   An xUnit file of the offline suite (repeatable).
              --live <check.json>     A 'treaty check' JSON report; several are the shards
                                      of one check (repeatable).
              --report <format:path>  Write the (merged) live report as json, junit,
                                      markdown or html (repeatable).
              --live-only             Judge the live lane alone, with 'treaty check''s exit
                                      code (no '--offline').
              --contract <contract>   The contracts the live report must be for
                                      (repeatable).
              --format <format>       Output format. (values: text, markdown, html;
                                      default: text)
              --version               Show the version.
              -h, --help              Show help information.

            """# + "\n")
        await Self.expectMisuses(
            hint: "summary",
            [
                (["summary"], "nothing to summarise; pass '--offline XUNIT.xml' and/or '--live CHECK.json'"),
                (["summary", "results.xml"], "unexpected argument; pass files with '--offline' and '--live'"),
                (["summary", "--live-only", "--offline", "a.xml"], "'--live-only' needs '--live CHECK.json' and no '--offline'"),
                (["summary", "--live-only"], "'--live-only' needs '--live CHECK.json' and no '--offline'"),
                (
                    ["summary", "--format", "json", "--live", "a.json"],
                    "option '--format' does not accept 'json'; expected one of 'text', 'markdown' or 'html'"
                ),
                (
                    ["summary", "--report", "text:x.txt", "--live", "a.json"],
                    "option '--report' does not accept 'text:x.txt'; expected FORMAT:PATH with FORMAT one of 'json', 'junit', 'markdown' or 'html', e.g. 'json:check.json'"
                ),
            ])
    }
}
