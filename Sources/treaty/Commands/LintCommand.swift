import TreatyContract
import TreatyLoader
import TreatyTooling

/// `treaty lint`: checks contracts and reports every problem with its file, line and column.
enum LintCommand: CLICommand {
    static let name = "lint"
    static let summary = "check contracts and report problems at file:line:column"
    static let help = """
        usage: treaty lint [PATH...] [--format text|json|github]

        Checks contract files and prints every problem, sorted by file and position.
        A PATH may be a file or a folder (its *.yaml and *.yml files); default: contracts/

        options:
          --format text|json|github   output format (default: text)
                                      json: an array of {file, line, column, severity, rule, message, hint}
                                      github: workflow annotations for pull requests
        \(ArgumentList.openAPIHelp)
        \(ArgumentList.rootHelp)
        \(ArgumentList.fileSizeHelp)

        exit codes: 0 no errors (warnings allowed), 1 errors found, 2 unreadable input or bad usage

        """

    static func run(_ arguments: inout ArgumentList, console: Console) throws(UsageError) -> ExitCode {
        let format: DiagnosticFormat = try arguments.choice("--format", default: .text)
        let openAPI = try arguments.openAPIOptions()
        let root = try arguments.projectRoot()
        var loader = ContractLoader(openAPI: openAPI, root: root)
        loader.sizeLimits = try arguments.fileSizeLimits()
        let paths = try arguments.positionals()
        let result = loader.load(paths.isEmpty ? ["contracts"] : paths)
        console.out(format.render(result.diagnostics))
        if format == .text {
            let errors = result.diagnostics.filter { $0.severity == .error }.count
            let warnings = result.diagnostics.count - errors
            console.error("\(result.files.count) file(s) checked: \(errors) error(s), \(warnings) warning(s)\n")
        }
        if !result.unreadable.isEmpty { return .usage }
        return result.diagnostics.hasErrors ? .findings : .ok
    }
}
