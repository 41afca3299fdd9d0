import Testing

extension UsageTests {
    /// `treaty generate`: the rules between --out, --config and the per-contract options.
    @Test func generate() async {
        await Self.expectHelp(
            ["generate"],
            #"""
            OVERVIEW: Write Swift stubs and an offline test suite per contract.

            Writes, per contract with endpoints, <Name>Contract.swift (fixtures embedded,
            typed endpoint and scenario names, the <Name>ContractAdapter protocol),
            <Name>Contract+Archive.swift (the contract, in a versioned archive format) and
            <Name>ContractTests.swift (a test case per endpoint × scenario); a large
            contract's input and schema types go to <Name>Contract+Part1.swift, … (see
            --lines-per-file), and part files an earlier run wrote that this one does not
            are removed. A contract with lint errors is refused and nothing is written.
            Files are rewritten only when their bytes change, atomically; a file in the
            output folder that Treaty did not generate is never overwritten.

            With no contracts and no --out, every contract listed in treaty.yaml (or the
            --config file) is generated with the options written there; see
            docs/adopting.md.

            exit codes: 0 ok, 1 lint errors or stale files (--check), 2 bad usage or
            unreadable input

            USAGE: treaty generate [<options>] [<contract> ...]

            ARGUMENTS:
              <contract>              Contract files or folders (default: contracts/, or
                                      treaty.yaml's list).

            OPTIONS:
              --out <dir>             Folder for the generated files (required unless
                                      treaty.yaml lists the contracts).
              --testing <testing>     The test framework the suite is written for (default:
                                      swift-testing). (values: xctest, swift-testing)
              --access <access>       The access level of generated declarations (default:
                                      internal). (values: public, internal)
              --check                 Write nothing; exit 1 listing files that are stale or
                                      missing.
              --adapter-skeleton <path>
                                      Also write a starter adapter at this path, only if it
                                      does not exist.
              --lines-per-file <n>    Split a contract's input and schema types over
                                      <Name>Contract+PartN.swift files of about n lines
                                      once they pass n, so they compile side by side (0:
                                      never). (default: 4000)
              --format <format>       Stale and refused files as diagnostics in this
                                      format. (values: text, json, github, sarif; default:
                                      text)
              --config <file>         The configuration read when no contract and no --out
                                      are given (default: treaty.yaml).
            """# + "\n" + Self.loadingOptions + "\n")
        await Self.expectMisuses(
            hint: "generate",
            [
                (["generate", "--lines-per-file", "-1"], "option '--lines-per-file' does not accept '-1'; expected 0 or more"),
                (
                    ["generate", "--lines-per-file", "x"],
                    "option '--lines-per-file' does not accept 'x'; expected a whole number"
                ),
                (
                    ["generate", "--format", "xml"],
                    "option '--format' does not accept 'xml'; expected one of 'text', 'json', 'github' or 'sarif'"
                ),
                (
                    ["generate", "--testing", "xctest"],
                    "'--testing', '--access' and '--adapter-skeleton' go with '--out'; with treaty.yaml, write them there"
                ),
                (
                    ["generate", "--adapter-skeleton", "A.swift"],
                    "'--testing', '--access' and '--adapter-skeleton' go with '--out'; with treaty.yaml, write them there"
                ),
                (["generate", "contracts/api.yaml"], "missing '--out DIR'"),
                (
                    ["generate", "--out", "Generated", "--config", "treaty.yaml"],
                    "'--config' reads the contracts from a file; give it without contracts and '--out'"
                ),
                (
                    ["generate", "--out", "Generated", "--access", "private"],
                    "option '--access' does not accept 'private'; expected one of 'public' or 'internal'"
                ),
            ])
    }
}
