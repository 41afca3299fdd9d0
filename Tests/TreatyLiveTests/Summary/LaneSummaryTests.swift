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

    static let driftedSample = """
        {"contract": "A", "endpoint": "list", "sample": 1, "method": "GET", "request": "/items", "status": 200, "verdict": "drift",
         "findings": [{"check": "response_schema_conformance", "classification": "breaking", "rule": "type", "target": "response.body",
                       "pointer": "/id", "expected": "integer", "actual": "string", "message": "forged message"}], "environment": null}
        """
    static let timedOutSample = """
        {"contract": "A", "endpoint": "get", "sample": 1, "method": "GET", "request": "/items/1", "status": null, "verdict": "environment",
         "findings": [], "environment": {"rule": "timeout", "message": "the request timed out"}}
        """
    static let conformingSample = """
        {"contract": "A", "endpoint": "get", "sample": 1, "method": "GET", "request": "/items/1", "status": 200, "verdict": "conforms",
         "findings": [], "environment": null}
        """

    /// A report whose own `verdict` and `headline` say `verdict`, over `samples`.
    static func live(_ verdict: String, samples: [String], stamp: String = #"[{"name": "A", "version": "1.0"}]"#) -> String {
        """
        {"verdict": "\(verdict)", "meaningless": null, "headline": "\(verdict): headline", "contracts": \(stamp),
         "samples": [\(samples.joined(separator: ","))]}
        """
    }

    @Test func readsFailuresOncePerTestCase() throws {
        let offline = try OfflineResults(xunit: LaneSummaryTests.xunit, file: "offline.xml")
        #expect(offline.tests == 3)
        #expect(
            offline.failures == [.init(test: "App.ContractTests/testListTimeout", message: "expected transport, got http(500)")])
    }

    @Test func aRecordedContractFailureReadsAsItsMessage() throws {
        let xunit = """
            <testsuites><testsuite name="TestResults" tests="1" failures="1">
            <testcase classname="AppTests" name="notFound()"><failure message="Caught error: client regression: getProject/notFound: expected .notFound, got .unknown (error)" /></testcase>
            </testsuite></testsuites>
            """
        let offline = try OfflineResults(xunit: xunit, file: "offline-swift-testing.xml")
        #expect(offline.failures.map(\.message) == ["client regression: getProject/notFound: expected .notFound, got .unknown"])
    }

    @Test func readsTheLiveReport() throws {
        let report = LaneSummaryTests.live("drift", samples: [LaneSummaryTests.driftedSample, LaneSummaryTests.timedOutSample])
        let live = try LiveResults(report: report, file: "check.json")
        #expect(live.drift.map(\.title) == ["A list #1 GET /items → 200"])
        #expect(live.drift.first?.lines == ["breaking [type] response.body /id: expected integer, got string"])
        #expect(live.environment.first?.lines == ["[timeout] the request timed out"])
        #expect(live.contracts == [.init(name: "A", version: "1.0")])
    }

    @Test func theVerdictIsRecomputedFromTheSamples() throws {
        let forged = LaneSummaryTests.live("conforms", samples: [LaneSummaryTests.driftedSample])
        let live = try LiveResults(report: forged, file: "check.json")
        #expect(live.verdict == "drift")
        #expect(live.headline.hasPrefix("drift: "))
        var summary = LaneSummary()
        summary.offline = try OfflineResults(
            xunit: LaneSummaryTests.xunit.replacingOccurrences(of: "<failure", with: "<x"), file: "x")
        summary.live = live
        #expect(summary.verdict == .red)
    }

    @Test func verdictKeepsTheLanesApart() throws {
        var summary = LaneSummary()
        summary.offline = try OfflineResults(
            xunit: LaneSummaryTests.xunit.replacingOccurrences(of: "<failure", with: "<x"), file: "x")
        summary.live = try LiveResults(
            report: LaneSummaryTests.live("x", samples: [LaneSummaryTests.conformingSample]), file: "y")
        #expect(summary.verdict == .green)
        summary.live = try LiveResults(report: LaneSummaryTests.live("x", samples: [LaneSummaryTests.timedOutSample]), file: "y")
        #expect(summary.verdict == .unverified)
        let unauthorized = LaneSummaryTests.timedOutSample.replacingOccurrences(of: "\"timeout\"", with: "\"unauthorized\"")
        summary.live = try LiveResults(report: LaneSummaryTests.live("conforms", samples: [unauthorized]), file: "y")
        #expect(summary.verdict == .unverified)
        #expect(SummaryFormat.text.render(summary).hasPrefix("meaningless live run: every sample answered 401 or 403"))
        summary.offline = try OfflineResults(xunit: LaneSummaryTests.xunit, file: "x")
        #expect(summary.verdict == .red)
        #expect(summary.clientLine == "client regressions: 1 of 3 offline test(s) failed")
    }

    @Test func noTestOrNoSampleIsNoEvidence() throws {
        var summary = LaneSummary()
        summary.offline = try OfflineResults(
            xunit: "<testsuites><testsuite name=\"T\" tests=\"0\"></testsuite></testsuites>", file: "x")
        summary.live = try LiveResults(
            report: LaneSummaryTests.live("conforms", samples: [LaneSummaryTests.conformingSample]), file: "y")
        #expect(summary.verdict == .noEvidence)
        #expect(summary.clientLine.hasPrefix("client regressions: no evidence"))
        let skippedOnly = """
            <testsuites><testsuite name="T"><testcase classname="A" name="t1"><skipped/></testcase></testsuite></testsuites>
            """
        summary.offline = try OfflineResults(xunit: skippedOnly, file: "x")
        #expect(summary.offline.executed == 0)
        #expect(summary.verdict == .noEvidence)
        summary.offline = try OfflineResults(
            xunit: LaneSummaryTests.xunit.replacingOccurrences(of: "<failure", with: "<x"), file: "x")
        summary.live = try LiveResults(report: LaneSummaryTests.live("conforms", samples: []), file: "y")
        #expect(summary.verdict == .noEvidence)
    }

    @Test func notVerifiedAndKnownIssueTestsAreCountedNeverPassed() throws {
        let xunit = """
            <testsuites><testsuite name="T">
            <testcase classname="A" name="t1"/>
            <testcase classname="A" name="t2"><skipped message="not verified: e/s: the body of 'POST /x' was not visible \
            to the stub (the SDK uploads)"/></testcase>
            <testcase classname="A" name="t3"><skipped message="known issue: drops tags"/></testcase>
            <testcase classname="A" name="t4"><skipped message="another TREATY_SHARD runs this endpoint"/></testcase>
            </testsuite></testsuites>
            """
        var summary = LaneSummary()
        summary.offline = try OfflineResults(xunit: xunit, file: "x")
        #expect(summary.offline.notVerified.map(\.test) == ["A/t2", "A/t3"])
        #expect(summary.clientLine == "client regressions: none (1 offline test(s) passed, 2 not verified)")
    }

    @Test func aReportForAnotherContractVersionIsRefused() throws {
        let live = try LiveResults(
            report: LaneSummaryTests.live("x", samples: [LaneSummaryTests.conformingSample]), file: "c.json")
        try live.requireContracts([.init(name: "A", version: "1.0")], file: "c.json")
        #expect(
            throws: SummaryInputError(
                "'c.json' checked 'A' version '1.0', but the contract is version '2.0'; run 'treaty check' on this version")
        ) {
            try live.requireContracts([.init(name: "A", version: "2.0")], file: "c.json")
        }
        #expect(throws: SummaryInputError.self) { try live.requireContracts([.init(name: "B", version: "1.0")], file: "c.json") }
        let unstamped = try LiveResults(
            report: LaneSummaryTests.live("x", samples: [LaneSummaryTests.conformingSample], stamp: "[]"), file: "old.json")
        #expect(throws: SummaryInputError.self) {
            try unstamped.requireContracts([.init(name: "A", version: "1.0")], file: "old.json")
        }
    }

    @Test func rejectsInputsOfTheWrongKind() {
        #expect(throws: SummaryInputError.self) { try OfflineResults(xunit: "{}", file: "a.json") }
        #expect(throws: SummaryInputError.self) { try LiveResults(report: "<xml/>", file: "b.xml") }
    }
}
