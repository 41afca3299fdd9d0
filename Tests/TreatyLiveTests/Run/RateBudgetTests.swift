import Foundation
import LoopbackListener
import Synchronization
import Testing
import TreatyContract
import TreatyLive

/// The request-rate budget against a loopback server that counts requests per second.
@Suite(.serialized) struct RateBudgetTests {
    static func contract(samples: Int) throws -> Contract {
        var yaml = """
            treaty: 1
            name: Rated
            version: 1.0.0
            stubHost: rated.test.invalid
            endpoints:
              list:
                method: GET
                path: /items
                responses:
                  200: { body: { type: object } }
                live:

            """
        for index in 0..<samples { yaml += "      - query: { page: \(index) }\n" }
        return try TestContracts.load(yaml)
    }

    func run(_ contract: Contract, options: CheckOptions, behaviour: @escaping @Sendable () -> Misbehaviour) async throws
        -> (CheckRun, [Double])
    {
        let times = Mutex<[Double]>([])
        let server = try LoopbackServer { _ in
            times.withLock { $0.append(Date().timeIntervalSince1970) }
            return behaviour()
        }
        defer { server.shutdown() }
        let plan = try CheckPlanner(baseURL: server.baseURL, options: options).plan([contract])
        let session = CurlTransport()
        defer { session.close() }
        let run = await LiveChecker(transport: session.transport, options: options).run(plan)
        return (run, times.withLock { $0 })
    }

    @Test func noSecondHoldsMoreRequestsThanTheRate() async throws {
        var options = CheckOptions(concurrency: 4, timeout: 5, retries: 0)
        options.rate = 10
        let (run, times) = try await run(try RateBudgetTests.contract(samples: 25), options: options) { .json("{}") }
        #expect(run.verdict == .conforms)
        #expect(times.count == 25)
        let sorted = times.sorted()
        for (index, start) in sorted.enumerated() {
            let inWindow = sorted[index...].prefix { $0 < start + 1 }.count
            // Sends are at least 100 ms apart; arrival can jitter by a thread's start, so one extra is allowed.
            #expect(inWindow <= 12, "\(inWindow) requests within one second of \(start)")
        }
        #expect(sorted.last! - sorted.first! >= 2.2, "25 requests at 10/s take 2.4 s at least")
    }

    @Test func aSpentBudgetStopsTheRunInsteadOfHammering() async throws {
        let reset = String(Int(Date().timeIntervalSince1970) + 3_600)
        let options = CheckOptions(concurrency: 1, timeout: 5, retries: 0)
        let (run, times) = try await run(try RateBudgetTests.contract(samples: 10), options: options) {
            .json("{}", headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": reset])
        }
        #expect(times.count == 1, "after the server said its budget is spent for an hour, nothing more was sent")
        #expect(run.results.first?.verdict == .conforms)
        let rest = run.results.dropFirst()
        #expect(rest.count == 9 && rest.allSatisfy { $0.environment?.rule == "rate-budget" })
        #expect(rest.first?.environment?.message.hasPrefix("not verified: the API's rate limit is spent") == true)
        #expect(run.verdict == .environment)
    }

    @Test func aShortResetIsWaitedFor() async throws {
        let served = Mutex(0)
        let options = CheckOptions(concurrency: 1, timeout: 5, retries: 0)
        let (run, times) = try await run(try RateBudgetTests.contract(samples: 3), options: options) {
            let first = served.withLock { count -> Bool in
                count += 1
                return count == 1
            }
            return first ? .json("{}", headers: ["RateLimit-Remaining": "0", "RateLimit-Reset": "1"]) : .json("{}")
        }
        #expect(run.verdict == .conforms)
        #expect(times.count == 3)
        #expect(times[1] - times[0] >= 0.9, "the second request waited for the reset")
    }
}
