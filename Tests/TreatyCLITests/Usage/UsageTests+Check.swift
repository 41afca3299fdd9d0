import Testing

extension UsageTests {
    /// `treaty check`: one wording for a value the parser refuses and a value out of range.
    @Test func check() async {
        await Self.expectHelp(
            ["check"],
            #"""
            OVERVIEW: Send live samples to a real API and report drift.

            Sends every endpoint's 'live:' samples and compares each response with the
            contract. Each sample conforms, is additive (a new property of an open object,
            a new value of an extensible enum: nothing a tolerant client breaks on), drifts
            (undeclared status, wrong content type, missing header, body not matching its
            shape) or could not be verified (DNS, refused, timeout, TLS, 401/403, rate
            limit exhausted). --fail-on chooses what fails the run: drift and environment
            by default. The text report goes to standard output, progress to standard
            error. Secrets are masked in every report. See docs/live-checks.md for the JSON
            report schema.

            With --baseline, each finding is new, persisting or resolved against accepted
            drift, and only new drift exits 1. --record writes scrubbed fixture candidates
            for 'treaty fixtures refresh'. --explore sends seeded extra requests from the
            parameter shapes. --shard checks one slice of the endpoints; 'treaty summary
            --live' merges the slices' JSON reports.

            exit codes: 0 nothing --fail-on names was found (or all drift is in the
            baseline), 1 drift found (with --baseline: new drift), or additive findings
            with '--fail-on additive', 2 usage or contract error, 3 nothing drifted but
            something could not be verified (with 'environment' in --fail-on; a run that
            verified nothing exits 3 whatever it names)

            USAGE: treaty check [<options>] [<contract> ...]

            ARGUMENTS:
              <contract>              Contract files or folders (default: contracts/).

            OPTIONS:
              --base-url <url>        Where to send requests (default: each contract's
                                      baseURL).
              --header <header>       Send this header, 'Name: value'; ${NAME} reads an
                                      environment variable (repeatable).
              --only <endpoint>       Check only this endpoint id (repeatable).
              --concurrency <n>       Requests in flight at once, 1 to 64. (default: 4)
              --timeout <seconds>     Per request, headers and body. (default: 30.0)
              --retries <n>           Retries after 429, 502-504, timeouts and lost
                                      connections, 0 to 10. (default: 2)
              --max-response-bytes <size>
                                      Largest body read. (default: 16M)
              --allow-unsafe          Also send POST, PUT, PATCH and DELETE samples.
              --report <format:path>  Also write json, junit, markdown or html to PATH
                                      (repeatable).
              --baseline <file>       Compare findings with this accepted-drift file: only
                                      new drift exits 1 (a missing file is empty).
              --update-baseline       Write the --baseline file with this run's drift
                                      accepted.
              --strict-baseline       With --baseline, any drift exits 1, known or new.
              --fail-on <classes>     What fails the run, classes comma-separated or the
                                      option repeated (default: drift,environment).
                                      (values: drift, additive, environment)
              --run-id <id>           This run's id in the baseline (e.g. the CI build
                                      number).
              --record <dir>          Write each conforming or drifted JSON body, secrets
                                      scrubbed, as DIR/<endpoint>-<status>-live.json.
              --explore <n>           Also send up to N requests per GET endpoint with
                                      query values from the parameter shapes.
              --seed <n>              The exploration's seed (default: 0): the same seed
                                      sends the same requests.
              --rate <per-second>     At most this many requests a second to each host
                                      ('10' or '10/s'); the server's RateLimit and
                                      Retry-After headers are honoured always.
              --shard <k/n>           Check only shard K of N (endpoints split by a stable
                                      hash, balanced by samples).
            """# + "\n" + Self.loadingOptions + "\n")
        await Self.expectMisuses(
            hint: "check",
            [
                (["check", "--concurrency", "abc"], "option '--concurrency' does not accept 'abc'; expected a whole number"),
                (
                    ["check", "--concurrency", "0"],
                    "option '--concurrency' does not accept '0'; expected a whole number from 1 to 64"
                ),
                (
                    ["check", "--concurrency", "65"],
                    "option '--concurrency' does not accept '65'; expected a whole number from 1 to 64"
                ),
                (["check", "--timeout", "abc"], "option '--timeout' does not accept 'abc'; expected a number of seconds"),
                (["check", "--timeout", "-1"], "option '--timeout' does not accept '-1'; expected a positive number of seconds"),
                (
                    ["check", "--timeout", "inf"],
                    "option '--timeout' does not accept 'inf'; expected a positive number of seconds"
                ),
                (["check", "--retries", "11"], "option '--retries' does not accept '11'; expected a whole number from 0 to 10"),
                (
                    ["check", "--max-response-bytes", "12X"],
                    "option '--max-response-bytes' does not accept '12X'; expected a size such as '1048576', '512K' or '16M'"
                ),
                (
                    ["check", "--report", "pdf:x.pdf"],
                    "option '--report' does not accept 'pdf:x.pdf'; expected FORMAT:PATH with FORMAT one of 'json', 'junit', 'markdown' or 'html', e.g. 'json:check.json'"
                ),
                (
                    ["check", "--report", "check.json"],
                    "option '--report' does not accept 'check.json'; expected FORMAT:PATH with FORMAT one of 'json', 'junit', 'markdown' or 'html', e.g. 'json:check.json'"
                ),
                (
                    ["check", "--fail-on", "drfit"],
                    "option '--fail-on' does not accept 'drfit'; expected 'drift', 'additive' or 'environment', comma-separated"
                ),
                (["check", "--explore", "-1"], "option '--explore' does not accept '-1'; expected a whole number of at least 0"),
                (["check", "--seed", "1"], "'--seed' needs '--explore N'"),
                (["check", "--seed", "x", "--explore", "1"], "option '--seed' does not accept 'x'; expected a whole number"),
                (
                    ["check", "--rate", "0"],
                    "option '--rate' does not accept '0'; expected requests per second, e.g. '10' or '10/s'"
                ),
                (
                    ["check", "--rate", "fast"],
                    "option '--rate' does not accept 'fast'; expected requests per second, e.g. '10' or '10/s'"
                ),
                (["check", "--shard", "3/2"], "option '--shard' does not accept '3/2'; expected K/N with 1 ≤ K ≤ N, e.g. '2/8'"),
                (["check", "--update-baseline"], "'--update-baseline' and '--strict-baseline' need '--baseline FILE'"),
                (["check", "--strict-baseline"], "'--update-baseline' and '--strict-baseline' need '--baseline FILE'"),
            ])
    }
}
