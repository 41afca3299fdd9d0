import Foundation
import Testing
import TreatyLive

@Suite struct LaneSummaryTests {
    static let xunit = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites><testsuite name="TestResults" tests="3" failures="1">
        <testcase classname="App.ContractTests" name="testListSuccess" time="0.1"/>
        <testcase classname="App.ContractTests" name="testListTimeout" time="0.1"><failure message="expected transport, got http(500)"/><failure message="second"/></testcase>
        <testcase classname="App.ContractTests" name="testGetSuccess" time="0.1"/>
        </testsuite></testsuites>
        """

    static func live(_ verdict: String, meaningless: String? = nil) -> String {
        let flag = meaningless.map { "\"\($0)\"" } ?? "null"
        return """
            {"verdict": "\(verdict)", "meaningless": \(flag), "headline": "\(verdict): headline", "samples": [
              {"contract": "A", "endpoint": "list", "sample": 1, "method": "GET", "request": "/items", "status": 200, "verdict": "drift",
               "findings": [{"classification": "breaking", "rule": "type", "message": "response.body /id: expected integer, got string"}]},
              {"contract": "A", "endpoint": "get", "sample": 1, "method": "GET", "request": "/items/1", "status": null, "verdict": "environment",
               "environment": {"rule": "timeout", "message": "the request timed out"}}
            ]}
            """
    }

    @Test func readsFailuresOncePerTestCase() throws {
        let offline = try OfflineResults(xunit: LaneSummaryTests.xunit, file: "offline.xml")
        #expect(offline.tests == 3)
        #expect(
            offline.failures == [.init(test: "App.ContractTests/testListTimeout", message: "expected transport, got http(500)")])
    }

    @Test func readsTheLiveReport() throws {
        let live = try LiveResults(report: LaneSummaryTests.live("drift"), file: "check.json")
        #expect(live.drift.map(\.title) == ["A list #1 GET /items → 200"])
        #expect(live.drift.first?.lines == ["breaking [type] response.body /id: expected integer, got string"])
        #expect(live.environment.first?.lines == ["[timeout] the request timed out"])
    }

    @Test func verdictKeepsTheLanesApart() throws {
        var summary = LaneSummary()
        summary.offline = try OfflineResults(
            xunit: LaneSummaryTests.xunit.replacingOccurrences(of: "<failure", with: "<skipped"), file: "x")
        summary.live = try LiveResults(report: LaneSummaryTests.live("conforms"), file: "y")
        #expect(summary.verdict == .green)
        summary.live = try LiveResults(report: LaneSummaryTests.live("environment"), file: "y")
        #expect(summary.verdict == .unverified)
        summary.live = try LiveResults(
            report: LaneSummaryTests.live("conforms", meaningless: "every sample answered 401"), file: "y")
        #expect(summary.verdict == .unverified)
        summary.offline = try OfflineResults(xunit: LaneSummaryTests.xunit, file: "x")
        #expect(summary.verdict == .red)
        #expect(summary.clientLine == "client regressions: 1 of 3 offline test(s) failed")
        #expect(SummaryFormat.text.render(summary).hasPrefix("meaningless live run: every sample answered 401\n"))
    }

    @Test func rejectsInputsOfTheWrongKind() {
        #expect(throws: SummaryInputError.self) { try OfflineResults(xunit: "{}", file: "a.json") }
        #expect(throws: SummaryInputError.self) { try LiveResults(report: "<xml/>", file: "b.xml") }
    }
}
