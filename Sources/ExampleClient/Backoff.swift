public import Foundation

/// How long to wait before retry `attempt`: a pure function, so it is tested without sleeping.
///
/// The server's `Retry-After` wins when present; otherwise the delay grows exponentially from
/// ``base``. Both are capped at ``maxDelay``. `jitter` is a number in `0...1` the caller draws
/// (tests pass a constant): the delay is scaled into its upper half, `delay × (0.5 + jitter / 2)`.
public struct Backoff: Sendable, Equatable {
    /// The first retry's delay, in seconds.
    public var base: TimeInterval
    /// How much each further retry multiplies the delay.
    public var factor: Double
    /// No delay, `Retry-After` included, exceeds this many seconds.
    public var maxDelay: TimeInterval

    public init(base: TimeInterval = 0.5, factor: Double = 2, maxDelay: TimeInterval = 30) {
        self.base = base
        self.factor = factor
        self.maxDelay = maxDelay
    }

    /// The delay before retry number `attempt` (0 for the first retry).
    public func delay(attempt: Int, retryAfter: Int? = nil, jitter: Double = 1) -> TimeInterval {
        if let retryAfter { return min(Double(max(retryAfter, 0)), maxDelay) }
        let grown = base * pow(factor, Double(max(attempt, 0)))
        let clamped = min(max(jitter, 0), 1)
        return min(grown, maxDelay) * (0.5 + clamped / 2)
    }

    /// Reads a `Retry-After` header given in seconds; HTTP-date values and garbage give nil.
    public static func retryAfterSeconds(_ header: String?) -> Int? {
        guard let text = header?.trimmingCharacters(in: .whitespaces), let seconds = Int(text), seconds >= 0 else { return nil }
        return seconds
    }
}
