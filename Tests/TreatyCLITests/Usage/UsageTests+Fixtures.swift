import Testing

extension UsageTests {
    /// `treaty fixtures`, the group: verify's output options may come before its name, and no other.
    @Test func fixtures() async {
        await Self.expectHelp(
            ["fixtures"],
            #"""
            OVERVIEW: Format fixtures canonically (fmt), check them against contracts
            (verify), or refresh them from recordings.

            exit codes: 0 ok, 1 findings, 2 unreadable input or bad usage

            USAGE: treaty fixtures [--format <format>] [--color <color>] <subcommand>

            OPTIONS OF 'FIXTURES VERIFY':
            \#(Self.outputOptions)

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              fmt                     Rewrite JSON fixtures in canonical form.
              verify                  Check scenario bodies against contracts and scan them
                                      for secrets.
              refresh                 Replace success scenarios' fixtures with recordings
                                      from 'treaty check --record'.

              See 'treaty help fixtures <subcommand>' for detailed help.
            """# + "\n")
        await Self.expectMisuses(
            hint: "fixtures verify",
            [
                (["fixtures", "--strict", "verify"], "unknown option '--strict'"),
                (
                    ["fixtures", "--format", "xml", "verify"],
                    "option '--format' does not accept 'xml'; expected one of 'text', 'json', 'github' or 'sarif'"
                ),
            ])
        await Self.expectMisuses(
            hint: "fixtures fmt",
            [
                (
                    ["fixtures", "--format", "json", "fmt"],
                    "'--format' and '--color' are options of 'fixtures verify', not of 'fixtures fmt'"
                )
            ])
    }
}
