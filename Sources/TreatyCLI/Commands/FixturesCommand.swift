import ArgumentParser
import TreatyContract
import TreatyLoader
import TreatyTooling

/// `treaty fixtures fmt|verify|refresh`: keep fixture files canonical, true to the contract, and
/// true to what the API sends.
struct FixturesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fixtures",
        abstract: "Format fixtures canonically (fmt), check them against contracts (verify), or refresh them from recordings.",
        discussion: "exit codes: 0 ok, 1 findings, 2 unreadable input or bad usage",
        subcommands: [FixturesFormatCommand.self, FixturesVerifyCommand.self, FixturesRefreshCommand.self])

    /// `verify`'s `--format` and `--color`, read here too so they may come before the word that
    /// names the subcommand (`treaty fixtures --format json verify`, as docs/cli.md shows). The
    /// parser hands `verify` the group this command decoded; `fmt` and `refresh`, which have no
    /// such options, refuse them (``refuseOutputOptions(_:in:)``). They are listed in this
    /// command's help as well: the parser words an error about their values from the visible
    /// declarations of the command that read them.
    @OptionGroup(title: "Options of 'fixtures verify'") var output: DiagnosticOutputOptions
}

extension FixturesCommand {
    /// Refuses `verify`'s output options given before another subcommand's word.
    static func refuseOutputOptions(_ group: FixturesCommand, in subcommand: String) throws {
        guard group.output.isEmpty else {
            throw UsageError("'--format' and '--color' are options of 'fixtures verify', not of 'fixtures \(subcommand)'")
        }
    }
}

/// `treaty fixtures fmt`: rewrites JSON fixtures in canonical form.
struct FixturesFormatCommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Rewrite JSON fixtures in canonical form.",
        discussion: """
            Canonical: keys sorted, two-space indent, numbers as read, one trailing newline. A path is a \
            fixture file, a folder (searched recursively for *.json), or a contract (*.yaml, *.yml): then \
            the fixtures its scenarios name. Rewrites are atomic. A symbolic link is \
            rewritten at its target, and refused when that leaves the project root; pipes and devices are \
            refused unopened.

            exit codes: 0 ok, 1 findings, 2 unreadable input or bad usage
            """)

    @Argument(help: ArgumentHelp("Fixture files, folders, or contracts (default: Fixtures/).", valueName: "path"))
    var paths: [String] = []

    @Flag(help: "List files that are not canonical and exit 1, touching nothing.")
    var check = false

    @OptionGroup var root: RootOption

    @ParentCommand var group: FixturesCommand

    func validate() throws {
        try FixturesCommand.refuseOutputOptions(group, in: "fmt")
    }

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        let root = root.projectRoot
        guard let fixtures = Self.fixturePaths(paths.isEmpty ? ["Fixtures"] : paths, root: root, console: console) else {
            return .usage
        }
        let run = FixtureFormatter(root: root).run(fixtures, check: check)
        console.out(DiagnosticFormat.text.render(run.diagnostics))
        let verb = check ? "not canonical" : "reformatted"
        let errors = run.diagnostics.count - (check ? run.changed.count : 0)
        console.error("\(run.files.count) fixture(s): \(run.changed.count) \(verb), \(errors) error(s)\n")
        if !run.missing.isEmpty { return .usage }
        return run.diagnostics.isEmpty ? .ok : .findings
    }

    /// `paths` with each contract replaced by the fixture files its scenarios name; nil after
    /// printing why when a contract cannot be read. A contract is never read as a fixture.
    static func fixturePaths(_ paths: [String], root: ProjectRoot, console: Console) -> [String]? {
        var result: [String] = []
        for path in paths {
            guard path.hasSuffix(".yaml") || path.hasSuffix(".yml"), FileSource.local.listFolder(path) == nil else {
                result.append(path)
                continue
            }
            let loaded = ContractLoader(root: root).load([path])
            guard loaded.unreadable.isEmpty, let contract = loaded.contracts.first else {
                console.error(DiagnosticFormat.text.render(loaded.diagnostics.filter { $0.severity == .error }))
                console.error("error: cannot read the contract '\(path)' to find its fixtures\n")
                return nil
            }
            result += contract.jsonFixtureReferences.map(\.path)
        }
        return result
    }
}

/// `treaty fixtures verify`: every scenario body against its response, and a scan for secrets.
struct FixturesVerifyCommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check scenario bodies against contracts and scan them for secrets.",
        discussion: """
            Validates every scenario body (fixture, inline or raw) against the response its status \
            declares; a scenario with 'expect: decoding' must fail validation. Scans bodies for secrets and \
            personal data (emails outside reserved domains, bearer tokens, JWTs, API keys, private IP \
            addresses); allow intended values with the contract's 'allow:' list or treaty.yaml's ('*' matches \
            any run). Findings point at the value in the fixture, with the scenario as a note; json and sarif \
            carry each finding's JSON pointer.

            exit codes: 0 ok, 1 findings, 2 unreadable input or bad usage
            """)

    @Argument(help: ArgumentHelp("Contract files or folders (default: contracts/).", valueName: "contract"))
    var paths: [String] = []

    @OptionGroup var output: DiagnosticOutputOptions

    @OptionGroup var loading: LoadingOptions

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        let (format, style) = output.resolve(console)
        var loader = loading.loader
        loader.keepsFixtureBytes = true
        let result = loader.load(paths.isEmpty ? ["contracts"] : paths)
        var diagnostics = result.diagnostics
        if !result.diagnostics.hasErrors {
            var verifier = FixtureVerifier(root: loading.projectRoot)
            verifier.sizeLimits = loader.sizeLimits
            // The fixtures the load read and confined: verify reads none again.
            verifier.fixtures = result.fixtures
            diagnostics += result.contracts.flatMap(verifier.verify)
        }
        console.out(format.render(diagnostics.sorted(), style: style))
        if format == .text {
            let scenarios = result.contracts.flatMap(\.endpoints).reduce(0) { $0 + $1.scenarios.count }
            console.error("\(scenarios) scenario(s) verified: \(diagnostics.filter { $0.severity == .error }.count) error(s)\n")
        }
        if !result.unreadable.isEmpty { return .usage }
        return diagnostics.hasErrors ? .findings : .ok
    }
}

/// `treaty fixtures refresh`: success fixtures replaced by what the API sent (`check --record`).
struct FixturesRefreshCommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "refresh",
        abstract: "Replace success scenarios' fixtures with recordings from 'treaty check --record'.",
        discussion: """
            Replaces each success scenario's fixture with its endpoint's recording for the scenario's \
            status (DIR/<endpoint>-<status>-live.json) and prints a unified diff of each change. Scenarios \
            that expect a failure (decoding, http, transport) keep their fixtures and are listed as refused. \
            Regenerate the offline suite afterwards.

            exit codes: 0 ok, 1 a fixture could not be written, 2 unreadable input or bad usage
            """)

    @Argument(help: ArgumentHelp("Contract files or folders (default: contracts/).", valueName: "contract"))
    var paths: [String] = []

    @Option(
        help: ArgumentHelp("The recordings folder 'treaty check --record DIR' wrote.", valueName: "dir"),
        completion: .directory)
    var from: String?

    @Flag(help: "Print the diffs, write nothing.")
    var dryRun = false

    @OptionGroup var loading: LoadingOptions

    @ParentCommand var group: FixturesCommand

    func validate() throws {
        try FixturesCommand.refuseOutputOptions(group, in: "refresh")
        if from == nil {
            throw UsageError("'fixtures refresh' needs '--from DIR', the folder 'treaty check --record DIR' wrote")
        }
    }

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        let folder = from ?? ""  // validate() refused a command line without it
        let loaded = loading.loader.load(paths.isEmpty ? ["contracts"] : paths)
        guard loaded.unreadable.isEmpty, !loaded.diagnostics.hasErrors else {
            console.error(DiagnosticFormat.text.render(loaded.diagnostics.filter { $0.severity == .error }))
            console.error("error: the contracts have errors; run 'treaty lint' and fix them first\n")
            return .usage
        }
        let run = FixtureRefresher(root: loading.projectRoot).refresh(loaded.contracts, from: folder, write: !dryRun)
        for change in run.changes { console.out(change.diff) }
        console.error(DiagnosticFormat.text.render(run.diagnostics))
        let verb = dryRun ? "would be refreshed" : "refreshed"
        console.error(
            "\(run.changes.count) fixture(s) \(verb), \(run.unchanged.count) unchanged, "
                + "\(run.diagnostics.filter { $0.rule == "refresh-refused" }.count) refused\n")
        return run.diagnostics.hasErrors ? .findings : .ok
    }
}
