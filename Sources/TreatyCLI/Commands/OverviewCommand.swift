import ArgumentParser
import TreatyContract
import TreatyLoader
import TreatyTooling

/// `treaty overview`: a one-screen overview of what contracts contain (endpoints, responses, scenarios).
struct OverviewCommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "overview",
        abstract: "List the endpoints, responses and scenarios of contracts.",
        discussion: """
            Prints, per contract, each endpoint with its method and path, declared statuses and scenarios, \
            after linting.

            exit codes: 0 ok, 1 the contracts have lint errors, 2 unreadable input or bad usage
            """)

    @Argument(help: ArgumentHelp("Contract files or folders (default: contracts/).", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var loading: LoadingOptions

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        let result = loading.loader.load(paths.isEmpty ? ["contracts"] : paths)
        if !result.diagnostics.isEmpty { console.error(DiagnosticFormat.text.render(result.diagnostics)) }
        for contract in result.contracts {
            console.out(ContractOverview(contract: contract).render())
        }
        if !result.unreadable.isEmpty { return .usage }
        return result.diagnostics.hasErrors ? .findings : .ok
    }
}
