import Foundation
import TreatyContract
import TreatyGenerator
import TreatyLoader
import TreatyTooling

/// `treaty generate`: contracts → stubs and an offline test suite for the client's test target.
enum GenerateCommand: CLICommand {
    static let name = "generate"
    static let summary = "write Swift stubs and an offline test suite per contract"
    static let help = """
        usage: treaty generate [CONTRACT...] --out DIR [--testing xctest|swift-testing]
                               [--access public|internal] [--check] [--adapter-skeleton PATH]
                               [--format text|json|github]

        Writes, per contract with endpoints, <Name>Contract.swift (the contract and fixtures
        embedded, typed endpoint and scenario names, the <Name>ContractAdapter protocol) and
        <Name>ContractTests.swift (one test per endpoint × scenario). CONTRACT is a file or a
        folder; default: contracts/. A contract with lint errors is refused and nothing is written.

        options:
          --out DIR                 folder for the generated files (required)
          --testing FRAMEWORK       xctest or swift-testing (default: swift-testing)
          --access LEVEL            public or internal (default: internal)
          --check                   write nothing; exit 1 listing files that are stale or missing
          --adapter-skeleton PATH   also write a starter adapter at PATH, only if PATH does not exist
          --format text|json|github stale and refused files as diagnostics in this format (default: text)

        Files are rewritten only when their bytes change, atomically; a file in DIR that Treaty did
        not generate is never overwritten.
        \(ArgumentList.openAPIHelp)
        \(ArgumentList.rootHelp)
        \(ArgumentList.fileSizeHelp)

        exit codes: 0 ok, 1 lint errors or stale files (--check), 2 bad usage or unreadable input

        """

    static func run(_ arguments: inout ArgumentList, console: Console) throws(UsageError) -> ExitCode {
        let testing: GenerationOptions.Testing = try arguments.choice("--testing", default: .swiftTesting)
        let access: GenerationOptions.Access = try arguments.choice("--access", default: .internal)
        let check = arguments.flag("--check")
        let format: DiagnosticFormat = try arguments.choice("--format", default: .text)
        let skeleton = try arguments.value("--adapter-skeleton")
        guard let out = try arguments.value("--out") else { throw UsageError("missing '--out DIR'") }
        let openAPI = try arguments.openAPIOptions()
        let root = try arguments.projectRoot()
        var loader = ContractLoader(openAPI: openAPI, root: root)
        loader.sizeLimits = try arguments.fileSizeLimits()
        let paths = try arguments.positionals()
        let result = loader.load(paths.isEmpty ? ["contracts"] : paths)
        if !result.unreadable.isEmpty || result.diagnostics.hasErrors {
            console.error(DiagnosticFormat.text.render(result.diagnostics))
            console.error("error: the contracts have errors; nothing was generated\n")
            return result.unreadable.isEmpty ? .findings : .usage
        }
        let contracts = result.contracts.filter { !$0.endpoints.isEmpty }
        if skeleton != nil, contracts.count != 1 {
            throw UsageError("'--adapter-skeleton' needs exactly one contract with endpoints; \(contracts.count) were given")
        }
        let generator = ContractGenerator(options: GenerationOptions(testing: testing, access: access))
        do {
            let files = try contracts.flatMap {
                try generator.generate($0, fixtures: FileSource.local.fixtureTexts(of: $0, root: root))
            }
            let outcome = try GeneratedFileWriter().write(files, to: out, check: check)
            report(outcome, check: check, format: format, console: console)
            if let skeleton, let contract = contracts.first {
                let written = try GeneratedFileWriter().writeNew(generator.adapterSkeleton(contract), to: skeleton)
                console.error(written ? "wrote \(skeleton)\n" : "kept \(skeleton): it exists, and Treaty never overwrites it\n")
            }
            return outcome.stale.isEmpty && outcome.refused.isEmpty ? .ok : .findings
        } catch let error as GenerationError {
            console.error("error: \(error)\n")
            return .findings
        } catch {
            console.error("error: cannot write to '\(out)': \(error.localizedDescription)\n")
            return .usage
        }
    }

    private static func report(
        _ outcome: GeneratedFileWriter.Outcome, check: Bool, format: DiagnosticFormat, console: Console
    ) {
        let diagnostics = outcome.diagnostics
        if format != .text || !diagnostics.isEmpty { console.out(format.render(diagnostics)) }
        for path in outcome.written { console.error("wrote \(path)\n") }
        let verb = check ? "up to date" : "unchanged"
        console.error("\(outcome.written.count) written, \(outcome.unchanged.count) \(verb), \(outcome.stale.count) stale\n")
    }
}
