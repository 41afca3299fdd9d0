import TreatyContract
import TreatyGenerator
import TreatyLoader
import TreatyTooling

extension GenerateCommand {
    /// `treaty generate [--check]` with no contracts and no `--out`: every contract `treaty.yaml`
    /// lists, each with its own options. The exit code is the worst of the entries'.
    func generateConfigured(format: DiagnosticFormat, console: Console) throws(UsageError) -> ExitCode {
        let file = config ?? ProjectConfig.fileName
        guard FileSource.local.fileExists(file) else {
            let kind = DiskPath.kind(of: file)
            if kind != .missing { throw UsageError("cannot read '\(file)': it is \(kind.description); expected a regular file") }
            if config != nil { throw UsageError("cannot read '\(file)': no such file") }
            throw UsageError(
                "missing '--out DIR', and there is no treaty.yaml listing contracts here; run 'treaty init' to write one")
        }
        let (loaded, diagnostics) = ProjectConfigDecoder(root: loading.root.folder).load(file)
        if !diagnostics.isEmpty { console.error(DiagnosticFormat.text.render(diagnostics)) }
        guard let loaded else {
            console.error("error: '\(file)' has errors; nothing was generated\n")
            return .usage
        }
        guard !loaded.entries.isEmpty else {
            throw UsageError("'\(file)' lists no contracts; add them under 'contracts:' (see docs/adopting.md)")
        }
        var worst = ExitCode.ok
        for entry in loaded.entries {
            console.error("== \(entry.path) → \(entry.out)\n")
            let job = Job(
                paths: [entry.path], out: entry.out,
                // The decoder has refused any other word (`invalid-value`).
                testing: entry.testing.flatMap(GenerationOptions.Testing.init(rawValue:)) ?? .swiftTesting,
                access: entry.access.flatMap(GenerationOptions.Access.init(rawValue:)) ?? .internal,
                adapterSkeleton: entry.adapterSkeleton, variants: entry.variants)
            let code = try generate(job, format: format, console: console)
            if code.rawValue > worst.rawValue { worst = code }
        }
        return worst
    }
}
