import Foundation

/// How long to wait before retrying: jittered exponential backoff, with the server's `Retry-After`
/// taking precedence up to a bound. A pure function of its inputs, so it is tested without a clock.
public struct Backoff: Sendable, Hashable {
    /// The first retry's delay ceiling, in seconds.
    public var base: Double
    /// The largest delay backoff alone ever produces, in seconds.
    public var cap: Double
    /// The longest `Retry-After` honoured, in seconds; a longer one gives up instead of waiting.
    public var maxRetryAfter: Double

    public init(base: Double = 0.5, cap: Double = 8, maxRetryAfter: Double = 30) {
        self.base = base
        self.cap = cap
        self.maxRetryAfter = maxRetryAfter
    }

    /// The delay before retry number `attempt` (0 for the first retry), or nil to give up.
    ///
    /// Without `Retry-After` the delay is "full jitter": `random` (a value in `0..<1`) times
    /// `min(cap, base × 2^attempt)`. With one, the server's delay is used plus a small jitter, so
    /// many clients do not return in the same instant; beyond ``maxRetryAfter`` it is nil.
    public func delay(attempt: Int, retryAfter: Double?, random: Double) -> Double? {
        let unit = min(max(random, 0), 1)
        if let retryAfter {
            guard retryAfter <= maxRetryAfter else { return nil }
            return max(retryAfter, 0) + unit * base
        }
        let ceiling = min(cap, base * Double(1 << min(max(attempt, 0), 30)))
        return unit * ceiling
    }

    /// Reads a `Retry-After` value in seconds (the HTTP-date form is not used by the APIs Treaty
    /// checks and reads as nil, so plain backoff applies).
    public static func seconds(retryAfter text: String?) -> Double? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), let seconds = Int(text), seconds >= 0 else { return nil }
        return Double(seconds)
    }
}
