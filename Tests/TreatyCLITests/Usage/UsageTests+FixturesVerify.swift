import Testing

extension UsageTests {
    /// `treaty fixtures verify`.
    @Test func fixturesVerify() async {
        await Self.expectHelp(
            ["fixtures", "verify"],
            #"""
            OVERVIEW: Check scenario bodies against contracts and scan them for secrets.

            Validates every scenario body (fixture, inline or raw) against the response its
            status declares; a scenario with 'expect: decoding' must fail validation. Scans
            bodies for secrets and personal data (emails outside reserved domains, bearer
            tokens, JWTs, API keys, private IP addresses); allow intended values with the
            contract's 'allow:' list or treaty.yaml's ('*' matches any run). Findings point
            at the value in the fixture, with the scenario as a note; json and sarif carry
            each finding's JSON pointer.

            exit codes: 0 ok, 1 findings, 2 unreadable input or bad usage

            USAGE: treaty fixtures verify [<contract> ...] [--format <format>] [--color <color>] [--strict] [--invalid-examples <invalid-examples>] [--root <dir>] [--max-contract-size <size>] [--max-fixture-size <size>]

            ARGUMENTS:
              <contract>              Contract files or folders (default: contracts/).

            OPTIONS:
            \#(Self.outputOptions)
            """# + "\n" + Self.loadingOptions + "\n")
        await Self.expectMisuses(
            hint: "fixtures verify",
            [
                (
                    ["fixtures", "verify", "--format", "xml"],
                    "option '--format' does not accept 'xml'; expected one of 'text', 'json', 'github' or 'sarif'"
                ),
                (["fixtures", "verify", "--color"], "missing value for '--color <color>'"),
            ])
    }
}
