import ExampleClient
import Foundation
import Synchronization
import TreatyStubs

extension ProjectsClient {
    /// A client aimed at `stubs`, as an app would build one with a real base URL and session.
    init(stubs: StubSession, retry: RetryPolicy = .none, bodyTransport: BodyTransport = .httpBody) {
        self.init(
            baseURL: stubs.baseURL, session: stubs.urlSession, token: "test-token", retry: retry, bodyTransport: bodyTransport)
    }
}

/// A sleeper that records the delays it was asked for and returns at once.
final class SleepRecorder: Sendable {
    private let delays = Mutex<[TimeInterval]>([])

    var recorded: [TimeInterval] { delays.withLock { $0 } }

    var policy: RetryPolicy {
        RetryPolicy(maxRetries: 2) { [self] seconds in delays.withLock { $0.append(seconds) } }
    }
}
