import Testing

extension UsageTests {
    /// `treaty fixtures refresh`.
    @Test func fixturesRefresh() async {
        await Self.expectHelp(
            ["fixtures", "refresh"],
            #"""
            OVERVIEW: Replace success scenarios' fixtures with recordings from 'treaty
            check --record'.

            Replaces each success scenario's fixture with its endpoint's recording for the
            scenario's status (DIR/<endpoint>-<status>-live.json) and prints a unified diff
            of each change. Scenarios that expect a failure (decoding, http, transport)
            keep their fixtures and are listed as refused. Regenerate the offline suite
            afterwards.

            exit codes: 0 ok, 1 a fixture could not be written, 2 unreadable input or bad
            usage

            USAGE: treaty fixtures refresh [<contract> ...] [--from <dir>] [--dry-run] [--strict] [--invalid-examples <invalid-examples>] [--root <dir>] [--max-contract-size <size>] [--max-fixture-size <size>]

            ARGUMENTS:
              <contract>              Contract files or folders (default: contracts/).

            OPTIONS:
              --from <dir>            The recordings folder 'treaty check --record DIR'
                                      wrote.
              --dry-run               Print the diffs, write nothing.
            """# + "\n" + Self.loadingOptions + "\n")
        await Self.expectMisuses(
            hint: "fixtures refresh",
            [
                (["fixtures", "refresh"], "'fixtures refresh' needs '--from DIR', the folder 'treaty check --record DIR' wrote"),
                (
                    ["fixtures", "refresh", "--from", "recorded", "--format", "json"],
                    "'--format' and '--color' are options of 'fixtures verify', not of 'fixtures refresh'"
                ),
                (["fixtures", "refresh", "--from"], "missing value for '--from <dir>'"),
            ])
    }
}
