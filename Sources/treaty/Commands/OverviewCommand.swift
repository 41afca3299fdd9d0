import TreatyContract
import TreatyLoader
import TreatyTooling

/// `treaty overview`: a one-screen overview of what contracts contain (endpoints, responses, scenarios).
enum OverviewCommand: CLICommand {
    static let name = "overview"
    static let summary = "list the endpoints, responses and scenarios of contracts"
    static let help = """
        usage: treaty overview [PATH...]

        Prints, per contract, each endpoint with its method and path, declared statuses and
        scenarios, after linting. Default PATH: contracts/
        \(ArgumentList.openAPIHelp)
        \(ArgumentList.rootHelp)
        \(ArgumentList.fileSizeHelp)

        exit codes: 0 ok, 1 the contracts have lint errors, 2 unreadable input or bad usage

        """

    static func run(_ arguments: inout ArgumentList, console: Console) throws(UsageError) -> ExitCode {
        let openAPI = try arguments.openAPIOptions()
        let root = try arguments.projectRoot()
        var loader = ContractLoader(openAPI: openAPI, root: root)
        loader.sizeLimits = try arguments.fileSizeLimits()
        let paths = try arguments.positionals()
        let result = loader.load(paths.isEmpty ? ["contracts"] : paths)
        if !result.diagnostics.isEmpty { console.error(DiagnosticFormat.text.render(result.diagnostics)) }
        for contract in result.contracts {
            console.out(ContractOverview(contract: contract).render())
        }
        if !result.unreadable.isEmpty { return .usage }
        return result.diagnostics.hasErrors ? .findings : .ok
    }
}
