import Testing
import TreatyContract

@testable import TreatyLive

/// Additive samples are their own class, and `failOn` decides what a run's outcome fails on,
/// also when `treaty summary` reads the run back from its JSON report.
@Suite struct FailOnTests {
    static func sample(_ classes: [ChangeClass], environment: Bool = false) -> SampleResult {
        SampleResult(
            contract: "Shop", endpoint: "item", sample: 1, method: "GET", request: "/items/1", status: 200,
            findings: classes.map {
                CheckFinding(
                    check: .responseSchema, rule: "rule", target: "response.body", expected: "e", actual: "a",
                    classification: $0)
            },
            environment: environment ? .init(rule: "timeout", message: "no answer") : nil,
            location: FileLocation(file: "contracts/shop.yaml", line: 1, column: 1))
    }

    @Test func findingsWithoutABreakingOneMakeAnAdditiveSample() {
        #expect(Self.sample([.additive]).verdict == .additive)
        #expect(Self.sample([.additive, .informational]).verdict == .additive)
        #expect(Self.sample([.additive, .breaking]).verdict == .drift)
        #expect(Self.sample([]).verdict == .conforms)
    }

    @Test func additivePassesUnlessNamed() {
        var run = CheckRun(results: [Self.sample([]), Self.sample([.additive])])
        #expect(run.verdict == .additive)
        #expect(run.outcome == .pass)
        #expect(run.headline.contains("1 conform, 1 additive, 0 drift"))
        run.failOn = [.additive]
        #expect(run.outcome == .additive)
    }

    @Test func environmentFailsOnlyWhenNamedButAMeaninglessRunAlwaysDoes() {
        var run = CheckRun(results: [Self.sample([]), Self.sample([], environment: true)])
        #expect(run.outcome == .unverified)
        run.failOn = [.drift]
        #expect(run.outcome == .pass)
        var meaningless = CheckRun(results: [])
        meaningless.failOn = [.additive]
        #expect(meaningless.outcome == .unverified)
        // Nothing verified at all (a mistyped base URL, an API that is down) fails a job that
        // passes over environment trouble, as `treaty summary` of the same report does.
        var unreachable = CheckRun(results: [Self.sample([], environment: true), Self.sample([], environment: true)])
        unreachable.failOn = [.drift]
        #expect(unreachable.outcome == .unverified)
        #expect(
            unreachable.meaningless == "no sample could be verified (2 timeout); check the base URL and that the API is up")
        let read = try? LiveResults(report: ReportFormat.json.render(unreachable, redactor: Redactor()), file: "check.json")
        #expect(read?.outcome == .unverified)
    }

    @Test func driftFailsOnlyWhenNamed() {
        var run = CheckRun(results: [Self.sample([.breaking])])
        #expect(run.outcome == .drift)
        run.failOn = [.additive, .environment]
        #expect(run.outcome == .pass)
    }

    @Test func theSummaryReadsTheChoiceBackFromTheReport() throws {
        var run = CheckRun(results: [Self.sample([.additive])], contracts: [.init(name: "Shop", version: "1")])
        let green = try LiveResults(report: ReportFormat.json.render(run, redactor: Redactor()), file: "check.json")
        #expect(green.outcome == .pass)
        var lanes = LaneSummary()
        lanes.live = green
        #expect(lanes.verdict != .red)
        #expect(green.drift.map(\.title).first?.hasSuffix("(additive)") == true)
        run.failOn = [.drift, .additive]
        let red = try LiveResults(report: ReportFormat.json.render(run, redactor: Redactor()), file: "check.json")
        #expect(red.outcome == .additive)
        lanes.live = red
        #expect(lanes.verdict == .red)
    }
}
