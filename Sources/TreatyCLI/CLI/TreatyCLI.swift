import ArgumentParser
import TreatyContract
import TreatyTooling

/// Runs a `treaty` command line: parses it with swift-argument-parser, runs the subcommand, and
/// maps every outcome to Treaty's exit codes (0 ok, 1 findings, 2 usage or unreadable input or
/// unwritable output, 3 could not verify, 4 no evidence). swift-argument-parser's own usage code
/// (64) never escapes.
///
/// The executable calls this with the process's arguments; tests call it with a capturing
/// ``Console`` and read the output and code without starting a process.
public enum TreatyCLI {
    public static func run(_ arguments: [String], console: Console = Console()) async -> Int32 {
        let code = await runCommand(arguments, console: console)
        // Output that did not reach standard output (a full disk, a closed descriptor) is no
        // result: the run says so and fails, whatever the command found.
        guard let reason = console.outputFailure else { return code }
        console.error("error: cannot write to standard output: \(reason)\n")
        return ExitCode.usage.rawValue
    }

    private static func runCommand(_ arguments: [String], console: Console) async -> Int32 {
        guard let first = arguments.first else {
            console.error(Treaty.helpMessage(columns: console.helpColumns) + "\n")
            return ExitCode.usage.rawValue
        }
        if !first.hasPrefix("-"), first != "help", !commandNames.contains(first) {
            console.error("error: unknown command '\(first.visiblyEscaped)'; run 'treaty --help' for the list\n")
            return ExitCode.usage.rawValue
        }
        var command: any ParsableCommand
        do {
            command = try Treaty.parseAsRoot(arguments)
        } catch {
            return report(error, arguments: arguments, console: console)
        }
        guard let subcommand = command as? any TreatySubcommand else {
            if !type(of: command).configuration.subcommands.isEmpty {
                // `treaty fixtures` or `treaty import` without the word that says what to do.
                console.error(Treaty.helpMessage(for: type(of: command), columns: console.helpColumns) + "\n")
                return ExitCode.usage.rawValue
            }
            // swift-argument-parser's `help` command (`treaty help lint`, `treaty lint --help`): it
            // ends by throwing the help it shows.
            do {
                try command.run()
                return ExitCode.ok.rawValue
            } catch {
                return report(error, arguments: arguments, console: console)
            }
        }
        do {
            return try await subcommand.execute(console: console).rawValue
        } catch {
            // Usage errors quote what the user or an input file wrote: shown escaped, whichever command threw.
            console.error("error: \(Markup.terminal(error.message))\nrun 'treaty \(path(of: arguments)) --help' for usage\n")
            return ExitCode.usage.rawValue
        }
    }

    /// The subcommand words of the group `name`, or nil when `name` is not a command.
    private static func innerNames(of name: String) -> [String]? {
        Treaty.configuration.subcommands.first { $0.configuration.commandName == name }.map {
            $0.configuration.subcommands.compactMap { $0.configuration.commandName }
        }
    }

    /// The words that name a subcommand right after `treaty`.
    static var commandNames: [String] {
        Treaty.configuration.subcommands.compactMap { $0.configuration.commandName }
    }

    /// Help, version and completion scripts print to standard output with code 0; a command line
    /// that does not parse prints why, in Treaty's form, with code 2.
    private static func report(_ error: any Error, arguments: [String], console: Console) -> Int32 {
        if Treaty.exitCode(for: error) == .success {
            console.out(Treaty.fullMessage(for: error, columns: console.helpColumns) + "\n")
            return ExitCode.ok.rawValue
        }
        let message = Markup.terminal(ParserMessage.restyle(Treaty.message(for: error)))
        console.error("error: \(message)\nrun 'treaty \(path(of: arguments)) --help' for usage\n")
        return ExitCode.usage.rawValue
    }

    /// `lint`, or `fixtures verify`: the command words of `arguments`, for the usage hint.
    private static func path(of arguments: [String]) -> String {
        guard let first = arguments.first, let inner = innerNames(of: first) else { return "" }
        if let word = arguments.dropFirst().first(where: { inner.contains($0) }) { return "\(first) \(word)" }
        return first
    }
}
