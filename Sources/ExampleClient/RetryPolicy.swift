public import Foundation

/// How a ``ProjectsClient`` retries answers that ask it to come back later (429, 503).
public struct RetryPolicy: Sendable {
    public var maxRetries: Int
    public var backoff: Backoff
    /// Waits the given seconds; injected so tests never really sleep.
    public var sleep: @Sendable (TimeInterval) async throws -> Void

    public init(maxRetries: Int, backoff: Backoff = Backoff(), sleep: @escaping @Sendable (TimeInterval) async throws -> Void) {
        self.maxRetries = maxRetries
        self.backoff = backoff
        self.sleep = sleep
    }

    /// Never retry.
    public static let none = RetryPolicy(maxRetries: 0, sleep: { _ in })

    /// Retry up to `maxRetries` times, sleeping for real.
    public static func standard(maxRetries: Int = 2) -> RetryPolicy {
        RetryPolicy(maxRetries: maxRetries) { seconds in try await Task.sleep(nanoseconds: UInt64(seconds * 1e9)) }
    }
}
