import ArgumentParser

/// The root `treaty` command: its subcommands, in the order `treaty --help` lists them. Help,
/// `treaty help <command>` and `--generate-completion-script bash|zsh|fish` come from
/// swift-argument-parser.
struct Treaty: AsyncParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "treaty",
        abstract: "Contract tests for Swift HTTP clients.",
        discussion: """
            Results go to standard output, progress and summaries to standard error; NO_COLOR is respected.

            exit codes: 0 ok, 1 findings, 2 usage or unreadable input, 3 could not verify,
                        4 no evidence (treaty summary)
            """,
        version: "treaty \(version)",
        subcommands: [
            LintCommand.self, FixturesCommand.self, GenerateCommand.self, DiffCommand.self, CheckCommand.self,
            SummaryCommand.self, OverviewCommand.self, ServeCommand.self, ImportCommand.self, InitCommand.self,
            UsageCommand.self, CanIDeployCommand.self, ReferenceCommand.self,
        ])
}
