import Testing
import TreatyLive

/// A live report is evidence only when each sample carries what `treaty check` wrote for it: an
/// empty or gutted sample is a located error, never a conforming sample.
@Suite struct SummaryEvidenceTests {
    @Test func anEmptySampleIsAnErrorAtItsPointerNotAPass() {
        #expect(throws: SummaryInputError(Self.missing("/samples/0", "'verdict'"))) {
            try LiveResults(report: #"{"samples":[{}]}"#, file: "live.json")
        }
    }

    @Test func aSampleWithAVerdictButNoStatusIsAnError() {
        let report = """
            {"samples": [\(LaneSummaryTests.conformingSample),
              {"contract": "A", "endpoint": "get", "sample": 2, "method": "GET", "request": "/items/2",
               "verdict": "conforms", "findings": [], "environment": null}]}
            """
        #expect(throws: SummaryInputError(Self.missing("/samples/1", "'status' or 'environment'"))) {
            try LiveResults(report: report, file: "live.json")
        }
    }

    @Test func aSampleThatIsNotAnObjectIsAnErrorAtItsPointer() {
        #expect(
            throws: SummaryInputError(
                "'live.json' is not a 'treaty check' JSON report: the sample at '/samples/0' is not an object; "
                    + "write the report again with '--report json:PATH'")
        ) {
            try LiveResults(report: #"{"samples":[1]}"#, file: "live.json")
        }
    }

    @Test func aWholeSampleStillReads() throws {
        let live = try LiveResults(
            report: LaneSummaryTests.live("conforms", samples: [LaneSummaryTests.conformingSample]), file: "live.json")
        #expect(live.verdict == "conforms")
    }

    static func missing(_ pointer: String, _ what: String) -> String {
        "'live.json' is not a 'treaty check' JSON report: the sample at '\(pointer)' has no \(what); "
            + "write the report again with '--report json:PATH'"
    }
}
