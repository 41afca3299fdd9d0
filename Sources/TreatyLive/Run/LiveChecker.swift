import Foundation
import TreatyContract

/// Sends a ``CheckPlan``'s requests through a transport, with bounded concurrency and retries,
/// and judges each response: the engine behind `treaty check`.
///
/// Its collaborators are values so tests replace them: the transport (canned responses), the
/// sleeper (no real waiting), the random source (fixed jitter) and the progress callback.
///
/// ```swift
/// let session = CurlTransport()
/// defer { session.close() }
/// let run = await LiveChecker(transport: session.transport).run(plan)
/// print(run.headline)
/// ```
public struct LiveChecker: Sendable {
    public var transport: LiveTransport
    public var options: CheckOptions
    /// Waits the given seconds before a retry.
    public var sleep: @Sendable (Double) async -> Void
    /// A value in `0..<1` for backoff jitter.
    public var random: @Sendable () -> Double
    /// Called after each sample with the number done and the total.
    public var progress: @Sendable (Int, Int) -> Void

    /// The defaults sleep for real, jitter at random and report no progress.
    public init(
        transport: LiveTransport, options: CheckOptions = CheckOptions(),
        sleep: @escaping @Sendable (Double) async -> Void = { seconds in try? await Task.sleep(for: .seconds(seconds)) },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
    ) {
        self.transport = transport
        self.options = options
        self.sleep = sleep
        self.random = random
        self.progress = progress
    }

    /// Runs every item, at most ``CheckOptions/concurrency`` at a time; results keep the plan's order.
    public func run(_ plan: CheckPlan) async -> CheckRun {
        let items = plan.items
        let governor = RateGovernor(rate: options.rate, maxWait: options.backoff.maxRetryAfter)
        var results = [SampleResult?](repeating: nil, count: items.count)
        await withTaskGroup(of: (Int, SampleResult).self) { group in
            var next = 0
            func start() {
                let index = next
                next += 1
                group.addTask { (index, await self.check(items[index], redactor: plan.redactor, governor: governor)) }
            }
            while next < min(options.concurrency, items.count) { start() }
            var done = 0
            for await (index, result) in group {
                results[index] = result
                done += 1
                progress(done, items.count)
                if next < items.count { start() }
            }
        }
        var run = CheckRun(results: results.compactMap { $0 }, skipped: plan.skipped, contracts: plan.contracts)
        run.shard = plan.shard
        return run
    }

    /// Waits until the rate governor lets a request to `host` through; the reason when it never
    /// will (the server's budget is spent). Asks a bounded number of times: a test's sleeper does
    /// not move the clock.
    private func admit(host: String, retrying: Bool, governor: RateGovernor?) async -> String? {
        guard let governor else { return nil }
        for _ in 0..<1_000 {
            switch await governor.permit(host: host, retrying: retrying) {
            case .exhausted(let reason): return reason
            case .wait(let seconds) where seconds > 0: await sleep(seconds)
            case .wait: return nil
            }
        }
        return nil
    }

    /// Sends one item, retrying what may pass, and turns the outcome into a result whose every
    /// server-supplied string is already masked by `redactor`, before any output escapes it.
    func check(
        _ item: CheckPlan.Item, redactor: Redactor = Redactor(), governor: RateGovernor? = nil
    ) async -> SampleResult {
        await exchange(item, redactor: redactor, governor: governor).redacted(by: redactor)
    }

    private func exchange(_ item: CheckPlan.Item, redactor: Redactor, governor: RateGovernor?) async -> SampleResult {
        var result = SampleResult(
            contract: item.contract, endpoint: item.endpoint.id, sample: item.sample, method: item.endpoint.method,
            request: item.display, attempts: 0, location: item.location
        )
        if item.explored { result.replay = CurlLine.render(item.request, redactor: redactor) }
        result.order = item.order
        var attempt = 0
        while true {
            let host = item.request.url.host ?? ""
            if let reason = await admit(host: host, retrying: attempt > 0, governor: governor) {
                result.environment = SampleResult.EnvironmentProblem(rule: "rate-budget", message: "not verified: \(reason)")
                return result
            }
            result.attempts += 1
            // One deadline for the exchange and the judging of it: validation cannot stretch a sample.
            let deadline = ValidationDeadline.after(seconds: item.request.timeout)
            let outcome = await transport.send(item.request)
            if case .success(let response) = outcome { await governor?.observe(response, host: host) }
            switch RetryDecision.decide(outcome, expectedStatus: item.expectedStatus) {
            case .judge(let response):
                result.status = response.status
                result.milliseconds = response.milliseconds
                let judgement = item.checker.judge(
                    response, endpoint: item.endpoint, expectedStatus: item.expectedStatus, deadline: deadline)
                result.findings = judgement.findings.sorted(by: SampleResult.order)
                // Drift is reported as drift; a response with none that was not fully checked could not be verified.
                if result.findings.isEmpty { result.environment = judgement.notVerified }
                if options.recordBodies, item.endpoint.method != "HEAD" {
                    result.recordedBody = try? JSONParser().parse(response.body)
                }
                return result
            case .environment(let problem, let status):
                result.status = status
                result.environment = problem
                return result
            case .retry(let problem, let status, let retryAfter):
                let delay =
                    attempt < options.retries
                    ? options.backoff.delay(attempt: attempt, retryAfter: retryAfter, random: random()) : nil
                guard let delay else {
                    result.status = status
                    result.environment = RetryDecision.exhausted(
                        problem, retryAfter: retryAfter, attempts: result.attempts, bound: options.backoff.maxRetryAfter)
                    return result
                }
                attempt += 1
                await sleep(delay)
            }
        }
    }
}
