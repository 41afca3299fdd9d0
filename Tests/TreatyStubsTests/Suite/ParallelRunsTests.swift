import Foundation
import Testing
import TreatyContract
@_spi(Generated) import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A generated Swift Testing suite runs every scenario at once. Runs share the suite's one
/// `URLSession`, so a suite of thousands of scenarios opens no more sockets than one: with a
/// session per run, 600 scenarios ran out of descriptors at the common limit of 1,024.
@Suite struct ParallelRunsTests {
    /// The descriptors this process has open now (Linux), nil where `/proc` is not there.
    private static func openDescriptors() -> Int? {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.count
    }

    @Test func aThousandParallelRunsOpenNoMoreDescriptorsThanOne() async throws {
        let suite = ContractSuite(contract: SuiteShardTests.contract, fixtures: FixtureSource(), environment: [:])
        let log = FailureLog()
        let before = ParallelRunsTests.openDescriptors()
        let peak = Protected(0)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<1_000 {
                group.addTask {
                    await suite.run(
                        "e\(index)", "s0", reporter: log.reporter,
                        call: { stubs, _ in
                            let (_, response) = try await stubs.urlSession.data(from: stubs.url("/e/\(index)"))
                            guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
                            if let open = ParallelRunsTests.openDescriptors() { peak.withLock { $0 = max($0, open) } }
                        }, classify: { _ in .unclassified("failed") })
                }
            }
        }
        #expect(log.messages.isEmpty, "\(log.messages.prefix(3))")
        if let before {
            let grown = peak.withLock { $0 } - before
            #expect(grown < 100, "\(grown) more descriptors open during 1,000 parallel runs")
        }
    }
}
