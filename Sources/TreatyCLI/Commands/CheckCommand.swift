import ArgumentParser
import Foundation
import TreatyContract
import TreatyLive
import TreatyLoader
import TreatyTooling

/// `treaty check`: sends each endpoint's live samples to a real API and reports drift apart from environment trouble.
struct CheckCommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Send live samples to a real API and report drift.",
        discussion: """
            Sends every endpoint's 'live:' samples and compares each response with the contract. Each \
            sample conforms, is additive (a new property of an open object, a new value of an extensible \
            enum: nothing a tolerant client breaks on), drifts (undeclared status, wrong content type, \
            missing header, body not matching its shape) or could not be verified (DNS, refused, timeout, \
            TLS, 401/403, rate limit exhausted). --fail-on chooses what fails the run: drift and \
            environment by default. The text report goes to standard output, progress to standard error. Secrets are \
            masked in every report. See docs/live-checks.md for the JSON report schema.

            With --baseline, each finding is new, persisting or resolved against accepted drift, and only \
            new drift exits 1. --record writes scrubbed fixture candidates for 'treaty fixtures refresh'. \
            --explore sends seeded extra requests from the parameter shapes. --shard checks one slice of \
            the endpoints; 'treaty summary --live' merges the slices' JSON reports.

            exit codes: 0 nothing --fail-on names was found (or all drift is in the baseline), 1 drift found \
            (with --baseline: new drift), or additive findings with '--fail-on additive', 2 usage or \
            contract error, 3 nothing drifted but something could not be verified (with 'environment' in \
            --fail-on; a run that verified nothing exits 3 whatever it names)
            """)

    @Argument(help: ArgumentHelp("Contract files or folders (default: contracts/).", valueName: "contract"))
    var paths: [String] = []

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp("Where to send requests (default: each contract's baseURL).", valueName: "url"))
    var baseURL: String?

    @Option(
        name: .customLong("header"),
        help: ArgumentHelp(
            "Send this header, 'Name: value'; ${NAME} reads an environment variable (repeatable).", valueName: "header"))
    var headers: [String] = []

    @Option(name: .customLong("only"), help: ArgumentHelp("Check only this endpoint id (repeatable).", valueName: "endpoint"))
    var only: [String] = []

    // The numeric options take the next word even when it starts with '-': '--timeout -1' is then
    // refused for its value, not reported as a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp("Requests in flight at once, 1 to 64.", valueName: "n"))
    var concurrency = 4

    @Option(parsing: .unconditional, help: ArgumentHelp("Per request, headers and body.", valueName: "seconds"))
    var timeout: Double = 30

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Retries after 429, 502-504, timeouts and lost connections, 0 to 10.", valueName: "n"))
    var retries = 2

    @Option(parsing: .unconditional, help: ArgumentHelp("Largest body read.", valueName: "size"))
    var maxResponseBytes = ByteCount(16 << 20)

    @Flag(help: "Also send POST, PUT, PATCH and DELETE samples.")
    var allowUnsafe = false

    @Option(
        name: .customLong("report"),
        help: ArgumentHelp("Also write json, junit, markdown or html to PATH (repeatable).", valueName: "format:path"))
    var reports: [ReportTarget] = []

    @Option(
        help: ArgumentHelp(
            "Compare findings with this accepted-drift file: only new drift exits 1 (a missing file is empty).",
            valueName: "file"),
        completion: .file())
    var baseline: String?

    @Flag(help: "Write the --baseline file with this run's drift accepted.")
    var updateBaseline = false

    @Flag(name: .customLong("strict-baseline"), help: "With --baseline, any drift exits 1, known or new.")
    var strict = false

    @Option(
        name: .customLong("fail-on"),
        help: ArgumentHelp(
            "What fails the run, classes comma-separated or the option repeated (default: drift,environment).",
            valueName: "classes"))
    var failOn: [FailOnClasses] = []

    @Option(
        name: .customLong("run-id"),
        help: ArgumentHelp("This run's id in the baseline (e.g. the CI build number).", valueName: "id"))
    var runID: String?

    @Option(
        help: ArgumentHelp(
            "Write each conforming or drifted JSON body, secrets scrubbed, as DIR/<endpoint>-<status>-live.json.",
            valueName: "dir"),
        completion: .directory)
    var record: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Also send up to N requests per GET endpoint with query values from the parameter shapes.", valueName: "n"))
    var explore: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The exploration's seed (default: 0): the same seed sends the same requests.", valueName: "n"))
    var seed: UInt64?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "At most this many requests a second to each host ('10' or '10/s'); the server's RateLimit and Retry-After headers are honoured always.",
            valueName: "per-second"))
    var rate: RequestRate?

    @Option(
        help: ArgumentHelp("Check only shard K of N (endpoints split by a stable hash, balanced by samples).", valueName: "k/n"))
    var shard: Shard?

    @OptionGroup var loading: LoadingOptions

    func validate() throws {
        try OptionBounds.check(concurrency, "--concurrency", in: Self.concurrencyRange)
        try OptionBounds.check(seconds: timeout, "--timeout")
        try OptionBounds.check(retries, "--retries", in: Self.retriesRange)
        if let explore { try OptionBounds.check(explore, "--explore", in: 0...Int.max) }
        if seed != nil, explore == nil { throw UsageError("'--seed' needs '--explore N'") }
        if baseline == nil, updateBaseline || strict {
            throw UsageError("'--update-baseline' and '--strict-baseline' need '--baseline FILE'")
        }
    }

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        var options = CheckOptions(
            concurrency: concurrency, timeout: timeout, retries: retries, maxBodyBytes: maxResponseBytes.bytes)
        options.recordBodies = record != nil
        options.rate = rate?.perSecond
        var planner = CheckPlanner(
            baseURL: baseURL, headers: headers, only: only, allowUnsafe: allowUnsafe,
            environment: ProcessInfo.processInfo.environment, options: options
        )
        if let explore { planner.explorer = InputExplorer(count: explore, seed: seed ?? 0) }
        planner.shard = shard
        let failures = failOn.isEmpty ? CheckRun.FailOn.defaults : Set(failOn.flatMap(\.classes))
        let baselineFile = baseline.map(BaselineFile.init)
        var accepted: DriftBaseline?
        do { accepted = try baselineFile?.read() } catch { throw UsageError(error.message) }
        let loaded = loading.loader.load(paths.isEmpty ? ["contracts"] : paths)
        guard loaded.unreadable.isEmpty, !loaded.diagnostics.hasErrors else {
            console.error(DiagnosticFormat.text.render(loaded.diagnostics.filter { $0.severity == .error }))
            console.error("error: the contracts have errors; run 'treaty lint' and fix them first\n")
            return .usage
        }
        try ReportFile.refuse(reports, over: loaded.files, role: "the contract")
        let plan: CheckPlan
        do { plan = try planner.plan(loaded.contracts) } catch { throw UsageError(error.message) }
        var run = await Self.run(plan, options: options, console: console)
        run.failOn = failures
        if let accepted {
            run.baseline = BaselineComparison(run, baseline: accepted, runID: runID)
            run.strict = strict
        }
        console.out(ReportFormat.text.render(run, redactor: plan.redactor))
        guard ReportFile.write(run, to: reports, redactor: plan.redactor, console: console) else { return .usage }
        if let record,
            !Self.write(
                recordingsOf: run, plan: plan, contracts: loaded.contracts, inputs: loaded.files, to: record, console: console)
        {
            return .usage
        }
        if let baselineFile, updateBaseline, let updated = run.baseline?.updated {
            do { try baselineFile.write(updated) } catch {
                console.error("error: cannot write the baseline '\(baselineFile.path)': \(error.localizedDescription)\n")
                return .usage
            }
        }
        return ExitCode(run.outcome)
    }

    /// `--record DIR`: the run's bodies as fixture candidates; false after printing why they could not be written.
    /// A candidate never lands on a contract or a file its `$ref`s read (`inputs`): nothing is written then.
    private static func write(
        recordingsOf run: CheckRun, plan: CheckPlan, contracts: [Contract], inputs: [String], to folder: String,
        console: Console
    ) -> Bool {
        let recordings = FixtureRecorder(secrets: plan.redactor.secrets).recordings(run, contracts: contracts)
        let read = inputs + Set(contracts.flatMap { $0.schemaTable.sortedReferences.map(\.file) }).sorted()
        do throws(UsageError) {
            for recording in recordings {
                try InputGuard.refuse(folder + "/" + recording.file, option: "--record \(folder)", over: read, role: "an input")
            }
        } catch {
            console.error("error: \(error.message)\n")
            return false
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for recording in recordings { try AtomicFile.write(Data(recording.text.utf8), to: folder + "/" + recording.file) }
        } catch {
            console.error("error: cannot write recordings to '\(folder)': \(error.localizedDescription)\n")
            return false
        }
        for note in recordings.flatMap(\.notes) { console.error("note: \(note)\n") }
        console.error("recorded \(recordings.count) fixture candidate(s) in '\(folder)'\n")
        return true
    }

    /// Runs the check; progress goes to standard error.
    private static func run(_ plan: CheckPlan, options: CheckOptions, console: Console) async -> CheckRun {
        let session = CurlTransport(maxConnectionsPerHost: options.concurrency)
        defer { session.close() }
        let interactive = console.interactive
        let checker = LiveChecker(
            transport: session.transport, options: options,
            progress: { done, total in
                // A terminal gets a live counter; a CI log a line per tenth of a long run.
                if interactive {
                    console.error("\rchecked \(done)/\(total) sample(s)" + (done == total ? "\n" : ""))
                } else if total >= 50, done * 10 / total != (done - 1) * 10 / total {
                    console.error("checked \(done)/\(total) sample(s)\n")
                }
            })
        let started = DispatchTime.now().uptimeNanoseconds
        let run = await checker.run(plan)
        let milliseconds = (DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
        console.error("\(plan.items.count) sample(s) checked in \(milliseconds) ms\n")
        return run
    }

    /// Requests in flight at once: none would check nothing, and past 64 a run is a load test.
    static let concurrencyRange = 1...64
    /// Retries of one sample: each waits longer than the one before, so ten already span minutes.
    static let retriesRange = 0...10
}
