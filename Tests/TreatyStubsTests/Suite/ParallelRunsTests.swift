import Foundation
import Testing
import TreatyContract
@_spi(Generated) import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A generated Swift Testing suite runs every scenario at once. Runs share the suite's one
/// `URLSession`, so a suite of thousands of scenarios holds one session's sockets: with a
/// session per run, 600 scenarios ran out of descriptors at the common limit of 1,024
/// (`scripts/bench-suite.py` under `ulimit -n 1024`; the count of open descriptors is not asserted
/// here, since the tests running beside this one open their own).
@Suite struct ParallelRunsTests {
    @Test func aThousandParallelRunsShareOneURLSessionAndKeepTheirOwnRequests() async throws {
        let suite = ContractSuite(contract: SuiteShardTests.contract, fixtures: FixtureSource(), environment: [:])
        let log = FailureLog()
        let sessions = Protected(Set<ObjectIdentifier>())
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<1_000 {
                group.addTask {
                    await suite.run(
                        "e\(index)", "s0", reporter: log.reporter,
                        call: { stubs, _ in
                            sessions.withLock { _ = $0.insert(ObjectIdentifier(stubs.urlSession)) }
                            let (_, response) = try await stubs.urlSession.data(from: stubs.url("/e/\(index)"))
                            guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
                        }, classify: { _ in .unclassified("failed") })
                }
            }
        }
        #expect(log.messages.isEmpty, "\(log.messages.prefix(3))")
        #expect(sessions.withLock { $0.count } == 1)
    }
}
