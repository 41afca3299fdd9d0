import Foundation
import Testing

extension UsageTests {
    /// `treaty can-i-deploy`.
    @Test func canIDeploy() async throws {
        await Self.expectHelp(
            ["can-i-deploy"],
            #"""
            OVERVIEW: Say which stored app versions a new API breaks, from what each one
            uses.

            For every app version in the usage store, diffs the contract it was tested
            against to NEW and keeps the breaking changes that touch what that version
            uses: the endpoints it calls, the parameters and body members it sends, and
            (when its suite probed responses) the response members it reads. With
            --installs, weighs each version by its share of active installs. With --client,
            asks the other way: does this client build's usage record work against the API
            as deployed, as its document says or (--live) as a live check's JSON report saw
            it?

            exit codes: 0 the gate passes, 1 a gated app version breaks or cannot be
                        judged, or more installs break than --max-affected-share allows,
                        2 bad usage or unreadable input

            USAGE: treaty can-i-deploy <new> --usage <store> [<options>]
                   treaty can-i-deploy <deployed> --client <record> [--contract <path>] [<options>]
                   treaty can-i-deploy --client <record> --live <check.json> [<options>]

            ARGUMENTS:
              <new>                   The contracts about to be deployed (or deployed): a
                                      file or a folder.

            OPTIONS:
              --usage <store>         The usage store 'treaty usage publish' writes: a
                                      folder, or 'git:<ref>' in this repository.
              --client <record>       One client build's usage record, instead of a store.
              --contract <path>       With --client: the contract the build's suite was
                                      generated from (default: contracts/).
              --live <check.json>     With --client: a live check's JSON report (treaty
                                      check --report json:PATH) instead of <new>.
              --installs <csv>        A CSV of app version and share of active installs
                                      (12.5%, 0.125, or install counts).
              --format <format>       Output format; markdown suits a pull request, sarif
                                      GitHub code scanning. (values: text, json, markdown,
                                      sarif, html; default: text)
              --output <path>         Write the report to this file instead of standard
                                      output.
              --fail-on <versions>    Which breaking app versions fail the run: any, none,
                                      or versions and minimums ('3.9.2,>=4.0'). (default:
                                      any)
              --max-affected-share <share>
                                      Fail when more than this share of installs breaks
                                      ('5%' or '0.05'); needs --installs.
              --root <dir>            The project root: fixtures and $ref'd files must stay
                                      inside it (default: the folder of treaty.yaml, else
                                      the git work tree, else the contract's folder; at a
                                      git revision, its work tree).
              --version               Show the version.
              -h, --help              Show help information.

            """# + "\n")
        await Self.expectMisuses(
            hint: "can-i-deploy",
            [
                (["can-i-deploy", "new.yaml"], "give either '--usage <store>' or '--client <record>'"),
                (
                    ["can-i-deploy", "new.yaml", "--usage", "s", "--client", "r.json"],
                    "give either '--usage <store>' or '--client <record>'"
                ),
                (["can-i-deploy", "new.yaml", "--usage", "s", "--contract", "c.yaml"], "'--contract' goes with '--client'"),
                (["can-i-deploy", "--usage", "s", "--live", "check.json"], "'--live' goes with '--client'"),
                (
                    ["can-i-deploy", "new.yaml", "--client", "r.json", "--live", "check.json"],
                    "with '--live', give no <new> and no '--contract': the report says what the API answers"
                ),
                (["can-i-deploy", "--client", "r.json"], "missing expected argument '<new>'"),
                (
                    ["can-i-deploy", "new.yaml", "--usage", "s", "--max-affected-share", "5%"],
                    "'--max-affected-share' needs '--installs'"
                ),
                (
                    ["can-i-deploy", "new.yaml", "--usage", "s", "--fail-on", "4.0,../x"],
                    "option '--fail-on' does not accept '4.0,../x'; expected 'any', 'none', or app versions and minimums, "
                        + "comma-separated, such as '3.9.2,>=4.0'"
                ),
                (
                    ["can-i-deploy", "new.yaml", "--usage", "s", "--installs", "i.csv", "--max-affected-share", "150%"],
                    "option '--max-affected-share' does not accept '150%'; expected a share of installs such as '5%' or "
                        + "'0.05', at most all of them"
                ),
                (
                    ["can-i-deploy", "new.yaml", "--usage", "s", "--format", "pdf"],
                    "option '--format' does not accept 'pdf'; expected one of 'text', 'json', 'markdown', 'sarif' or 'html'"
                ),
            ])
    }
}
