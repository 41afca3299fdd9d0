import Foundation
import Synchronization
import TreatyContract
import TreatyLive
import TreatyLoader
import TreatyTooling

/// `treaty check`: sends each endpoint's live samples to a real API and reports drift apart from environment trouble.
enum CheckCommand: CLICommand {
    static let name = "check"
    static let summary = "send live samples to a real API and report drift"
    static let help = """
        usage: treaty check [CONTRACT...] [--base-url URL] [--header 'Name: ${ENV_VAR}']... [--only ENDPOINT]...
                            [--concurrency N] [--timeout SECONDS] [--retries N] [--max-response-bytes N]
                            [--allow-unsafe] [--report FORMAT:PATH]...

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

        The text report goes to standard output, progress to standard error. Secrets are masked
        in every report. See docs/live-checks.md for the JSON report schema.
        \(ArgumentList.openAPIHelp)
        \(ArgumentList.rootHelp)
        \(ArgumentList.fileSizeHelp)

        exit codes: 0 all conform, 1 drift found, 2 usage or contract error, 3 nothing drifted but something could not be verified

        """

    static func run(_ arguments: inout ArgumentList, console: Console) throws(UsageError) -> ExitCode {
        let options = CheckOptions(
            concurrency: try number(&arguments, "--concurrency") ?? 4, timeout: try seconds(&arguments, "--timeout") ?? 30,
            retries: try number(&arguments, "--retries") ?? 2,
            maxBodyBytes: try number(&arguments, "--max-response-bytes") ?? 16 << 20
        )
        let planner = CheckPlanner(
            baseURL: try arguments.value("--base-url"), headers: try arguments.values("--header"),
            only: try arguments.values("--only"),
            allowUnsafe: arguments.flag("--allow-unsafe"), environment: ProcessInfo.processInfo.environment, options: options
        )
        let reports = try reportTargets(try arguments.values("--report"))
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
        let run = execute(plan, options: options, console: console)
        console.out(ReportFormat.text.render(run, redactor: plan.redactor))
        for (format, path) in reports {
            do {
                let url = URL(fileURLWithPath: path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(format.render(run, redactor: plan.redactor).utf8).write(to: url, options: .atomic)
            } catch {
                console.error("error: cannot write the \(format.rawValue) report to '\(path)': \(error.localizedDescription)\n")
                return .usage
            }
        }
        if run.meaningless == nil, run.verdict == .drift { return .findings }
        return run.verdict == .conforms ? .ok : .unverified
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

    private static func reportTargets(_ values: [String]) throws(UsageError) -> [(ReportFormat, String)] {
        var targets: [(ReportFormat, String)] = []
        for value in values {
            let parts = value.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let format = ReportFormat(rawValue: String(parts[0])), format != .text else {
                throw UsageError(
                    "report '\(value)' is not FORMAT:PATH; expected one of 'json', 'junit', 'markdown', 'html', e.g. 'json:check.json'"
                )
            }
            targets.append((format, String(parts[1])))
        }
        return targets
    }
}
