import ArgumentParser

/// One `treaty` subcommand: swift-argument-parser declares and parses its arguments (and writes
/// its help), ``execute(console:)`` does the work.
///
/// Commands stay thin: they read their parsed options, call a library, and print through a
/// ``Console``. ``TreatyCLI/run(_:console:)`` calls `execute` itself, so tests run a command
/// in-process and read its output and exit code; a ``UsageError`` becomes exit code 2 with the
/// command's usage hint.
protocol TreatySubcommand: AsyncParsableCommand {
    func execute(console: Console) async throws(UsageError) -> ExitCode
}

extension TreatySubcommand {
    /// Only for swift-argument-parser's own entry point; `treaty` goes through ``TreatyCLI``.
    mutating func run() async throws {
        let code = try await execute(console: Console())
        throw ArgumentParser.ExitCode(code.rawValue)
    }
}
