import Foundation
import Testing
import TreatyContract
import TreatyTooling

/// Publishes to one git ref at once, each on a thread of its own (so they really run side by side,
/// not two at a time on the cooperative pool): every record is on the ref at the end, each in a
/// commit of its own on one line of history, and of those racing for one version exactly one wins.
@Suite struct GitUsageStoreRaceTests {
    let base = GitUsageStoreTests()

    /// Runs `count` publishes on as many threads, released together; what each returned.
    static func race(_ count: Int, _ publish: @escaping @Sendable (Int) -> String) async -> [String] {
        let outcomes = Outcomes(count)
        let start = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            Thread {
                start.wait()
                outcomes.set(index, publish(index))
                group.leave()
            }.start()
        }
        for _ in 0..<count { start.signal() }
        await withCheckedContinuation { continuation in group.notify(queue: .global()) { continuation.resume() } }
        return outcomes.values
    }

    @Test func publishesAtOnceNeverLoseARecord() async throws {
        defer { try? FileManager.default.removeItem(atPath: base.repository) }
        let store = try base.makeRepository()
        let count = 24
        let outcomes = await Self.race(count) { index in
            do {
                let contract = index % 2 == 0 ? GitUsageStoreTests.contract : nil
                return
                    "\(try store.publish(UsageStoreTests.record(), contract: contract, appVersion: "1.\(index)", force: false))"
            } catch {
                return "refused: \(error)"
            }
        }
        #expect(outcomes.allSatisfy { $0.hasPrefix("written") }, "\(outcomes.filter { !$0.hasPrefix("written") })")
        let entries = try store.entries()
        #expect(Set(entries.map(\.appVersion)) == Set((0..<count).map { "1.\($0)" }), "every record is on the ref")
        #expect(entries.allSatisfy { (try? $0.record.get()) != nil }, "every stored record reads back whole")
        #expect(base.git(["rev-list", "--count", "refs/heads/treaty-usage"]) == "\(count)", "one commit per publish")
        #expect(base.git(["rev-list", "--merges", "refs/heads/treaty-usage"]).isEmpty)
    }

    @Test func ofPublishesOfOneVersionAtOnceOneWins() async throws {
        defer { try? FileManager.default.removeItem(atPath: base.repository) }
        let store = try base.makeRepository()
        let outcomes = await Self.race(16) { index in
            do {
                return
                    "\(try store.publish(UsageStoreTests.record("s\(index % 2)"), contract: nil, appVersion: "9.0", force: false))"
            } catch {
                return "refused"
            }
        }
        #expect(outcomes.filter { $0.hasPrefix("written") }.count == 1)
        let entries = try store.entries()
        #expect(entries.count == 1)
        let winner = try #require(try entries.first?.record.get())
        // The others found the winner's record: the same bytes unchanged, other bytes refused.
        let sameAsWinner = outcomes.filter { $0.hasPrefix("unchanged") }.count
        #expect(sameAsWinner + outcomes.filter { $0 == "refused" }.count == 15)
        #expect(sameAsWinner == 7, "of the eight sending the winner's bytes, seven found them stored")
        #expect(winner.endpoints.first?.scenarios.first?.name.hasPrefix("s") == true)
    }
}

/// What each racing publish returned, by its index.
private final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String]

    init(_ count: Int) { stored = Array(repeating: "", count: count) }

    func set(_ index: Int, _ value: String) { lock.withLock { stored[index] = value } }

    var values: [String] { lock.withLock { stored } }
}
