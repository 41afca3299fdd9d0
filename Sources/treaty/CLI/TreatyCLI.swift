/// The `treaty` command line: dispatches to a subcommand and maps failures to exit codes.
struct TreatyCLI {
    static let version = "0.1.0"

    /// Every subcommand, in the order `treaty --help` lists them.
    static var commands: [any CLICommand.Type] {
        [
            LintCommand.self, FixturesCommand.self, GenerateCommand.self, DiffCommand.self, CheckCommand.self,
            SummaryCommand.self, OverviewCommand.self, ImportCommand.self,
        ]
    }

    let console: Console

    func run(_ arguments: [String]) -> ExitCode {
        guard let first = arguments.first else {
            console.error(TreatyCLI.overview)
            return .usage
        }
        switch first {
        case "--help", "-h", "help":
            console.out(TreatyCLI.overview)
            return .ok
        case "--version":
            console.out("treaty \(TreatyCLI.version)\n")
            return .ok
        default:
            break
        }
        guard let command = TreatyCLI.commands.first(where: { $0.name == first }) else {
            console.error("error: unknown command '\(first)'; run 'treaty --help' for the list\n")
            return .usage
        }
        var rest = ArgumentList(Array(arguments.dropFirst()))
        if rest.helpRequested() {
            console.out(command.help)
            return .ok
        }
        do {
            return try command.run(&rest, console: console)
        } catch {
            console.error("error: \(error.message)\nrun 'treaty \(command.name) --help' for usage\n")
            return .usage
        }
    }

    static var overview: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let lines = commands.map { "  " + $0.name.padding(to: width) + "  " + $0.summary }.joined(separator: "\n")
        return """
            treaty \(version): contract tests for Swift HTTP clients

            usage: treaty <command> [options]

            commands:
            \(lines)

            options:
              --help       show help (also 'treaty <command> --help')
              --version    show the version

            exit codes: 0 ok, 1 findings, 2 usage or unreadable input, 3 could not verify

            """
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
