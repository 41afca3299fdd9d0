import Foundation
import Testing
import TreatyContract

@testable import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Array and object parameters are checked as the whole value their `style` writes on the wire,
/// not item by item against the array's shape: a correct client sending `tags=a&tags=b` passes,
/// and one that joins what should be separate (or the reverse) is told so. Brackets go
/// percent-encoded (`%5B%5D`), as `URLComponents` writes them.
@Suite struct ParameterStyleVerificationTests {
    let log = FailureLog()

    static func array(of type: JSONType) -> Shape {
        var shape = NotesContract.shape(.array)
        shape.items = NotesContract.shape(type)
        return shape
    }

    static func query(_ name: String, _ shape: Shape, style: ParameterStyle? = nil, explode: Bool? = nil) -> Parameter {
        Parameter(name: name, shape: shape, location: NotesContract.at(2), style: style, explode: explode)
    }

    static var filter: Shape {
        var shape = NotesContract.shape(.object)
        shape.properties = [
            .init(name: "status", shape: NotesContract.shape(.string)), .init(name: "size", shape: NotesContract.shape(.integer)),
        ]
        shape.additionalProperties = .forbidden
        return shape
    }

    static let contract: Contract = {
        var search = Endpoint(id: "search", method: "GET", path: PathTemplate("/v1/items/{ids}")!, location: NotesContract.at(5))
        search.request.pathParameters = [
            Parameter(name: "ids", shape: array(of: .integer), required: true, location: NotesContract.at(6))
        ]
        search.request.query = [
            query("tags", array(of: .string)),
            query("sizes", array(of: .integer), explode: false),
            query("words", array(of: .string), style: .spaceDelimited),
            query("codes", array(of: .integer), style: .pipeDelimited),
            query("expand", array(of: .string), style: .deepObject),
            query("filter", filter, style: .deepObject),
        ]
        search.request.headers = [Parameter(name: "X-Flags", shape: array(of: .boolean), location: NotesContract.at(7))]
        search.responses = [ResponseSpec(status: .code(200), location: NotesContract.at(8))]
        search.scenarios = [NotesContract.scenario("ok", .response(StubResponse(status: 200)))]
        return Contract(
            file: NotesContract.file, name: "Items", version: "1.0.0", stubHost: "items.test.invalid",
            fixtureDirectory: "Fixtures", endpoints: [search])
    }()

    func failures(_ path: String, headers: [String: String] = [:]) async -> [String] {
        let stubs = StubSession(contract: Self.contract, reporter: log.reporter)
        stubs.stub("search", .status(200))
        _ = await TestRequests.status(stubs, TestRequests.make(stubs, "GET", path, headers: headers))
        return stubs.failures.map { $0.replacingOccurrences(of: "client regression: search: ", with: "") }
    }

    @Test func eachStyleWrittenRightPasses() async {
        let found = await failures(
            "/v1/items/1,2?tags=a&tags=b&sizes=1,2&words=x%20y&codes=3%7C4&expand%5B%5D=owner&expand%5B%5D=team"
                + "&filter%5Bstatus%5D=open&filter%5Bsize%5D=2",
            headers: ["X-Flags": "true, false"])
        #expect(found == [])
        #expect(await failures("/v1/items/7?tags=only") == [], "one item is an array of one")
    }

    @Test func anItemOfTheWrongTypeIsNamedByItsPosition() async {
        let found = await failures("/v1/items/1,x?sizes=1,two&codes=5%7Cz", headers: ["X-Flags": "yes"])
        #expect(
            found == [
                "path 'ids' /1: expected integer, got string 'x'",
                "query 'sizes' /1: expected integer, got string 'two'",
                "query 'codes' /1: expected integer, got string 'z'",
                "header 'X-Flags' /0: expected boolean, got string 'yes'",
            ])
    }

    @Test func aJoinedListWhereItemsAreSeparateIsARegressionAndTheReverseToo() async {
        let joinedForExploded = await failures("/v1/items/1?sizes=1&sizes=2")
        #expect(
            joinedForExploded == [
                "query 'sizes': sent 2 times; style 'form' without explode writes the items once, joined by ','"
            ])
    }

    @Test func deepObjectMembersAreCheckedAgainstTheObject() async {
        let found = await failures("/v1/items/1?filter%5Bsize%5D=big&filter%5Bcolour%5D=red")
        #expect(found.count == 2, "\(found)")
        #expect(found.contains("query 'filter' /size: expected integer, got string 'big'"), "\(found)")
        #expect(found.contains { $0.hasPrefix("query 'filter'") && $0.contains("colour") }, "\(found)")
        let undeclared = await failures("/v1/items/1?tags%5B%5D=a")
        #expect(undeclared.first?.hasPrefix("query 'tags[]': not declared by the contract") == true, "\(undeclared)")
    }
}

/// A scenario that passes an array for a query parameter expects every item in the request, in
/// order, gathered the way the parameter's style writes them.
@Suite struct ArrayInputEchoTests {
    static func mismatches(_ query: String, passing tags: JSONValue, name: String = "sizes") -> [String] {
        let endpoint = ParameterStyleVerificationTests.contract.endpoints[0]
        let input = RequestInput(query: [NamedValue(name: name, value: tags)])
        let request = RecordedRequest(
            method: "GET", url: URL(string: "https://items.test.invalid/v1/items/1?" + query)!, headers: [:], body: nil)
        return InputEcho(input: input, endpoint: endpoint).mismatches(in: request)
    }

    @Test func everyItemMustBeSentInOrder() {
        #expect(Self.mismatches("sizes=1,2", passing: [1, 2]) == [])
        #expect(Self.mismatches("tags=a&tags=b", passing: ["a", "b"], name: "tags") == [])
        #expect(
            Self.mismatches("sizes=1", passing: [1, 2]) == ["query 'sizes' sent as ['1'], the scenario passed ['1', '2']"])
        #expect(Self.mismatches("", passing: ["a"], name: "tags") == ["query 'tags' sent as nothing, the scenario passed ['a']"])
    }

    @Test func anArrayPathValueIsItsItemsJoinedByCommas() {
        let endpoint = ParameterStyleVerificationTests.contract.endpoints[0]
        let input = RequestInput(pathParameters: [NamedValue(name: "ids", value: [1, 2])])
        let sent = { (path: String) in
            InputEcho(input: input, endpoint: endpoint).mismatches(
                in: RecordedRequest(
                    method: "GET", url: URL(string: "https://items.test.invalid" + path)!, headers: [:], body: nil))
        }
        #expect(sent("/v1/items/1,2") == [])
        #expect(sent("/v1/items/1") == ["path parameter 'ids' sent as '1', the scenario passed '1,2'"])
    }
}
