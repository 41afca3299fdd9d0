import Testing

extension UsageTests {
    /// `treaty fixtures fmt`.
    @Test func fixturesFmt() async {
        await Self.expectHelp(
            ["fixtures", "fmt"],
            #"""
            OVERVIEW: Rewrite JSON fixtures in canonical form.

            Canonical: keys sorted, two-space indent, numbers as read, one trailing
            newline. A path is a fixture file, a folder (searched recursively for *.json),
            or a contract (*.yaml, *.yml): then the fixtures its scenarios name. Rewrites
            are atomic. A symbolic link is rewritten at its target, and refused when that
            leaves the project root; pipes and devices are refused unopened.

            exit codes: 0 ok, 1 findings, 2 unreadable input or bad usage

            USAGE: treaty fixtures fmt [<path> ...] [--check] [--root <dir>]

            ARGUMENTS:
              <path>                  Fixture files, folders, or contracts (default:
                                      Fixtures/).

            OPTIONS:
              --check                 List files that are not canonical and exit 1,
                                      touching nothing.
            \#(Self.rootOption)
              --version               Show the version.
              -h, --help              Show help information.

            """# + "\n")
        await Self.expectMisuses(
            hint: "fixtures fmt",
            [
                (
                    ["fixtures", "fmt", "--format", "json"],
                    "'--format' and '--color' are options of 'fixtures verify', not of 'fixtures fmt'"
                ),
                (
                    ["fixtures", "fmt", "--color", "never"],
                    "'--format' and '--color' are options of 'fixtures verify', not of 'fixtures fmt'"
                ),
                (["fixtures", "fmt", "--root", "no-such-folder"], "option '--root' needs a folder; 'no-such-folder' is not one"),
                (["fixtures", "fmt", "--strict"], "unknown option '--strict'"),
            ])
    }
}
