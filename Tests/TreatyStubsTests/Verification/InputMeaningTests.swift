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
        var shape = Shape(at: FileLocation(file: "t.yaml", line: 1, column: 1))
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
            location: FileLocation(file: "t.yaml", line: 1, column: 1))
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

    static func endpoint(query: [Parameter] = [], headers: [Parameter] = [], body: Shape? = nil) -> Endpoint {
        var endpoint = Endpoint(
            id: "search", method: "POST", path: PathTemplate("/search")!,
            location: FileLocation(file: "t.yaml", line: 1, column: 1))
        endpoint.request.query = query
        endpoint.request.headers = headers
        endpoint.request.body = body
        if body != nil { endpoint.request.contentType = "application/x-www-form-urlencoded" }
        return endpoint
    }

    static func parameter(_ name: String, _ shape: Shape, style: ParameterStyle? = nil, explode: Bool? = nil) -> Parameter {
        Parameter(
            name: name, shape: shape, location: FileLocation(file: "t.yaml", line: 1, column: 1), style: style, explode: explode
        )
    }

    static func echo(
        _ endpoint: Endpoint, _ input: RequestInput, query: String = "", headers: [String: String] = [:], form: String? = nil
    )
        -> [String]
    {
        var fields = headers
        if form != nil { fields["Content-Type"] = "application/x-www-form-urlencoded" }
        let request = RecordedRequest(
            method: "POST", url: URL(string: "https://api.test.invalid/search" + query)!, headers: fields,
            body: form.map { Data($0.utf8) })
        return InputEcho(input: input, endpoint: endpoint).mismatches(in: request)
    }

    static var instants: Shape {
        var array = shape(.array)
        array.items = shape(.string, format: "date-time")
        return array
    }

    /// A query array's items, in any style, each compared by its items' shape.
    @Test func queryArrayItemsCompareByMeaning() {
        let input = RequestInput(query: [NamedValue(name: "since", value: ["2012-10-09T23:39:01Z", "2013-01-01T00:00:00Z"])])
        for (style, explode, query) in [
            (nil, nil, "?since=2012-10-09T23:39:01.000Z&since=2013-01-01T01:00:00%2B01:00"),
            (ParameterStyle.form, false, "?since=2012-10-09T23:39:01.000Z,2013-01-01T00:00:00.0Z"),
        ] as [(ParameterStyle?, Bool?, String)] {
            let endpoint = Self.endpoint(query: [Self.parameter("since", Self.instants, style: style, explode: explode)])
            #expect(Self.echo(endpoint, input, query: query) == [], "\(query)")
        }
        let endpoint = Self.endpoint(query: [Self.parameter("since", Self.instants)])
        #expect(
            Self.echo(endpoint, input, query: "?since=2012-10-09T23:39:01Z&since=2013-01-01T00:00:01Z")
                == [
                    "query 'since' sent as ['2012-10-09T23:39:01Z', '2013-01-01T00:00:01Z'], the scenario passed ['2012-10-09T23:39:01Z', '2013-01-01T00:00:00Z']"
                ])
    }

    /// A query object's members, each compared by its member's shape.
    @Test func queryObjectMembersCompareByMeaning() {
        var filter = Self.shape(.object)
        filter.properties = [
            .init(name: "id", shape: Self.shape(.string, format: "uuid")), .init(name: "min", shape: Self.shape(.number)),
        ]
        let endpoint = Self.endpoint(query: [Self.parameter("filter", filter, style: .deepObject)])
        let input = RequestInput(query: [NamedValue(name: "filter", value: ["id": "ab-cd", "min": 1])])
        #expect(Self.echo(endpoint, input, query: "?filter%5Bid%5D=AB-CD&filter%5Bmin%5D=1.0") == [])
        #expect(
            Self.echo(endpoint, input, query: "?filter%5Bid%5D=AB-CE&filter%5Bmin%5D=1.0")
                == ["query 'filter' member 'id' sent as 'AB-CE', the scenario passed 'ab-cd'"])
    }

    /// A form body's fields are read as a query's: `+` is a space, an instant is an instant.
    @Test func formFieldsCompareByMeaning() {
        var body = Self.shape(.object)
        body.properties = [
            .init(name: "due", shape: Self.shape(.string, format: "date-time")), .init(name: "title", shape: Self.shape(.string)),
        ]
        let endpoint = Self.endpoint(body: body)
        let input = RequestInput(body: ["due": "2012-10-09T23:39:01Z", "title": "two words"])
        #expect(Self.echo(endpoint, input, form: "title=two+words&due=2012-10-10T01%3A39%3A01%2B02%3A00") == [])
        #expect(
            Self.echo(endpoint, input, form: "title=two+words&due=2012-10-10T01%3A39%3A01Z")
                == ["body field 'due' sent as '2012-10-10T01:39:01Z', the scenario passed '2012-10-09T23:39:01Z'"])
    }

    /// A header the scenario gave reaches the wire: its name without case, its value by meaning;
    /// a secret's value is the client's own and is not compared.
    @Test func headersAreEchoedByMeaning() {
        let endpoint = Self.endpoint(headers: [
            Self.parameter("X-Request-Id", Self.shape(.string, format: "uuid")),
            Parameter(
                name: "X-Key", shape: Self.shape(.string), secret: true,
                location: FileLocation(file: "t.yaml", line: 1, column: 1)),
        ])
        let input = RequestInput(headers: [
            NamedValue(name: "x-request-id", value: "ab-cd"), NamedValue(name: "X-Key", value: "${KEY}"),
        ])
        #expect(Self.echo(endpoint, input, headers: ["X-REQUEST-ID": "AB-CD", "X-Key": "k"]) == [])
        #expect(
            Self.echo(endpoint, input, headers: ["X-Key": "k"])
                == ["header 'x-request-id' sent as nothing, the scenario passed 'ab-cd'"])
        #expect(
            Self.echo(endpoint, input, headers: ["X-Request-Id": "ab-ce"])
                == ["header 'x-request-id' sent as 'ab-ce', the scenario passed 'ab-cd'"])
    }
}
