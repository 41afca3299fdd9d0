import Testing
import TreatyContract
import TreatyLive

/// A response the validator cannot fully check goes to the could-not-verify lane, never to
/// "conforms"; drift elsewhere in it is still drift.
@Suite struct UnverifiedResponseTests {
    static let yaml = """
        treaty: 1
        name: Deep
        version: 1.0.0
        stubHost: deep.test.invalid
        endpoints:
          getNode:
            method: GET
            path: /node
            responses:
              200: { body: { $ref: "#/schemas/Node" } }
            live:
              - {}
        schemas:
          Node:
            type: object
            properties:
              child: { $ref: "#/schemas/Node" }
              value: { type: integer }
              slug: { type: string, pattern: "(?=a)(a*)*b" }

        """

    let contract: Contract

    init() throws {
        contract = try TestContracts.load(UnverifiedResponseTests.yaml)
    }

    static func nested(_ levels: Int, innermost: String) -> String {
        var body = "{\"value\": \(innermost)}"
        for _ in 0..<levels { body = "{\"child\": \(body)}" }
        return body
    }

    func run(_ body: String) async throws -> CheckRun {
        let script = ScriptedTransport([ScriptedTransport.json(body)])
        let checker = LiveChecker(
            transport: script.transport, options: CheckOptions(retries: 0), sleep: { _ in }, random: { 0.5 })
        return await checker.run(try CheckPlanner(baseURL: "http://api.test.invalid").plan([contract]))
    }

    /// Issue 17: a 100-deep body with a wrong innermost value used to conform.
    @Test func aBodyDeeperThanTheLimitCouldNotBeVerified() async throws {
        let run = try await run(UnverifiedResponseTests.nested(100, innermost: "\"wrong\""))
        #expect(run.verdict == .environment)
        let result = try #require(run.results.first)
        #expect(result.findings == [])
        #expect(
            result.environment
                == SampleResult.EnvironmentProblem(
                    rule: "depth-limit", message: "response.body \(String(repeating: "/child", count: 32)): deeper than 64 levels"
                ))
        #expect(
            ReportFormat.text.render(run, redactor: Redactor()).contains(
                "      could not verify [depth-limit]: response.body \(String(repeating: "/child", count: 32)): deeper than 64 levels\n"
            ))
    }

    /// Issue 48: a body nested past the JSON reader's 512 levels was `invalid-json` drift.
    @Test func aBodyDeeperThanTheJSONReaderFollowsCouldNotBeVerified() async throws {
        let run = try await run(UnverifiedResponseTests.nested(600, innermost: "1"))
        #expect(run.verdict == .environment)
        let result = try #require(run.results.first)
        #expect(result.findings == [])
        #expect(
            result.environment
                == SampleResult.EnvironmentProblem(
                    rule: "depth-limit", message: "response.body: JSON nested deeper than 512 levels at 1:5121; not read"))
    }

    /// Malformed JSON is still drift.
    @Test func malformedJSONIsStillDrift() async throws {
        let run = try await run("{\"value\": ")
        #expect(run.verdict == .drift)
        #expect(run.results.first?.findings.map(\.rule) == ["invalid-json"])
    }

    @Test func aPatternTooExpensiveCouldNotBeVerified() async throws {
        let run = try await run("{\"slug\": \"\(String(repeating: "a", count: 5_000))\"}")
        #expect(run.verdict == .environment)
        #expect(
            run.results.first?.environment
                == SampleResult.EnvironmentProblem(
                    rule: "pattern-too-expensive",
                    message: "response.body /slug: pattern too expensive ('(?=a)(a*)*b' ran out of its matching budget)"))
    }

    @Test func driftIsStillDriftWhenAnotherPartCouldNotBeChecked() async throws {
        let run = try await run("{\"value\": \"x\", \"slug\": \"\(String(repeating: "a", count: 5_000))\"}")
        #expect(run.verdict == .drift)
        #expect(run.results.first?.environment == nil)
        #expect(run.results.first?.findings.map(\.message) == ["response.body /value: expected integer, got string"])
    }

    @Test func theJudgementKeepsBothLists() throws {
        let endpoint = try #require(contract.endpoint("getNode"))
        let response = LiveResponse(
            status: 200, headers: ["Content-Type": "application/json"],
            body: Array(UnverifiedResponseTests.nested(70, innermost: "1").utf8))
        let judgement = ResponseChecker(schemas: contract.schemaTable).judge(response, endpoint: endpoint, expectedStatus: nil)
        #expect(judgement.findings == [])
        #expect(judgement.unverified.map(\.rule) == ["depth-limit"])
        #expect(judgement.notVerified?.rule == "depth-limit")
    }
}
