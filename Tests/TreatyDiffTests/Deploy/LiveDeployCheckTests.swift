import Testing
import TreatyContract
import TreatyDiff

/// `can-i-deploy --client --live`: a live check's drift breaks a client build only where its usage
/// record says it calls the endpoint and, when probed, needs or reads the member that moved.
@Suite struct LiveDeployCheckTests {
    static let record = UsageRecord(
        contract: "Bookshelf", version: "1.0.0",
        endpoints: [
            EndpointUsage(
                id: "listBooks", method: "GET", path: "/books",
                responses: [
                    ResponseUsage(
                        status: 200, probed: ["/*/subtitle", "/*/title"], needs: ["/*/title"],
                        reads: ["/*/subtitle", "/*/title"])
                ]),
            EndpointUsage(id: "getBook", method: "GET", path: "/books/{bookId}"),
        ])

    /// A report of format 1 holding `samples`, as `treaty check --report json:…` writes it.
    static func report(_ samples: String) -> [UInt8] {
        Array(#"{"formatVersion": 1, "verdict": "drift", "samples": [\#(samples)]}"#.utf8)
    }

    static func drift(_ endpoint: String, rule: String, pointer: String, target: String = "response.body") -> String {
        #"{"contract": "Bookshelf", "endpoint": "\#(endpoint)", "status": 200, "verdict": "drift", "findings": ["#
            + #"{"classification": "breaking", "rule": "\#(rule)", "pointer": "\#(pointer)", "target": "\#(target)", "#
            + #""message": "\#(target) \#(pointer): \#(rule)", "location": "contracts/bookshelf.yaml:110:5"}]}"#
    }

    static func verdict(_ samples: String) throws -> DeployMatrix.Row {
        try #require(try LiveDeployCheck.matrix(record: record, report: report(samples), path: "check.json").rows.first)
    }

    @Test func aMissingMemberBreaksOnlyAClientThatNeedsIt() throws {
        #expect(try Self.verdict(Self.drift("listBooks", rule: "required", pointer: "/3/subtitle")).verdict == .safe)
        let row = try Self.verdict(Self.drift("listBooks", rule: "required", pointer: "/0/title"))
        #expect(row.verdict == .breaks)
        #expect(row.breaking.first?.location?.description == "contracts/bookshelf.yaml:110:5")
        #expect(row.breaking.first?.endpoint == "listBooks")
    }

    @Test func aRetypedMemberBreaksAClientThatReadsIt() throws {
        #expect(try Self.verdict(Self.drift("listBooks", rule: "type", pointer: "/1/subtitle")).verdict == .breaks)
    }

    @Test func withoutAProbeOrOutsideTheBodyEveryDriftOfAUsedEndpointBreaks() throws {
        #expect(try Self.verdict(Self.drift("getBook", rule: "required", pointer: "/subtitle")).verdict == .breaks)
        #expect(
            try Self.verdict(Self.drift("listBooks", rule: "status", pointer: "", target: "response.status")).verdict == .breaks)
        #expect(try Self.verdict(Self.drift("listBooks", rule: "type", pointer: "/0/pages")).verdict == .breaks, "never probed")
    }

    @Test func driftOfAnEndpointTheBuildNeverCallsBreaksNothing() throws {
        let samples =
            Self.drift("exportShelf", rule: "type", pointer: "/x") + ", "
            + #"{"contract": "Bookshelf", "endpoint": "listBooks", "status": 200, "verdict": "conforms", "findings": []}"#
        #expect(try Self.verdict(samples).verdict == .safe)
    }

    @Test func anUnverifiedOrUnsampledEndpointLeavesTheVerdictUnknown() throws {
        let environment =
            #"{"contract": "Bookshelf", "endpoint": "getBook", "status": null, "verdict": "environment", "findings": []}"#
        #expect(try Self.verdict(environment).verdict == .unknown("the live check could not verify getBook"))
        #expect(
            try Self.verdict("").verdict == .unknown("the live check sent no sample to an endpoint this build uses"))
    }

    @Test(arguments: [
        ("[1", "check.json: the file is not JSON"),
        (#"{"samples": []}"#, "check.json: not a live check's JSON report of format 1"),
        (#"{"formatVersion": 1, "samples": [3]}"#, "check.json: '/samples/0' is integer; expected an object"),
        (
            #"{"formatVersion": 1, "samples": [{"contract": "Bookshelf", "endpoint": "getBook", "verdict": "drifted"}]}"#,
            "check.json: '/samples/0/verdict' is 'drifted'; expected 'conforms', 'additive', 'drift' or 'environment'"
        ),
        (
            #"{"formatVersion": 1, "samples": [{"contract": "Bookshelf", "verdict": "drift", "findings": []}]}"#,
            "check.json: '/samples/0/endpoint' is missing; expected a string"
        ),
        (
            #"{"formatVersion": 1, "samples": [{"contract": "Bookshelf", "endpoint": "getBook", "verdict": "drift"}]}"#,
            "check.json: '/samples/0/findings' is missing or no array"
        ),
        (
            #"{"formatVersion": 1, "samples": [{"contract": "Bookshelf", "endpoint": "getBook", "verdict": "drift", "#
                + #""findings": [{"classification": 1}]}]}"#,
            "check.json: '/samples/0/findings/0/classification' is integer; expected a string"
        ),
    ])
    func aFileThatIsNoReportIsRefused(_ text: String, _ message: String) {
        #expect {
            _ = try LiveDeployCheck.matrix(record: Self.record, report: Array(text.utf8), path: "check.json")
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }
}
