import Testing
import TreatyContract

/// A usage record's text is deterministic, reads back equal, and a file that is not one, or is
/// broken, is refused with the JSON pointer of what is wrong.
@Suite struct UsageRecordTests {
    static let record = UsageRecord(
        contract: "Notes", version: "1.0.0",
        endpoints: [
            EndpointUsage(
                id: "createNote", method: "POST", path: "/v1/notes", headers: ["Accept"], body: ["/tags/*", "/title"],
                scenarios: [ScenarioUsage(name: "timeout", status: nil, outcome: "transport timedOut")]),
            EndpointUsage(
                id: "listNotes", method: "GET", path: "/v1/notes", query: ["page"],
                scenarios: [ScenarioUsage(name: "success", status: 200, outcome: "success")]),
        ])

    @Test func itsTextReadsBackEqual() throws {
        let text = Self.record.json
        #expect(try UsageRecord(json: Array(text.utf8)) == Self.record)
        #expect(text.hasPrefix("{\n") && text.hasSuffix("}\n") && text.contains(#""treatyUsage": 1"#), "\(text)")
    }

    @Test func mergingIsOrderFree() {
        let other = UsageRecord(
            contract: "Notes", version: "1.0.0",
            endpoints: [
                EndpointUsage(
                    id: "listNotes", method: "GET", path: "/v1/notes", query: ["q"],
                    scenarios: [ScenarioUsage(name: "empty", status: 200, outcome: "success")])
            ])
        let merged = Self.record.merged(with: other)
        #expect(merged == other.merged(with: Self.record).merged(with: UsageRecord(contract: "Notes", version: "1.0.0")))
        #expect(merged.json == other.merged(with: Self.record).json)
        let list = merged.endpoints.first { $0.id == "listNotes" }
        #expect(list?.query == ["page", "q"])
        #expect(list?.scenarios.map(\.name) == ["empty", "success"])
    }

    @Test func probedResponsesAndTheContractDigestReadBackAndMergeStatusByStatus() throws {
        var endpoint = Self.record.endpoints[1]
        endpoint.responses = [
            ResponseUsage(status: 200, probed: ["/items", "/items/*/title"], needs: ["/items"], unprobed: ["/next"])
        ]
        let probed = UsageRecord(contract: "Notes", version: "1.0.0", endpoints: [endpoint], contractDigest: "sha256:ab")
        #expect(try UsageRecord(json: Array(probed.json.utf8)) == probed)
        #expect(!Self.record.json.contains("responses") && !Self.record.json.contains("contractDigest"))
        var again = endpoint
        again.responses = [
            ResponseUsage(status: 200, probed: ["/next"], reads: ["/next"]), ResponseUsage(status: 201, probed: ["/id"]),
        ]
        let merged = endpoint.merged(with: again).responses
        #expect(
            merged == [
                ResponseUsage(status: 200, probed: ["/items", "/items/*/title", "/next"], needs: ["/items"], reads: ["/next"]),
                ResponseUsage(status: 201, probed: ["/id"]),
            ])
        #expect(merged == again.merged(with: endpoint).responses)
    }

    @Test(arguments: [
        ("[1, 2", "the file is not JSON"),
        (#"{"openapi": "3.1.0"}"#, "the file is not a Treaty usage record (no 'treatyUsage' member)"),
        (
            #"{"treatyUsage": 2, "contract": "N", "version": "1", "endpoints": []}"#,
            "'/treatyUsage' is format 2; this treaty reads format 1: record it again with this treaty"
        ),
        (
            #"{"treatyUsage": 1, "contract": "N", "version": "1", "endpoints": [{"id": 3}]}"#,
            "'/endpoints/0/id' is integer; expected a string"
        ),
        (
            #"{"treatyUsage": 1, "contract": "N", "endpoints": []}"#,
            "the file has no member 'version'"
        ),
        (
            #"{"treatyUsage": 1, "contract": "N", "version": "1", "endpoints": [], "contractDigest": 7}"#,
            "'/contractDigest' is integer; expected a string"
        ),
    ])
    func aBrokenOrForeignFileIsRefusedWhereItIsWrong(_ text: String, _ message: String) {
        #expect {
            _ = try UsageRecord(json: Array(text.utf8))
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }
}
