import TreatyContract

/// Lets at most a fixed number of a suite's runs go at once; the others wait their turn.
///
/// Swift Testing starts every case of a parameterized test together, and each run opens a stub
/// session with its own `URLSession`, whose libcurl handles hold sockets until it is gone: 600
/// scenarios at once ran out of file descriptors at the common limit of 1,024, and 30,000 crashed
/// the test process. Each run still has its own session, so one run's client can neither see nor
/// close another's. Owned by one ``ContractSuite``; nothing is shared between suites.
final class RunLimiter: Sendable {
    /// How many runs go at once: enough to keep every core busy, far below any descriptor limit.
    static let defaultLimit = 32

    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let limit: Int
    private let state = Protected(State())

    init(limit: Int = RunLimiter.defaultLimit) {
        self.limit = max(1, limit)
    }

    /// Runs `body` once fewer than `limit` runs are going.
    func run<Result: Sendable>(_ body: () async -> Result) async -> Result {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state -> Bool in
                guard state.running < limit else {
                    state.waiting.append(continuation)
                    return false
                }
                state.running += 1
                return true
            }
            if now { continuation.resume() }
        }
        let result = await body()
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.running -= 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
        return result
    }
}
