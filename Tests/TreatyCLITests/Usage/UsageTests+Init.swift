import Testing

extension UsageTests {
    /// `treaty init`.
    @Test func `init`() async {
        await Self.expectHelp(
            ["init"],
            #"""
            OVERVIEW: Scaffold treaty.yaml, a starter contract and an adapter in a Swift
            package.

            Run in a package's root folder (beside Package.swift). Writes treaty.yaml
            listing one contract, the starter contract contracts/<name>.yaml (or, with
            --openapi, an entry for that document instead), and <out>/<Name>Adapter.swift,
            the adapter the generated suite drives your client through. Then run 'treaty
            generate' (or the SwiftPM plugin) to write the suite. When any of these files
            exists, nothing is written.

            exit codes: 0 written, 1 the OpenAPI document has errors, 2 bad usage, not a
            package, or a file exists

            USAGE: treaty init [--name <name>] [--openapi <file>] [--out <dir>] [--testing <testing>] [--access <access>]

            OPTIONS:
              --name <name>           The starter contract's API name. (default: API)
              --openapi <file>        List this OpenAPI document instead of writing a
                                      starter contract.
              --out <dir>             Folder for the generated suite and the adapter
                                      (default: Tests/<Name>ContractTests).
              --testing <testing>     The test framework the suite is written for (default:
                                      swift-testing). (values: xctest, swift-testing)
              --access <access>       The access level of generated declarations (default:
                                      internal). (values: public, internal)
              --version               Show the version.
              -h, --help              Show help information.

            """# + "\n")
        await Self.expectMisuses(
            hint: "init",
            [
                (
                    ["init", "--name", "9x"],
                    "option '--name' does not accept '9x'; expected letters and digits, such as 'Bookshelf'"
                ),
                (
                    // A refused value is quoted escaped: it never reaches the terminal as a control character.
                    ["init", "--name", "a\u{1B}[2Jb"],
                    #"option '--name' does not accept 'a\u{1B}[2Jb'; expected letters and digits, such as 'Bookshelf'"#
                ),
                (
                    ["init", "--testing", "quick"],
                    "option '--testing' does not accept 'quick'; expected one of 'xctest' or 'swift-testing'"
                ),
                (
                    ["init", "--access", "open"],
                    "option '--access' does not accept 'open'; expected one of 'public' or 'internal'"
                ),
            ])
    }
}
