import Foundation
import LoopbackListener
import Synchronization
import Testing

/// `treaty check --baseline` across scheduled runs against a loopback server that drifts, then
/// stops drifting.
@Suite(.serialized) struct BaselineCommandTests {
    static let contract = """
        treaty: 1
        name: Shop
        version: "1"
        stubHost: api.shop.test.invalid
        endpoints:
          item:
            method: GET
            path: /item
            responses:
              200: { body: { type: object, required: [id], properties: { id: { type: integer } } } }
            live:
              - {}

        """

    func check(_ folder: URL, _ server: LoopbackServer, _ extra: [String]) async throws -> TreatyRunner.Output {
        try await TreatyRunner.run(
            ["check", "--base-url", server.baseURL, "--retries", "0", "--baseline", "ci/baseline.json"] + extra, in: folder)
    }

    @Test func knownDriftPersistsAcrossRunsAndOnlyNewDriftFails() async throws {
        let drifting = Mutex(true)
        let server = try LoopbackServer { _ in drifting.withLock { $0 } ? .json(#"{"id": "one"}"#) : .json(#"{"id": 1}"#) }
        defer { server.shutdown() }
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": BaselineCommandTests.contract])
        let first = try await check(folder, server, ["--update-baseline", "--run-id", "41", "--report", "json:r1.json"])
        #expect(first.status == 1, "new drift fails: \(first.stdout)")
        #expect(first.stdout.contains("[new]"))
        let file = try String(contentsOf: folder.appendingPathComponent("ci/baseline.json"), encoding: .utf8)
        #expect(file.contains(#""firstSeen": "41""#) && file.contains(#""pointer": "response.body /id""#))

        let second = try await check(folder, server, ["--run-id", "42", "--report", "json:r2.json"])
        #expect(second.status == 0, "persisting drift passes: \(second.stdout)")
        #expect(second.stdout.contains("baseline: 0 new, 1 persisting, 0 resolved"))
        #expect(second.stdout.contains("[known since run 41]"))
        let report = try String(contentsOf: folder.appendingPathComponent("r2.json"), encoding: .utf8)
        #expect(report.contains(#""baseline": "persisting""#) && report.contains(#""firstSeen": "41""#))
        let summary = try await TreatyRunner.run(["summary", "--live", "r2.json"], in: folder)
        #expect(summary.stdout.contains("baseline: 0 new, 1 persisting, 0 resolved"), "\(summary.stdout)")

        let strict = try await check(folder, server, ["--strict-baseline"])
        #expect(strict.status == 1)
        #expect(try String(contentsOf: folder.appendingPathComponent("ci/baseline.json"), encoding: .utf8) == file)

        drifting.withLock { $0 = false }
        let fixed = try await check(folder, server, ["--run-id", "43", "--update-baseline"])
        #expect(fixed.status == 0)
        #expect(
            fixed.stdout.contains("resolved: Shop item response_schema_conformance type response.body /id breaking since run 41"))
        let emptied = try String(contentsOf: folder.appendingPathComponent("ci/baseline.json"), encoding: .utf8)
        #expect(emptied.contains(#""findings": []"#))
    }

    @Test func baselineOptionsNeedABaseline() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": BaselineCommandTests.contract])
        let output = try await TreatyRunner.run(["check", "--base-url", "http://127.0.0.1:9", "--strict-baseline"], in: folder)
        #expect(output.status == 2)
        #expect(
            output.stderr
                == "error: '--update-baseline' and '--strict-baseline' need '--baseline FILE'\n"
                + "run 'treaty check --help' for usage\n")
    }
}
