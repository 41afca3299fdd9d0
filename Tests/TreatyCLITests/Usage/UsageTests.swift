import Testing

@testable import TreatyCLI

/// Each command's whole `--help` and the whole error of each way of misusing it, run in-process,
/// compared as complete texts the way swift-argument-parser's own tests compare them: a fragment
/// check passes while the rest of a message or a help screen drifts. One test per command, each in
/// `UsageTests+<Command>.swift`.
@Suite struct UsageTests {
    /// `--format` and `--color`'s help, as `lint`, `fixtures` and `fixtures verify` list them.
    static let outputOptions = #"""
          --format <format>       Output format (default: text). (values: text, json,
                                  github, sarif)
          --color <color>         Colour text output: auto (default) only on a
                                  terminal; NO_COLOR turns it off whatever is chosen.
                                  (values: auto, always, never)
        """#

    /// `--root`'s help, the same in every command that takes it.
    static let rootOption = #"""
          --root <dir>            The project root: fixtures and $ref'd files must stay
                                  inside it (default: the folder of treaty.yaml, else
                                  the git work tree, else the contract's folder; at a
                                  git revision, its work tree).
        """#

    /// The end of the help of every command that reads contracts: ``LoadingOptions``, `--version`
    /// and `--help`.
    static let loadingOptions = #"""
          --strict                OpenAPI input: what Treaty leaves out is an error,
                                  not a warning.
          --invalid-examples <invalid-examples>
                                  OpenAPI examples that break their schema: skip them,
                                  or keep them as scenarios that expect a decoding
                                  error. (values: skip, decoding; default: skip)
        \#(Self.rootOption)
          --max-contract-size <size>
                                  Refuse contract and OpenAPI files larger than this.
                                  (default: 16M)
          --max-fixture-size <size>
                                  Refuse fixtures larger than this; a size is bytes or
                                  K, M, G. (default: 64M)
          --version               Show the version.
          -h, --help              Show help information.
        """# + "\n"

    /// `treaty <words> --help` prints `expected` to standard output and exits 0, and
    /// `treaty help <words>` prints the same.
    static func expectHelp(
        _ words: [String], _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let dashed = await InProcess.run(words + ["--help"])
        #expect(dashed.status == 0, sourceLocation: sourceLocation)
        #expect(dashed.stderr == "", sourceLocation: sourceLocation)
        #expect(dashed.stdout == expected, sourceLocation: sourceLocation)
        let named = await InProcess.run(["help"] + words)
        #expect(named.stdout == dashed.stdout, "'treaty help' and '--help' differ", sourceLocation: sourceLocation)
    }

    /// Each of `misuses`, a command line and its message, prints nothing to standard output,
    /// exits 2, and prints exactly `error: <message>` and the usage hint for `hint` (the command's
    /// words) to standard error.
    static func expectMisuses(
        hint: String, _ misuses: [(arguments: [String], message: String)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        for (arguments, message) in misuses {
            let run = await InProcess.run(arguments)
            #expect(run.status == 2, "\(arguments)", sourceLocation: sourceLocation)
            #expect(run.stdout == "", "\(arguments)", sourceLocation: sourceLocation)
            #expect(
                run.stderr == "error: \(message)\nrun 'treaty \(hint) --help' for usage\n", sourceLocation: sourceLocation)
        }
    }
}
