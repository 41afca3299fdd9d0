/// One `treaty` subcommand: its name, its help text, and how it runs.
///
/// Commands stay thin: they read arguments, call a library, and print. Adding a command means
/// adding a type here and listing it in ``TreatyCLI/commands``.
protocol CLICommand {
    /// The word after `treaty` (`lint`).
    static var name: String { get }
    /// One line for `treaty --help`.
    static var summary: String { get }
    /// The full `treaty NAME --help` text.
    static var help: String { get }
    /// Runs the command; a ``UsageError`` becomes exit code 2 with the command's usage hint.
    static func run(_ arguments: inout ArgumentList, console: Console) throws(UsageError) -> ExitCode
}
