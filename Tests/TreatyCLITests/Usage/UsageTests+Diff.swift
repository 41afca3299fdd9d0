import Testing

extension UsageTests {
    /// `treaty diff`.
    @Test func diff() async {
        await Self.expectHelp(
            ["diff"],
            #"""
            OVERVIEW: List contract changes as breaking, warning, additive or informational
            for clients.

            Compares two versions of a set of contracts and lists every change with its
            rule id, class and place. OLD and NEW are two files or two folders (their
            *.yaml and *.yml files). With --base, the old side is the same contract paths
            (default: contracts/) at a git revision. A document lint refuses is compared as
            far as it can be read, each lint error a warning of the diff. Rules:
            docs/diff-rules.md

            exit codes: 0 no failing change, 1 failing changes or expired accept entries,
                        2 bad usage, or input that is unreadable, not YAML or JSON, or no
            contract

            USAGE: treaty diff <old> <new> [<options>]
                   treaty diff --base <git-rev> [<contract> ...] [<options>]

            ARGUMENTS:
              <path>                  OLD and NEW, or with --base the contract paths.

            OPTIONS:
              --base <git-rev>        Compare the working tree with this commit, branch or
                                      tag.
              --format <format>       Output format; markdown suits a pull request, sarif
                                      GitHub code scanning. (values: text, json, markdown,
                                      sarif; default: text)
              --color <color>         Colour text output: auto (default) only on a
                                      terminal; NO_COLOR turns it off whatever is chosen.
                                      (values: auto, always, never)
              --fail-on <fail-on>     Which changes fail the run: that class and every
                                      worse one. (values: breaking, warning, additive,
                                      none; default: breaking)
              --accept <path>         Accept file of intended changes (default:
                                      contracts/.treaty-accept.yaml when present).
              --today <yyyy-mm-dd>    The date accept-file expiries are checked against
                                      (default: today, UTC).
            \#(Self.rootOption)
              --version               Show the version.
              -h, --help              Show help information.

            """# + "\n")
        await Self.expectMisuses(
            hint: "diff",
            [
                (
                    ["diff", "--fail-on", "minor", "old.yaml", "new.yaml"],
                    "option '--fail-on' does not accept 'minor'; expected one of 'breaking', 'warning', 'additive' or 'none'"
                ),
                (
                    ["diff", "--today", "2027-02-29", "old.yaml", "new.yaml"],
                    "option '--today' does not accept '2027-02-29'; expected a date written 'YYYY-MM-DD'"
                ),
                (
                    ["diff", "--today", "tomorrow", "old.yaml", "new.yaml"],
                    "option '--today' does not accept 'tomorrow'; expected a date written 'YYYY-MM-DD'"
                ),
                (
                    ["diff", "--format", "html", "old.yaml", "new.yaml"],
                    "option '--format' does not accept 'html'; expected one of 'text', 'json', 'markdown' or 'sarif'"
                ),
                (
                    ["diff", "--color", "x", "old.yaml", "new.yaml"],
                    "option '--color' does not accept 'x'; expected one of 'auto', 'always' or 'never'"
                ),
                (
                    ["diff", "old.yaml"],
                    "expected two paths, OLD and NEW, found 1; or compare with a git revision: 'treaty diff --base REV [CONTRACT...]'"
                ),
                (
                    ["diff", "--root", "no-such-folder", "old.yaml", "new.yaml"],
                    "option '--root' needs a folder; 'no-such-folder' is not one"
                ),
            ])
    }
}
