import Testing
import TreatyContract
import TreatyLive

@Suite struct DriftBaselineTests {
    static let location = FileLocation(file: "a.yaml", line: 1, column: 1)

    static func finding(_ pointer: String, rule: String = "type", actual: String = "string") -> CheckFinding {
        CheckFinding(
            check: .responseSchema, rule: rule, target: "response.body", pointer: pointer, expected: "integer", actual: actual,
            classification: .breaking)
    }

    static func run(_ findings: [String: [CheckFinding]], environment: [String] = []) -> CheckRun {
        var results = findings.keys.sorted().map { endpoint in
            SampleResult(
                contract: "A", endpoint: endpoint, sample: 1, method: "GET", request: "/", status: 200,
                findings: findings[endpoint]!, location: location)
        }
        results += environment.map {
            SampleResult(
                contract: "A", endpoint: $0, sample: 1, method: "GET", request: "/",
                environment: .init(rule: "timeout", message: "t"), location: location)
        }
        return CheckRun(results: results)
    }

    @Test func aSecondRunOfTheSameDriftIsPersistingAndValuesDoNotMatter() throws {
        let first = BaselineComparison(
            DriftBaselineTests.run(["list": [Self.finding("/0/id")]]), baseline: DriftBaseline(), runID: "41")
        #expect(first.newCount == 1 && first.persistingCount == 0)
        let second = DriftBaselineTests.run(["list": [Self.finding("/0/id", actual: "a different value")]])
        let comparison = BaselineComparison(second, baseline: first.updated, runID: "42")
        #expect(comparison.newCount == 0 && comparison.persistingCount == 1)
        #expect(
            comparison.status(contract: "A", endpoint: "list", finding: Self.finding("/0/id")) == .persisting(firstSeen: "41"))
        #expect(comparison.updated == first.updated)
        var strict = second
        strict.baseline = comparison
        #expect(!strict.failsForDrift)
        strict.strict = true
        #expect(strict.failsForDrift)
    }

    @Test func driftThatStopsIsResolvedUnlessItsEndpointCouldNotBeJudged() {
        let baseline = BaselineComparison(
            DriftBaselineTests.run(["list": [Self.finding("/0/id")], "get": [Self.finding("/name")]]), baseline: DriftBaseline(),
            runID: "1"
        ).updated
        let now = BaselineComparison(DriftBaselineTests.run(["list": []], environment: ["get"]), baseline: baseline, runID: "2")
        #expect(now.resolved.map(\.fingerprint.endpoint) == ["list"])
        #expect(now.updated.entries.map(\.fingerprint.endpoint) == ["get"], "an unjudged endpoint keeps its entry")
        #expect(now.headline == "baseline: 0 new, 0 persisting, 1 resolved")
    }

    @Test func theFileIsSortedDeterministicAndReadsBack() throws {
        let run = DriftBaselineTests.run([
            "b": [Self.finding("/z"), Self.finding("/a", rule: "required")], "a": [Self.finding("/x")],
        ])
        let baseline = BaselineComparison(run, baseline: DriftBaseline(), runID: nil).updated
        let text = baseline.render()
        #expect(
            baseline.entries.map { "\($0.fingerprint.endpoint) \($0.fingerprint.pointer)" } == [
                "a response.body /x", "b response.body /a", "b response.body /z",
            ])
        #expect(text.hasSuffix("\n") && !text.contains("string"), "no values in the file")
        #expect(try DriftBaseline(text: text, file: "b.json") == baseline)
        #expect(throws: CheckSetupError.self) { try DriftBaseline(text: "{}", file: "b.json") }
        #expect(throws: CheckSetupError.self) {
            try DriftBaseline(text: #"{"formatVersion": 9, "findings": []}"#, file: "b.json")
        }
    }
}
