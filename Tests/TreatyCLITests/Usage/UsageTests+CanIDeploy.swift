import Foundation
import Testing

extension UsageTests {
    /// `treaty can-i-deploy`.
    @Test func canIDeploy() async throws {
        await Self.expectMisuses(
            hint: "can-i-deploy",
            [
                (["can-i-deploy", "new.yaml"], "give either '--usage <store>' or '--client <record>'"),
                (
                    ["can-i-deploy", "new.yaml", "--usage", "s", "--client", "r.json"],
                    "give either '--usage <store>' or '--client <record>'"
                ),
                (["can-i-deploy", "new.yaml", "--usage", "s", "--contract", "c.yaml"], "'--contract' goes with '--client'"),
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
                    "option '--format' does not accept 'pdf'; expected one of 'text', 'json', 'markdown' or 'sarif'"
                ),
            ])
    }
}
