import Foundation
import Testing
import TreatyContract

@_spi(Generated) @testable import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A generated Swift Testing suite starts every scenario at once. A suite lets a few runs go at a
/// time, each with its own `URLSession`: with all of them open together, 600 scenarios ran out
/// of file descriptors at the common limit of 1,024 (`scripts/bench-suite.py` under
/// `ulimit -n 1024`; the process's descriptors are not counted here, since the tests running
/// beside this one open their own).
@Suite struct ParallelRunsTests {
    @Test func aThousandRunsStartedTogetherGoAFewAtATimeAndKeepTheirOwnRequests() async throws {
        let suite = ContractSuite(contract: SuiteShardTests.contract, fixtures: FixtureSource(), environment: [:])
        let log = FailureLog()
        let counts = Protected((now: 0, most: 0, sessions: Set<ObjectIdentifier>()))
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<1_000 {
                group.addTask {
                    await suite.run(
                        "e\(index)", "s0", reporter: log.reporter,
                        call: { stubs, _ in
                            counts.withLock {
                                $0.now += 1
                                $0.most = max($0.most, $0.now)
                                $0.sessions.insert(ObjectIdentifier(stubs.urlSession))
                            }
                            defer { counts.withLock { $0.now -= 1 } }
                            let (_, response) = try await stubs.urlSession.data(from: stubs.url("/e/\(index)"))
                            guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
                        }, classify: { _ in .unclassified("failed") })
                }
            }
        }
        #expect(log.messages.isEmpty, "\(log.messages.prefix(3))")
        let (most, sessions) = counts.withLock { ($0.most, $0.sessions.count) }
        #expect(most <= RunLimiter.defaultLimit, "\(most) runs at once")
        #expect(most > 1, "runs still go side by side")
        #expect(sessions > 1, "each run has a URLSession of its own")
    }
}
