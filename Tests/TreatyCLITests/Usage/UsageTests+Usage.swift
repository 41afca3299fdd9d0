import Foundation
import Testing

extension UsageTests {
    /// `treaty usage publish` and `treaty usage list`.
    @Test func usage() async throws {
        await Self.expectHelp(
            ["usage", "list"],
            #"""
            OVERVIEW: List the app versions a usage store holds.

            One line per stored record: contract, app version, the contract version it was
            tested against, how many endpoints and scenarios it ran, and how many response
            members its suite probed and left unprobed, in version order (4.10.0 after
            4.9.1). A record that cannot be read is listed with where it is broken.

            exit codes: 0 ok, 1 a stored record cannot be read, 2 bad usage

            USAGE: treaty usage list --store <store> [--format <format>]

            OPTIONS:
              --store <store>         The store: a folder of usage records, or 'git:<ref>',
                                      a branch or ref of this repository
                                      ('git:treaty-usage'); created on the first publish.
              --format <format>       Output format. (values: text, json; default: text)
              --version               Show the version.
              -h, --help              Show help information.

            """# + "\n")
        await Self.expectMisuses(
            hint: "usage publish",
            [
                (
                    ["usage", "publish", "r.json", "--app-version", "../4", "--store", "s"],
                    "option '--app-version' does not accept '../4'; expected an app version of letters, digits, '.', '_', "
                        + "'+' and '-', such as '4.2.0' (at most 64 characters)"
                ),
                (["usage", "publish", "r.json", "--store", "s"], "missing expected argument '--app-version <app-version>'"),
                (
                    ["usage", "publish", "no-such-record.json", "--app-version", "4", "--store", "s"],
                    "cannot read the usage record 'no-such-record.json'"
                ),
                (
                    ["usage", "publish", "no-such-record.json", "--app-version", "4", "--store", "git:a..b"],
                    "'git:a..b' names no git ref: expected a branch such as 'git:treaty-usage' or a ref such as "
                        + "'git:refs/treaty/usage' (see git check-ref-format)"
                ),
            ])
        await Self.expectMisuses(
            hint: "usage list",
            [
                (
                    ["usage", "list", "--store", "no-such-store"],
                    "no usage store at 'no-such-store': publish a record there first"
                ),
                (
                    ["usage", "list", "--store", "git:refs/heads/x.lock"],
                    "'git:refs/heads/x.lock' names no git ref: expected a branch such as 'git:treaty-usage' or a ref such "
                        + "as 'git:refs/treaty/usage' (see git check-ref-format)"
                ),
            ])
    }
}
