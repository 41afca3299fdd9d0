import Foundation
import LoopbackListener
import Testing

/// `treaty check --record` against a loopback server that leaks secrets and personal data, then
/// `treaty fixtures refresh` putting the recording in place of a scenario's fixture.
@Suite struct RecordRefreshCommandTests {
    static let contract = """
        treaty: 1
        name: Shop
        version: "1"
        stubHost: api.shop.test.invalid
        defaults:
          request:
            headers:
              Authorization: { pattern: "^Bearer ", secret: true }
        endpoints:
          getProject:
            method: GET
            path: /projects/1
            responses:
              200:
                body:
                  type: object
                  required: [id, owner]
                  properties:
                    id: { type: integer }
                    owner: { type: string, format: email }
                    host: { type: string, format: ipv4 }
                    echo: { type: string }
                    deployKey: { type: string, pattern: "^[a-z_]+[0-9]+$" }
            scenarios:
              success: { status: 200, fixture: project.json }
              wrongType: { status: 200, fixture: project-wrong.json, expect: decoding }
            live:
              - {}

        """
    static let token = "tok-9f8e7d6c5b4a3210"

    /// `--record DIR` never writes a candidate over a contract it read (issue 48): here the
    /// contract is the very file `getProject`'s 200 would be recorded as.
    @Test func aRecordingOverTheContractIsRefusedWithNothingWritten() async throws {
        let server = try LoopbackServer { _ in .json(#"{"id": 7, "owner": "someone@example.com"}"#) }
        defer { server.shutdown() }
        let folder = try TreatyRunner.folder([
            "contracts/getProject-200-live.json": RecordRefreshCommandTests.contract,
            "contracts/project.json": "{\n  \"id\": 1,\n  \"owner\": \"someone@example.com\"\n}\n",
            "contracts/project-wrong.json": "{\n  \"id\": \"one\",\n  \"owner\": \"someone@example.com\"\n}\n",
        ])
        let check = try await TreatyRunner.run(
            [
                "check", "contracts/getProject-200-live.json", "--base-url", server.baseURL, "--header",
                "Authorization: Bearer ${TOKEN}", "--record", "contracts",
            ],
            in: folder, environment: ["TOKEN": RecordRefreshCommandTests.token])

        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect(
            check.stderr.hasSuffix(
                "error: '--record contracts' would overwrite an input 'contracts/getProject-200-live.json'; nothing was "
                    + "written, choose another path\n"), "\(check.stderr)")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("contracts/getProject-200-live.json"), encoding: .utf8)
                == RecordRefreshCommandTests.contract)
    }

    @Test func aRecordingIsScrubbedAndRefreshesOnlySuccessFixtures() async throws {
        let body = """
            {"id": 7, "owner": "alice.smith@corp.io", "host": "10.20.30.40", "echo": "Bearer \(RecordRefreshCommandTests.token)",
             "deployKey": "ghp_abcdefghijklmnopqrstuvwxyz0123456789"}
            """
        let server = try LoopbackServer { _ in .json(body) }
        defer { server.shutdown() }
        let folder = try TreatyRunner.folder([
            "contracts/shop.yaml": RecordRefreshCommandTests.contract,
            "contracts/project.json": "{\n  \"id\": 1,\n  \"owner\": \"someone@example.com\"\n}\n",
            "contracts/project-wrong.json": "{\n  \"id\": \"one\",\n  \"owner\": \"someone@example.com\"\n}\n",
        ])
        let check = try await TreatyRunner.run(
            ["check", "--base-url", server.baseURL, "--header", "Authorization: Bearer ${TOKEN}", "--record", "recorded"],
            in: folder, environment: ["TOKEN": RecordRefreshCommandTests.token])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains("recorded 1 fixture candidate(s) in 'recorded'"))
        let recording = try String(
            contentsOf: folder.appendingPathComponent("recorded/getProject-200-live.json"), encoding: .utf8)
        #expect(
            !recording.contains(RecordRefreshCommandTests.token) && !recording.contains("alice") && !recording.contains("10.20"))
        #expect(!recording.contains("ghp_"))
        #expect(recording.contains("\"owner\": \"user1@example.com\"") && recording.contains("\"host\": \"192.0.2.1\""))
        #expect(recording.hasSuffix("}\n"), "canonical JSON")

        let dryRun = try await TreatyRunner.run(["fixtures", "refresh", "--from", "recorded", "--dry-run"], in: folder)
        #expect(dryRun.status == 0)
        #expect(dryRun.stdout.contains("-  \"id\": 1,") && dryRun.stdout.contains("+  \"id\": 7,"), "\(dryRun.stdout)")
        #expect(dryRun.stderr.contains("1 fixture(s) would be refreshed, 0 unchanged, 1 refused"), "\(dryRun.stderr)")
        #expect(dryRun.stderr.contains("[refresh-refused] scenario 'getProject/wrongType' expects a 'decoding' outcome"))

        let refresh = try await TreatyRunner.run(["fixtures", "refresh", "--from", "recorded"], in: folder)
        #expect(refresh.status == 0)
        let fixture = try String(contentsOf: folder.appendingPathComponent("contracts/project.json"), encoding: .utf8)
        #expect(fixture == recording)
        let untouched = try String(contentsOf: folder.appendingPathComponent("contracts/project-wrong.json"), encoding: .utf8)
        #expect(untouched.contains("\"one\""))
        let verify = try await TreatyRunner.run(["fixtures", "verify"], in: folder)
        #expect(verify.status == 0, "the scrubbed recording is a valid, secret-free fixture: \(verify.stdout)")
        let again = try await TreatyRunner.run(["fixtures", "refresh", "--from", "recorded"], in: folder)
        #expect(again.stderr.contains("0 fixture(s) refreshed, 1 unchanged"))
    }
}
