import Synchronization
import TreatyStubs

/// Collects failures instead of failing the test, so tests can assert on the exact wording.
final class FailureLog: Sendable {
    private let entries = Mutex<[(message: String, site: CallSite)]>([])

    var reporter: FailureReporter {
        FailureReporter { [self] message, site in entries.withLock { $0.append((message, site)) } }
    }

    var messages: [String] { entries.withLock { $0.map(\.message) } }
    var sites: [CallSite] { entries.withLock { $0.map(\.site) } }
}
