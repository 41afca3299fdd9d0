import ArgumentParser
import Foundation
import TreatyContract
import TreatyGenerator
import TreatyLoader
import TreatyTooling

/// `treaty generate`: contracts → stubs and an offline test suite for the client's test target.
struct GenerateCommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write Swift stubs and an offline test suite per contract.",
        discussion: """
            Writes, per contract with endpoints, <Name>Contract.swift (fixtures embedded, typed endpoint \
            and scenario names, the <Name>ContractAdapter protocol), <Name>Contract+Archive.swift (the \
            contract, in a versioned archive format) and <Name>ContractTests.swift (a test case per \
            endpoint × scenario); a large contract's input and \
            schema types go to <Name>Contract+Part1.swift, … (see --lines-per-file), and part files an \
            earlier run wrote that this one does not are removed. A contract with lint errors is \
            refused and nothing is written. Files are rewritten only when their bytes change, atomically; \
            a file in the output folder that Treaty did not generate is never overwritten.

            With no contracts and no --out, every contract listed in treaty.yaml (or the --config file) is \
            generated with the options written there; see docs/adopting.md.

            exit codes: 0 ok, 1 lint errors or stale files (--check), 2 bad usage or unreadable input
            """)

    @Argument(
        help: ArgumentHelp("Contract files or folders (default: contracts/, or treaty.yaml's list).", valueName: "contract"))
    var paths: [String] = []

    @Option(
        help: ArgumentHelp("Folder for the generated files (required unless treaty.yaml lists the contracts).", valueName: "dir"),
        completion: .directory)
    var out: String?

    @OptionGroup var suite: SuiteOptions

    @Flag(help: "Write nothing; exit 1 listing files that are stale or missing.")
    var check = false

    @Option(
        help: ArgumentHelp("Also write a starter adapter at this path, only if it does not exist.", valueName: "path"),
        completion: .file(extensions: ["swift"]))
    var adapterSkeleton: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Split a contract's input and schema types over <Name>Contract+PartN.swift files of about n lines once they pass n, so they compile side by side (0: never).",
            valueName: "n"))
    var linesPerFile: Int = GenerationOptions.defaultLinesPerFile

    @Option(help: "Stale and refused files as diagnostics in this format.")
    var format: DiagnosticFormat = .text

    @Option(
        help: ArgumentHelp(
            "The configuration read when no contract and no --out are given (default: treaty.yaml).", valueName: "file"),
        completion: .file(extensions: ["yaml", "yml"]))
    var config: String?

    @OptionGroup var loading: LoadingOptions

    func validate() throws {
        if linesPerFile < 0 {
            throw UsageError("option '--lines-per-file' does not accept '\(linesPerFile)'; expected 0 or more")
        }
        if out == nil, !paths.isEmpty { throw UsageError("missing '--out DIR'") }
        if out != nil, config != nil {
            throw UsageError("'--config' reads the contracts from a file; give it without contracts and '--out'")
        }
        if out == nil, !suite.isEmpty || adapterSkeleton != nil {
            throw UsageError(
                "'--testing', '--access' and '--adapter-skeleton' go with '--out'; with treaty.yaml, write them there")
        }
    }

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        guard let out else { return try generateConfigured(format: format, console: console) }
        let job = Job(
            paths: paths.isEmpty ? ["contracts"] : paths, out: out, testing: suite.testing ?? .swiftTesting,
            access: suite.access ?? .internal, adapterSkeleton: adapterSkeleton)
        return try generate(job, format: format, console: console)
    }

    /// One generation: contracts to one output folder with one set of options.
    struct Job {
        var paths: [String]
        var out: String
        var testing: GenerationOptions.Testing
        var access: GenerationOptions.Access
        var adapterSkeleton: String?
        /// `treaty.yaml`'s `variants:` for the entry; the default without one.
        var variants = VariantSettings()
    }

    func generate(_ job: Job, format: DiagnosticFormat, console: Console) throws(UsageError) -> ExitCode {
        let (out, skeleton) = (job.out, job.adapterSkeleton)
        let cwd = FileManager.default.currentDirectoryPath
        // The load hands over the fixtures it read and checked: none is read a second time.
        var loader = loading.loader
        loader.keepsFixtureBytes = true
        let result = loader.load(job.paths.map { Self.relative($0, toFolder: cwd) })
        if !result.unreadable.isEmpty || result.diagnostics.hasErrors {
            console.error(DiagnosticFormat.text.render(result.diagnostics))
            console.error("error: the contracts have errors; nothing was generated\n")
            return result.unreadable.isEmpty ? .findings : .usage
        }
        let contracts = result.contracts.filter { !$0.endpoints.isEmpty }
        if skeleton != nil, contracts.count != 1 {
            throw UsageError("'--adapter-skeleton' needs exactly one contract with endpoints; \(contracts.count) were given")
        }
        let generator = ContractGenerator(
            options: GenerationOptions(
                testing: job.testing, access: job.access, linesPerFile: linesPerFile, variants: job.variants))
        do {
            let files = try contracts.flatMap { try generator.generate($0, fixtures: result.fixtures(of: $0)) }
            let outcome = try GeneratedFileWriter().write(
                files, to: out, check: check, replacing: contracts.map(ContractGenerator.partPrefix))
            report(outcome, check: check, format: format, console: console)
            if let skeleton, let contract = contracts.first, !check {
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

    /// `path` relative to `folder` when it lies inside it. Generated files name their contract and
    /// every place in it; from an absolute path (`$(pwd)/contracts/api.yaml`) they would carry this
    /// machine's folders into a committed file, and differ from the same run given a relative path.
    static func relative(_ path: String, toFolder folder: String) -> String {
        let base = RelativePath.normalise(folder)
        let target = RelativePath.normalise(path)
        guard target.hasPrefix("/"), base.hasPrefix("/") else { return path }
        if target == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : path
    }

    private func report(
        _ outcome: GeneratedFileWriter.Outcome, check: Bool, format: DiagnosticFormat, console: Console
    ) {
        let diagnostics = outcome.diagnostics
        if format != .text || !diagnostics.isEmpty { console.out(format.render(diagnostics)) }
        for path in outcome.written { console.error("wrote \(path)\n") }
        if !check { for path in outcome.leftover { console.error("removed \(path): no longer generated\n") } }
        let verb = check ? "up to date" : "unchanged"
        let missing = outcome.missing.isEmpty ? "" : " (\(outcome.missing.count) missing)"
        console.error(
            "\(outcome.written.count) written, \(outcome.unchanged.count) \(verb), \(outcome.stale.count) stale\(missing)\n")
    }
}
