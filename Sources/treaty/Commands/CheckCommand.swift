import Foundation
import Synchronization
import TreatyContract
import TreatyLive
import TreatyLoader

/// `treaty check`: sends each endpoint's live samples to a real API and reports drift apart from environment trouble.
enum CheckCommand: CLICommand {
    static let name = "check"
    static let summary = "send live samples to a real API and report drift"
    static let help = """
        usage: treaty check [CONTRACT...] [--base-url URL] [--header 'Name: ${ENV_VAR}']... [--only ENDPOINT]...
                            [--concurrency N] [--timeout SECONDS] [--retries N] [--max-response-bytes N]
                            [--allow-unsafe] [--report FORMAT:PATH]...
                            [--baseline FILE [--update-baseline] [--strict]] [--run-id ID] [--record DIR]
                            [--explore N [--seed S]] [--shard K/N]

        Sends every endpoint's 'live:' samples and compares each response with the contract.
        Each sample conforms, drifts (undeclared status, wrong content type, missing header,
        body not matching its shape) or could not be verified (DNS, refused, timeout, TLS,
        401/403, rate limit exhausted). CONTRACT is a file or folder; default: contracts/

        options:
          --base-url URL            where to send requests (default: each contract's baseURL)
          --header 'Name: value'    send this header; ${NAME} reads an environment variable (repeatable)
          --only ENDPOINT           check only this endpoint id (repeatable)
          --concurrency N           requests in flight at once (default 4)
          --timeout SECONDS         per request, headers and body (default 30)
          --retries N               retries after 429, 503, timeouts and lost connections (default 2)
          --max-response-bytes N    largest body read (default 16777216)
          --allow-unsafe            also send POST, PUT, PATCH and DELETE samples
          --report FORMAT:PATH      also write json, junit, markdown or html to PATH (repeatable)
          --baseline FILE           compare findings with accepted drift: each is new, persisting or
                                    resolved, and only new drift exits 1 (a missing FILE is empty)
          --update-baseline         write FILE with this run's drift accepted
          --strict                  with --baseline, any drift exits 1
          --run-id ID               this run's id in the baseline (e.g. the CI build number)
          --record DIR              write each conforming or drifted JSON body, secrets scrubbed, as
                                    DIR/<endpoint>-<status>-live.json for 'treaty fixtures refresh'
          --explore N               also send up to N requests per GET endpoint whose query values come
                                    from the parameter shapes (enum values, bounds, formats, non-ASCII,
                                    optional ones left out); drift names the request as a curl line
          --seed S                  the exploration's seed (default 0): the same seed, the same requests
          --shard K/N               check only shard K of N: endpoints split by a stable hash, balanced by
                                    samples; 'treaty summary --live' merges the N reports into one

        The text report goes to standard output, progress to standard error. Secrets are masked
        in every report. See docs/live-checks.md for the JSON report schema.
        \(ArgumentList.openAPIHelp)
        \(ArgumentList.rootHelp)
        \(ArgumentList.fileSizeHelp)

        exit codes: 0 all conform (or all drift is in the baseline), 1 drift found (with --baseline: new drift),
                    2 usage or contract error, 3 nothing drifted but something could not be verified

        """

    static func run(_ arguments: inout ArgumentList, console: Console) throws(UsageError) -> ExitCode {
        var options = CheckOptions(
            concurrency: try number(&arguments, "--concurrency") ?? 4, timeout: try seconds(&arguments, "--timeout") ?? 30,
            retries: try number(&arguments, "--retries") ?? 2,
            maxBodyBytes: try number(&arguments, "--max-response-bytes") ?? 16 << 20
        )
        var planner = CheckPlanner(
            baseURL: try arguments.value("--base-url"), headers: try arguments.values("--header"),
            only: try arguments.values("--only"),
            allowUnsafe: arguments.flag("--allow-unsafe"), environment: ProcessInfo.processInfo.environment, options: options
        )
        if let explore = try number(&arguments, "--explore") {
            let seed = try arguments.value("--seed")
            guard let seedValue = UInt64(seed ?? "0") else {
                throw UsageError("option '--seed' needs a whole number, got '\(seed ?? "")'")
            }
            planner.explorer = InputExplorer(count: explore, seed: seedValue)
        } else if try arguments.value("--seed") != nil {
            throw UsageError("'--seed' needs '--explore N'")
        }
        let reports = try arguments.reportTargets()
        if let shard = try arguments.value("--shard") {
            do { planner.shard = try Shard(parsing: shard) } catch { throw UsageError(error.message) }
        }
        let recordFolder = try arguments.value("--record")
        options.recordBodies = recordFolder != nil
        let baselineFile = try arguments.value("--baseline").map(BaselineFile.init)
        let updateBaseline = arguments.flag("--update-baseline")
        let strict = arguments.flag("--strict")
        let runID = try arguments.value("--run-id")
        if baselineFile == nil, updateBaseline || strict {
            throw UsageError("'--update-baseline' and '--strict' need '--baseline FILE'")
        }
        var baseline: DriftBaseline?
        do { baseline = try baselineFile?.read() } catch { throw UsageError(error.message) }
        let openAPI = try arguments.openAPIOptions()
        let root = try arguments.projectRoot()
        var loader = ContractLoader(openAPI: openAPI, root: root)
        loader.sizeLimits = try arguments.fileSizeLimits()
        let paths = try arguments.positionals()
        let loaded = loader.load(paths.isEmpty ? ["contracts"] : paths)
        guard loaded.unreadable.isEmpty, !loaded.diagnostics.hasErrors else {
            console.error(DiagnosticFormat.text.render(loaded.diagnostics.filter { $0.severity == .error }))
            console.error("error: the contracts have errors; run 'treaty lint' and fix them first\n")
            return .usage
        }
        let plan: CheckPlan
        do { plan = try planner.plan(loaded.contracts) } catch { throw UsageError(error.message) }
        var run = execute(plan, options: options, console: console)
        if let baseline {
            run.baseline = BaselineComparison(run, baseline: baseline, runID: runID)
            run.strict = strict
        }
        console.out(ReportFormat.text.render(run, redactor: plan.redactor))
        guard ReportFile.write(run, to: reports, redactor: plan.redactor, console: console) else { return .usage }
        if let recordFolder {
            let recordings = FixtureRecorder(secrets: plan.redactor.secrets).recordings(run, contracts: loaded.contracts)
            do {
                try FileManager.default.createDirectory(atPath: recordFolder, withIntermediateDirectories: true)
                for recording in recordings {
                    try AtomicFile.write(Data(recording.text.utf8), to: recordFolder + "/" + recording.file)
                }
            } catch {
                console.error("error: cannot write recordings to '\(recordFolder)': \(error.localizedDescription)\n")
                return .usage
            }
            for note in recordings.flatMap(\.notes) { console.error("note: \(note)\n") }
            console.error("recorded \(recordings.count) fixture candidate(s) in '\(recordFolder)'\n")
        }
        if let baselineFile, updateBaseline, let updated = run.baseline?.updated {
            do { try baselineFile.write(updated) } catch {
                console.error("error: cannot write the baseline '\(baselineFile.path)': \(error.localizedDescription)\n")
                return .usage
            }
        }
        return ExitCode(run.outcome)
    }

    /// Runs the check on the concurrency pool and waits for it; progress goes to standard error.
    private static func execute(_ plan: CheckPlan, options: CheckOptions, console: Console) -> CheckRun {
        let session = CurlTransport(maxConnectionsPerHost: options.concurrency)
        defer { session.close() }
        let interactive = isatty(STDERR_FILENO) == 1
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
        let box = Mutex<CheckRun?>(nil)
        let finished = DispatchSemaphore(value: 0)
        let started = ContinuousClock.now
        Task {
            let run = await checker.run(plan)
            box.withLock { $0 = run }
            finished.signal()
        }
        finished.wait()
        let elapsed = (ContinuousClock.now - started).components
        console.error(
            "\(plan.items.count) sample(s) checked in \(elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000) ms\n"
        )
        return box.withLock { $0 } ?? CheckRun(results: [])
    }

    private static func number(_ arguments: inout ArgumentList, _ name: String) throws(UsageError) -> Int? {
        guard let text = try arguments.value(name) else { return nil }
        guard let value = Int(text), value >= 0 else { throw UsageError("option '\(name)' needs a whole number, got '\(text)'") }
        return value
    }

    private static func seconds(_ arguments: inout ArgumentList, _ name: String) throws(UsageError) -> Double? {
        guard let text = try arguments.value(name) else { return nil }
        guard let value = Double(text), value > 0, value.isFinite else {
            throw UsageError("option '\(name)' needs a positive number of seconds, got '\(text)'")
        }
        return value
    }
}
