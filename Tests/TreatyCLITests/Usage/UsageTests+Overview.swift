import Testing

extension UsageTests {
    /// `treaty overview`.
    @Test func overview() async {
        await Self.expectHelp(
            ["overview"],
            #"""
            OVERVIEW: List the endpoints, responses and scenarios of contracts.

            Prints, per contract, each endpoint with its method and path, declared statuses
            and scenarios, after linting.

            exit codes: 0 ok, 1 the contracts have lint errors, 2 unreadable input or bad
            usage

            USAGE: treaty overview [<path> ...] [--strict] [--invalid-examples <invalid-examples>] [--root <dir>] [--max-contract-size <size>] [--max-fixture-size <size>]

            ARGUMENTS:
              <path>                  Contract files or folders (default: contracts/).

            OPTIONS:
            """# + "\n" + Self.loadingOptions + "\n")
        await Self.expectMisuses(
            hint: "overview",
            [
                (["overview", "--format", "json"], "unknown option '--format'"),
                (
                    ["overview", "--max-fixture-size", "0"],
                    "option '--max-fixture-size' does not accept '0'; expected a size such as '1048576', '512K' or '16M'"
                ),
            ])
    }
}
