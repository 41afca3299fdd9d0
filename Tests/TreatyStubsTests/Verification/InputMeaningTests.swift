import Foundation
import Testing
import TreatyContract

@testable import TreatyStubs

/// A value the client sent is compared with the one the scenario passed by what the contract
/// says the value is: each format has an equivalent spelling that passes and a different value
/// that fails.
@Suite struct InputMeaningTests {
    static let meaning = InputMeaning(schemas: SchemaTable())

    static func shape(_ type: JSONType, format: String? = nil) -> Shape {
        var shape = Shape(at: SourceLocation(file: "t.yaml", line: 1, column: 1))
        shape.types = [type]
        shape.format = format
        return shape
    }

    @Test func dateTimesAreInstants() {
        let dateTime = Self.shape(.string, format: "date-time")
        let passed = "2012-10-09T23:39:01Z"
        for same in [
            "2012-10-09T23:39:01.000Z", "2012-10-10T01:39:01+02:00", "2012-10-09t23:39:01z", "2012-10-09T18:39:01.0-05:00",
        ] {
            #expect(Self.meaning.sameText(same, passed, shape: dateTime), "\(same)")
        }
        for other in ["2012-10-09T23:39:02Z", "2012-10-09T23:39:01.001Z", "2012-10-09T23:39:01+01:00", "not a date"] {
            #expect(!Self.meaning.sameText(other, passed, shape: dateTime), "\(other)")
        }
        // Without the format the text is all there is.
        #expect(!Self.meaning.sameText("2012-10-09T23:39:01.000Z", passed, shape: Self.shape(.string)))
    }

    @Test func uuidsIgnoreCaseAndNumbersCompareAsNumbers() {
        let uuid = Self.shape(.string, format: "uuid")
        #expect(
            Self.meaning.sameText("3F2504E0-4F89-11D3-9A0C-0305E82C3301", "3f2504e0-4f89-11d3-9a0c-0305e82c3301", shape: uuid))
        #expect(
            !Self.meaning.sameText("3F2504E0-4F89-11D3-9A0C-0305E82C3302", "3f2504e0-4f89-11d3-9a0c-0305e82c3301", shape: uuid))
        #expect(Self.meaning.sameText("1.0", "1", shape: Self.shape(.number)))
        #expect(Self.meaning.sameText("2e1", "20", shape: Self.shape(.integer)))
        #expect(!Self.meaning.sameText("1.5", "1", shape: Self.shape(.number)))
        #expect(!Self.meaning.sameText("1.0", "1", shape: Self.shape(.string)))
        let email = Self.shape(.string, format: "email")
        #expect(Self.meaning.sameText("ada@Example.TEST", "ada@example.test", shape: email))
        #expect(!Self.meaning.sameText("Ada@example.test", "ada@example.test", shape: email))
    }

    @Test func aQuerysPlusIsASpace() {
        #expect(Self.meaning.sameText("two+words", "two words", shape: Self.shape(.string), inQuery: true))
        #expect(!Self.meaning.sameText("two+words", "two words", shape: Self.shape(.string)))
        #expect(!Self.meaning.sameText("two+words", "two_words", shape: Self.shape(.string), inQuery: true))
    }

    @Test func jsonValuesCompareMemberByMemberWithTheirShapes() {
        var object = Self.shape(.object)
        object.properties = [
            .init(name: "due_on", shape: Self.shape(.string, format: "date-time")),
            .init(
                name: "ids",
                shape: {
                    var items = Self.shape(.array); items.items = Self.shape(.string, format: "uuid"); return items
                }()),
        ]
        let passed: JSONValue = ["due_on": "2012-10-09T23:39:01Z", "ids": ["ab-cd"]]
        #expect(Self.meaning.sameJSON(["ids": ["AB-CD"], "due_on": "2012-10-09T23:39:01.000Z"], passed, shape: object))
        #expect(!Self.meaning.sameJSON(["ids": ["AB-CD"], "due_on": "2012-10-09T23:39:02Z"], passed, shape: object))
        #expect(!Self.meaning.sameJSON(["ids": ["AB-CD", "x"], "due_on": "2012-10-09T23:39:01Z"], passed, shape: object))
        #expect(Self.meaning.sameJSON(1.0, 1, shape: nil))
    }

    /// Through the echo: a client whose encoder writes milliseconds passes; one that sends another instant fails.
    @Test func theEchoPassesAnEncoderThatWritesMilliseconds() {
        var endpoint = Endpoint(
            id: "createMilestone", method: "POST", path: PathTemplate("/milestones")!,
            location: SourceLocation(file: "t.yaml", line: 1, column: 1))
        var body = Self.shape(.object)
        body.properties = [.init(name: "due_on", shape: Self.shape(.string, format: "date-time"))]
        endpoint.request.body = body
        let mismatches = { (sent: String) in
            TestRequests.echoMismatches(
                endpoint, url: "https://api.test.invalid/milestones", contentType: "application/json",
                body: "{\"due_on\": \"\(sent)\"}", passing: ["due_on": "2012-10-09T23:39:01Z"])
        }
        #expect(mismatches("2012-10-09T23:39:01.000Z") == [])
        #expect(
            mismatches("2012-10-09T23:40:01.000Z")
                == ["body member '/due_on' sent as \"2012-10-09T23:40:01.000Z\", the scenario passed \"2012-10-09T23:39:01Z\""])
    }
}
