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
            sample conforms, drifts (undeclared status, wrong content type, missing header, body not \
            matching its shape) or could not be verified (DNS, refused, timeout, TLS, 401/403, rate limit \
            exhausted). The text report goes to standard output, progress to standard error. Secrets are \
            masked in every report. See docs/live-checks.md for the JSON report schema.

            exit codes: 0 all conform, 1 drift found, 2 usage or contract error,
                        3 nothing drifted but something could not be verified
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

    @Option(help: ArgumentHelp("Requests in flight at once (default: 4).", valueName: "n"))
    var concurrency: String?

    @Option(help: ArgumentHelp("Per request, headers and body (default: 30).", valueName: "seconds"))
    var timeout: String?

    @Option(help: ArgumentHelp("Retries after 429, 503, timeouts and lost connections (default: 2).", valueName: "n"))
    var retries: String?

    @Option(help: ArgumentHelp("Largest body read (default: 16777216).", valueName: "n"))
    var maxResponseBytes: String?

    @Flag(help: "Also send POST, PUT, PATCH and DELETE samples.")
    var allowUnsafe = false

    @Option(
        name: .customLong("report"),
        help: ArgumentHelp("Also write json, junit, markdown or html to PATH (repeatable).", valueName: "format:path"))
    var reports: [String] = []

    @OptionGroup var loading: LoadingOptions

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        let options = CheckOptions(
            concurrency: try Self.number(concurrency, "--concurrency") ?? 4,
            timeout: try Self.seconds(timeout, "--timeout") ?? 30,
            retries: try Self.number(retries, "--retries") ?? 2,
            maxBodyBytes: try Self.number(maxResponseBytes, "--max-response-bytes") ?? 16 << 20
        )
        let planner = CheckPlanner(
            baseURL: baseURL, headers: headers, only: only, allowUnsafe: allowUnsafe,
            environment: ProcessInfo.processInfo.environment, options: options
        )
        let reports = try Self.reportTargets(reports)
        let loaded = try loading.loader().load(paths.isEmpty ? ["contracts"] : paths)
        guard loaded.unreadable.isEmpty, !loaded.diagnostics.hasErrors else {
            console.error(DiagnosticFormat.text.render(loaded.diagnostics.filter { $0.severity == .error }))
            console.error("error: the contracts have errors; run 'treaty lint' and fix them first\n")
            return .usage
        }
        let plan: CheckPlan
        do { plan = try planner.plan(loaded.contracts) } catch { throw UsageError(error.message) }
        let run = await Self.run(plan, options: options, console: console)
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

    private static func number(_ text: String?, _ name: String) throws(UsageError) -> Int? {
        guard let text else { return nil }
        guard let value = Int(text), value >= 0 else { throw UsageError("option '\(name)' needs a whole number, got '\(text)'") }
        return value
    }

    private static func seconds(_ text: String?, _ name: String) throws(UsageError) -> Double? {
        guard let text else { return nil }
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
