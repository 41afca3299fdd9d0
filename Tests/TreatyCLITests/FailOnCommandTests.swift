import Foundation
import LoopbackListener
import Testing

/// `treaty check` against an API that added a property to an open object: additive, reported,
/// and green unless the job says `--fail-on additive`; drift still fails whatever is named with it.
@Suite struct FailOnCommandTests {
    static let contract = """
        treaty: 1
        name: Shop
        version: "1"
        stubHost: api.shop.test.invalid
        endpoints:
          item:
            method: GET
            path: /items/1
            responses:
              200: { body: { type: object, required: [id], properties: { id: { type: integer } } } }
            live:
              - {}

        """

    static func check(_ body: String, _ extra: [String]) async throws -> (status: Int32, stdout: String, report: String) {
        let server = try LoopbackServer { _ in .json(body) }
        defer { server.shutdown() }
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": contract])
        let output = try await TreatyRunner.run(
            ["check", "--base-url", server.baseURL, "--retries", "0", "--report", "json:out/check.json"] + extra, in: folder)
        let report = (try? String(contentsOf: folder.appendingPathComponent("out/check.json"), encoding: .utf8)) ?? ""
        return (output.status, output.stdout, report)
    }

    @Test func aNewPropertyOfAnOpenObjectIsAdditiveAndPassesByDefault() async throws {
        let run = try await Self.check(#"{"id": 1, "colour": "red"}"#, [])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("additive: the API added to the contract"))
        #expect(run.stdout.contains("additive [additional-property]"))
        #expect(run.report.contains("\"verdict\": \"additive\""))
    }

    @Test func failOnAdditiveTurnsItRed() async throws {
        let run = try await Self.check(#"{"id": 1, "colour": "red"}"#, ["--fail-on", "drift,additive"])
        #expect(run.status == 1)
        #expect(run.report.contains("\"additive\""))
    }

    @Test func driftStillFailsAndFailOnWithoutDriftLetsItPass() async throws {
        let drifted = #"{"id": "one"}"#
        #expect(try await Self.check(drifted, []).status == 1)
        #expect(try await Self.check(drifted, ["--fail-on", "additive"]).status == 0)
    }

    @Test func anUnknownClassIsAUsageErrorNamingTheChoices() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": Self.contract])
        let output = try await TreatyRunner.run(
            ["check", "--base-url", "http://127.0.0.1:9", "--fail-on", "drfit"], in: folder)
        #expect(output.status == 2)
        #expect(
            output.stderr
                == "error: option '--fail-on' does not accept 'drfit'; expected 'drift', 'additive' or 'environment', "
                + "comma-separated\nrun 'treaty check --help' for usage\n")
    }
}
