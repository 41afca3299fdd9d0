import TreatyContract
import TreatyLoader
import TreatyTooling

/// `treaty fixtures fmt|verify`: keep fixture files canonical, and true to the contract.
enum FixturesCommand: CLICommand {
    static let name = "fixtures"
    static let summary = "format fixtures canonically (fmt) or check them against contracts (verify)"
    static let help = """
        usage: treaty fixtures fmt [PATH...] [--check] [--root DIR]
               treaty fixtures verify [CONTRACT...] [--format text|json|github] [--root DIR]

        fmt     rewrites JSON fixtures in canonical form: keys sorted, two-space indent, numbers as
                read, one trailing newline. PATH is a file or a folder (searched recursively for
                *.json); default: Fixtures/. Rewrites are atomic. A symbolic link is rewritten at
                its target, and refused when that leaves the project root; pipes and devices are
                refused unopened.
                --check   list files that are not canonical and exit 1, touching nothing

        verify  validates every scenario body (fixture, inline or raw) against the response its
                status declares; a scenario with 'expect: decoding' must fail validation. Scans
                bodies for secrets and personal data (emails outside reserved domains, bearer
                tokens, JWTs, API keys, private IP addresses); allow intended values with the
                contract's 'allow:' list. CONTRACT is a file or folder; default: contracts/
        \(ArgumentList.openAPIHelp)
        \(ArgumentList.rootHelp)
        \(ArgumentList.fileSizeHelp)

        exit codes: 0 ok, 1 findings, 2 unreadable input or bad usage

        """

    static func run(_ arguments: inout ArgumentList, console: Console) throws(UsageError) -> ExitCode {
        let words = try arguments.positionalsAllowingOptions()
        switch words.first {
        case "fmt": return try format(&arguments, console: console)
        case "verify": return try verify(&arguments, console: console)
        case nil: throw UsageError("missing subcommand; expected 'fmt' or 'verify'")
        case let other?: throw UsageError("unknown subcommand '\(other)'; expected 'fmt' or 'verify'")
        }
    }

    private static func format(_ arguments: inout ArgumentList, console: Console) throws(UsageError) -> ExitCode {
        let check = arguments.flag("--check")
        let root = try arguments.projectRoot()
        let paths = Array(try arguments.positionals().dropFirst())
        let run = FixtureFormatter(root: root).run(paths.isEmpty ? ["Fixtures"] : paths, check: check)
        console.out(DiagnosticFormat.text.render(run.diagnostics))
        let verb = check ? "not canonical" : "reformatted"
        let errors = run.diagnostics.count - (check ? run.changed.count : 0)
        console.error("\(run.files.count) fixture(s): \(run.changed.count) \(verb), \(errors) error(s)\n")
        if !run.missing.isEmpty { return .usage }
        return run.diagnostics.isEmpty ? .ok : .findings
    }

    private static func verify(_ arguments: inout ArgumentList, console: Console) throws(UsageError) -> ExitCode {
        let format: DiagnosticFormat = try arguments.choice("--format", default: .text)
        let openAPI = try arguments.openAPIOptions()
        let root = try arguments.projectRoot()
        var loader = ContractLoader(openAPI: openAPI, root: root)
        loader.sizeLimits = try arguments.fileSizeLimits()
        let paths = Array(try arguments.positionals().dropFirst())
        let result = loader.load(paths.isEmpty ? ["contracts"] : paths)
        var diagnostics = result.diagnostics
        if !result.diagnostics.hasErrors {
            var verifier = FixtureVerifier(root: root)
            verifier.sizeLimits = loader.sizeLimits
            diagnostics += result.contracts.flatMap(verifier.verify)
        }
        console.out(format.render(diagnostics.sorted()))
        if format == .text {
            let scenarios = result.contracts.flatMap(\.endpoints).reduce(0) { $0 + $1.scenarios.count }
            console.error("\(scenarios) scenario(s) verified: \(diagnostics.filter { $0.severity == .error }.count) error(s)\n")
        }
        if !result.unreadable.isEmpty { return .usage }
        return diagnostics.hasErrors ? .findings : .ok
    }
}
