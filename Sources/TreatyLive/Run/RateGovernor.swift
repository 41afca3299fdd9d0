import Foundation

/// Keeps a live check within a request-rate budget per host (`--rate N/s`) and within what the
/// server says it has left (`RateLimit-Remaining` / `X-RateLimit-Remaining` with their `Reset`,
/// and `Retry-After` on a 429), so a scheduled check slows down before the server refuses and
/// never hammers it.
///
/// Each request asks for a slot: requests to one host are spaced by `1/rate` seconds, and none
/// is sent while the server's budget is spent. When the server's budget stays spent for longer
/// than Treaty waits (``maxWait``), the governor stops sending to that host for the rest of the
/// run: those samples are not verified ("rate budget"), never drift.
actor RateGovernor {
    /// What a request may do.
    enum Permit: Equatable {
        /// Send after waiting this many seconds (0: at once).
        case wait(Double)
        /// Do not send: the host's budget is spent past what Treaty waits.
        case exhausted(String)
    }

    private let interval: Double
    private let maxWait: Double
    private let now: @Sendable () -> Double
    /// When the last request to each host was let through: the next one may go `interval` later.
    private var lastGrant: [String: Double] = [:]
    private var spentUntil: [String: Double] = [:]
    /// Until when a 429's or 503's `Retry-After` holds the host back; the sample that got it
    /// waits for it in its own retry, so only the others are held here.
    private var retryAfterUntil: [String: Double] = [:]
    private var stopped: [String: String] = [:]

    /// - Parameters:
    ///   - rate: requests per second per host; nil or 0 for no spacing.
    ///   - maxWait: the longest Treaty waits for a server's budget to come back (its `Retry-After` bound).
    ///   - now: seconds on a monotonic clock; tests pass their own.
    init(rate: Double?, maxWait: Double, now: @escaping @Sendable () -> Double = RateGovernor.monotonicSeconds) {
        interval = (rate ?? 0) > 0 ? 1 / rate! : 0
        self.maxWait = maxWait
        self.now = now
    }

    /// Whether a request to `host` may go now (`.wait(0)`, counted as sent) or how long to wait
    /// before asking again; `retrying` for a sample that already waited out its own `Retry-After`.
    ///
    /// Requests are let through only when they ask, never by a slot booked in advance, so a task
    /// that wakes late cannot bunch up with the next: sends are always at least `1/rate` apart.
    func permit(host: String, retrying: Bool = false) -> Permit {
        if let reason = stopped[host] { return .exhausted(reason) }
        let current = now()
        let retryAfter = retrying ? current : retryAfterUntil[host] ?? current
        let earliest = max(lastGrant[host].map { $0 + interval } ?? current, spentUntil[host] ?? current, retryAfter)
        guard earliest <= current else { return .wait(earliest - current) }
        lastGrant[host] = current
        return .wait(0)
    }

    /// Reads what a response says of the server's budget.
    func observe(_ response: LiveResponse, host: String) {
        let current = now()
        var resumes: Double?
        var why = ""
        if response.status == 429 || response.status == 503,
            let after = Backoff.seconds(retryAfter: response.header("Retry-After"))
        {
            if after <= maxWait {
                retryAfterUntil[host] = max(retryAfterUntil[host] ?? current, current + after)
            } else {
                resumes = after
                why = "'Retry-After: \(Int(after))'"
            }
        }
        let remaining = (response.header("RateLimit-Remaining") ?? response.header("X-RateLimit-Remaining"))
            .flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        if remaining == 0, let reset = RateGovernor.resetSeconds(response) {
            resumes = max(resumes ?? 0, reset)
            why = "'RateLimit-Remaining: 0' until \(Int(reset)) s from now"
        }
        guard let resumes else { return }
        if resumes > maxWait {
            stopped[host] =
                "the API's rate limit is spent (\(why)), longer than the \(Int(maxWait)) s Treaty waits; no more requests were sent to it"
        } else {
            spentUntil[host] = max(spentUntil[host] ?? current, current + resumes)
        }
    }

    /// Seconds until the budget resets: `RateLimit-Reset` is a delay; `X-RateLimit-Reset` is a
    /// delay or, as GitHub sends it, a Unix time.
    static func resetSeconds(_ response: LiveResponse) -> Double? {
        guard let text = response.header("RateLimit-Reset") ?? response.header("X-RateLimit-Reset"),
            let value = Double(text.trimmingCharacters(in: .whitespaces)), value >= 0
        else { return nil }
        return value > 1_000_000_000 ? max(0, value - Date().timeIntervalSince1970) : value
    }

    static let monotonicSeconds: @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
