import Testing

extension UsageTests {
    /// `treaty import openapi`.
    @Test func importOpenAPI() async {
        await Self.expectHelp(
            ["import", "openapi"],
            #"""
            OVERVIEW: Write Treaty contracts and fixtures from an OpenAPI 3.0 or 3.1
            document.

            Reads an OpenAPI 3.0 or 3.1 document (YAML or JSON) and writes DIR/<name>.yaml,
            a Treaty contract with its scenarios and live samples, and
            DIR/fixtures/<endpoint>-<scenario>.json, one canonical fixture per documented
            response example (the text example of a response Treaty does not read keeps its
            text and a name for its type: .csv, .html, .xml, .txt). Bodies synthesized from
            a schema stay inline. The contract's first line names the spec as given, an
            absolute path made relative to the working directory. See docs/openapi.md.

            Re-importing into the same DIR keeps every scenario and live sample of the
            existing contract (edited or added by hand) and never rewrites an existing
            fixture; endpoints, requests, responses and schemas follow the spec. An
            endpoint that left the spec but has scenarios stops the import, with nothing
            written, unless --prune drops it.

            exit codes: 0 written, 1 the document has errors or the import would lose
            scenarios,
                        2 bad usage or unreadable input

            USAGE: treaty import openapi [<options>] [<spec> ...]

            ARGUMENTS:
              <spec>                  The OpenAPI document.

            OPTIONS:
              --out <dir>             Folder for the contracts (required); fixtures go to
                                      DIR/fixtures.
              --tag <tag>             Only operations with this tag (repeatable).
              --path <glob>           Only paths matching GLOB: '*' within a segment, '**'
                                      across (repeatable).
              --operation <id>        Only this operation, by endpoint name (repeatable).
              --split <split>         One contract (none), or one per first tag sharing
                                      DIR/schemas.yaml (tag). (values: none, tag; default:
                                      none)
              --name <name>           The contract name (default: from info.title).
              --prune                 Drop endpoints that left the spec, with their
                                      scenarios.
            """# + "\n" + Self.loadingOptions + "\n")
        await Self.expectMisuses(
            hint: "import openapi",
            [
                (["import", "openapi"], "missing '--out DIR'"),
                (["import", "openapi", "--out", "contracts"], "expected 'treaty import openapi SPEC', found 'openapi'"),
                (
                    ["import", "openapi", "--out", "contracts", "a.yaml", "b.yaml"],
                    "expected 'treaty import openapi SPEC', found 'openapi a.yaml b.yaml'"
                ),
                (
                    ["import", "openapi", "--out", "contracts", "--name", "pet", "spec.yaml"],
                    "'--name pet' is not a Swift type name such as 'Petstore'"
                ),
                (
                    ["import", "openapi", "--out", "contracts", "--split", "both", "spec.yaml"],
                    "option '--split' does not accept 'both'; expected one of 'none' or 'tag'"
                ),
            ])
    }
}
