import ArgumentParser
import TreatyContract
import TreatyLoader
import TreatyTooling

/// `treaty lint`: checks contracts and reports every problem with its file, line and column.
struct LintCommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check contracts and report problems at file:line:column.",
        discussion: """
            Checks contract files and prints every problem, sorted by file and position. A path may be a \
            file or a folder (its *.yaml and *.yml files). json output is an array of {file, line, column, \
            severity, rule, message, hint, pointer, related}; github output is workflow annotations for pull \
            requests; sarif is a SARIF 2.1.0 log for GitHub code scanning.

            exit codes: 0 no errors (warnings allowed), 1 errors found, 2 unreadable input, no contracts found, or bad usage
            """)

    @Argument(help: ArgumentHelp("Contract files or folders (default: contracts/).", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var output: DiagnosticOutputOptions

    @OptionGroup var loading: LoadingOptions

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        let (format, style) = output.resolve(console)
        var loader = loading.loader
        loader.keepsWorkingSet = true
        let result = loader.load(paths.isEmpty ? ["contracts"] : paths)
        // Freeing a large model is the last thing the process would do, for memory the system takes back at exit.
        console.keepUntilExit(result)
        console.out(format.render(result.diagnostics, style: style))
        if format == .text {
            let errors = result.diagnostics.filter { $0.severity == .error }.count
            let warnings = result.diagnostics.count - errors
            console.error("\(result.files.count) file(s) checked: \(errors) error(s), \(warnings) warning(s)\n")
        }
        if !result.unreadable.isEmpty { return .usage }
        guard !result.files.isEmpty else {
            // Nothing checked is no verdict: a CI step must not pass on an empty or misnamed folder.
            console.error(
                "error: no contracts found in \((paths.isEmpty ? ["contracts"] : paths).map { "'\($0)'" }.joined(separator: ", ")); "
                    + "folders are read for their *.yaml and *.yml files, so name a JSON document itself\n")
            return .usage
        }
        return result.diagnostics.hasErrors ? .findings : .ok
    }
}
