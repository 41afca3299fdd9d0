import Testing

extension UsageTests {
    /// `treaty lint`: the output choices, the loading options shared by every command that reads contracts.
    @Test func lint() async {
        await Self.expectHelp(
            ["lint"],
            #"""
            OVERVIEW: Check contracts and report problems at file:line:column.

            Checks contract files and prints every problem, sorted by file and position. A
            path may be a file or a folder (its *.yaml and *.yml files). json output is an
            array of {file, line, column, severity, rule, message, hint, pointer, related};
            github output is workflow annotations for pull requests; sarif is a SARIF 2.1.0
            log for GitHub code scanning.

            exit codes: 0 no errors (warnings allowed), 1 errors found, 2 unreadable input,
            no contracts found, or bad usage

            USAGE: treaty lint [<path> ...] [--format <format>] [--color <color>] [--strict] [--invalid-examples <invalid-examples>] [--root <dir>] [--max-contract-size <size>] [--max-fixture-size <size>]

            ARGUMENTS:
              <path>                  Contract files or folders (default: contracts/).

            OPTIONS:
            \#(Self.outputOptions)
            """# + "\n" + Self.loadingOptions + "\n")
        await Self.expectMisuses(
            hint: "lint",
            [
                (
                    ["lint", "--format", "xml"],
                    "option '--format' does not accept 'xml'; expected one of 'text', 'json', 'github' or 'sarif'"
                ),
                (["lint", "--format"], "missing value for '--format <format>'"),
                (
                    ["lint", "--color", "sometimes"],
                    "option '--color' does not accept 'sometimes'; expected one of 'auto', 'always' or 'never'"
                ),
                (["lint", "--frobnicate"], "unknown option '--frobnicate'"),
                (["lint", "--strict=1"], "the option '--strict' does not take any value, but '1' was specified"),
                (
                    ["lint", "--invalid-examples", "keep"],
                    "option '--invalid-examples' does not accept 'keep'; expected one of 'skip' or 'decoding'"
                ),
                (["lint", "--root", "no-such-folder"], "option '--root' needs a folder; 'no-such-folder' is not one"),
                (
                    ["lint", "--max-contract-size", "12X"],
                    "option '--max-contract-size' does not accept '12X'; expected a size such as '1048576', '512K' or '16M'"
                ),
                (
                    ["lint", "--max-fixture-size", "-1"],
                    "option '--max-fixture-size' does not accept '-1'; expected a size such as '1048576', '512K' or '16M'"
                ),
            ])
    }
}
