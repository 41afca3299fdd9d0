import Testing

extension UsageTests {
    /// `treaty import`, the group: options follow the importer's name.
    @Test func `import`() async {
        await Self.expectHelp(
            ["import"],
            #"""
            OVERVIEW: Write Treaty contracts and fixtures from an OpenAPI document.

            USAGE: treaty import <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              openapi                 Write Treaty contracts and fixtures from an OpenAPI
                                      3.0 or 3.1 document.

              See 'treaty help import <subcommand>' for detailed help.
            """# + "\n")
        await Self.expectMisuses(
            hint: "import openapi",
            [
                (["import", "--out", "contracts", "openapi", "spec.yaml"], "unknown option '--out'")
            ])
    }
}
