import Testing

extension UsageTests {
    /// `treaty serve`.
    @Test func serve() async {
        await Self.expectHelp(
            ["serve"],
            #"""
            OVERVIEW: Serve contracts' scenarios on loopback HTTP ports, for UI tests and
            other platforms.

            Every endpoint answers with its first success scenario. A request picks another
            with the 'Treaty-Scenario: <name>' header or the '__treaty_scenario=<name>'
            query parameter; 'POST /__treaty/scenario' with {"endpoint": …, "scenario": …,
            "count": N} switches an endpoint for its next N calls; 'GET /__treaty/findings'
            lists the client regressions found, which are also printed on standard error;
            'POST /__treaty/reset' restores the defaults. Transport scenarios are played on
            the socket: timedOut holds the connection unanswered, the others reset it. Each
            contract gets its own server: standard output has one line per contract, in the
            order given, ending with its URL (with --port N, the ports are N, N+1, …). See
            docs/serve.md.

            exit codes (on SIGINT or SIGTERM): 0 no findings, 1 findings were recorded, 2
            usage, unreadable input or a port that cannot be bound

            USAGE: treaty serve [<options>] [<contract> ...]

            ARGUMENTS:
              <contract>              Contract files or folders (default: contracts/).

            OPTIONS:
              --port <n>              The first contract's port, the next one's N+1 and so
                                      on; 0 picks free ones. (default: 0)
              --host <address>        The IPv4 address to bind; any other address is
                                      reachable from the network. (default: 127.0.0.1)
              --permissive            Answer unknown scenarios, missing fixtures and
                                      endpoints without scenarios from the declared shapes.
              --variants              Also serve each success scenario's response variants,
                                      as scenarios named 'scenario ~ variant'; GET
                                      /__treaty/variants lists them.
              --max-body-size <size>  Refuse request bodies larger than this. (default: 16M)
              --max-connections <n>   Connections served at once. (default: 64)
              --hold-timeout <seconds>
                                      Seconds a timedOut scenario holds its connection, up
                                      to 3600. (default: 60.0)
            """# + "\n" + Self.loadingOptions + "\n")
        await Self.expectMisuses(
            hint: "serve",
            [
                (["serve", "--port", "abc"], "option '--port' does not accept 'abc'; expected a whole number"),
                (
                    ["serve", "--port", "70000"],
                    "option '--port' does not accept '70000'; expected a whole number from 0 to 65535"
                ),
                (["serve", "--port", "-1"], "option '--port' does not accept '-1'; expected a whole number from 0 to 65535"),
                (
                    ["serve", "--max-connections", "0"],
                    "option '--max-connections' does not accept '0'; expected a whole number of at least 1"
                ),
                (
                    ["serve", "--hold-timeout", "0"],
                    "option '--hold-timeout' does not accept '0'; expected a positive number of seconds up to 3600"
                ),
                (
                    ["serve", "--hold-timeout", "3601"],
                    "option '--hold-timeout' does not accept '3601'; expected a positive number of seconds up to 3600"
                ),
                (
                    ["serve", "--max-body-size", "1X"],
                    "option '--max-body-size' does not accept '1X'; expected a size such as '1048576', '512K' or '16M'"
                ),
            ])
    }
}
