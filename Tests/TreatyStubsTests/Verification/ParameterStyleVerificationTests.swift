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

    static func object(_ members: [String: JSONType], others: AdditionalProperties = .unspecified) -> Shape {
        var shape = NotesContract.shape(.object)
        shape.properties = members.sorted { $0.key < $1.key }.map { .init(name: $0.key, shape: NotesContract.shape($0.value)) }
        shape.additionalProperties = others
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
            query("paging", object(["page": .integer, "per_page": .integer])),
            query("range", object(["min": .integer, "max": .integer]), explode: false),
        ]
        search.request.headers = [Parameter(name: "X-Flags", shape: array(of: .boolean), location: NotesContract.at(7))]
        search.responses = [ResponseSpec(status: .code(200), location: NotesContract.at(8))]
        search.scenarios = [NotesContract.scenario("ok", .response(StubResponse(status: 200)))]
        return Contract(
            file: NotesContract.file, name: "Items", version: "1.0.0", stubHost: "items.test.invalid",
            fixtureDirectory: "Fixtures", endpoints: [search])
    }()

    func failures(_ path: String, headers: [String: String] = [:], in contract: Contract = contract) async -> [String] {
        let stubs = StubSession(contract: contract, reporter: log.reporter)
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

/// An object query parameter in the `form` style, the OpenAPI default, is written as one item per
/// member (`page=2&per_page=20`), or not exploded as `range=min,1,max,5`: a client writing it so
/// passes, and each member is checked against its property.
@Suite struct FormObjectVerificationTests {
    let styles = ParameterStyleVerificationTests()

    @Test func explodedMembersAreItemsOfTheirOwn() async {
        #expect(await styles.failures("/v1/items/1?page=2&per_page=20&tags=a") == [])
        #expect(
            await styles.failures("/v1/items/1?page=two&colour=red") == [
                "query 'paging' /page: expected integer, got string 'two'",
                "query 'colour': not declared by the contract; expected one of 'tags', 'sizes', 'words', 'codes', 'expand', "
                    + "'filter', 'paging', 'range'",
            ])
    }

    @Test func notExplodedTheMembersArePairsInOneItem() async {
        #expect(await styles.failures("/v1/items/1?range=min,1,max,5") == [])
        #expect(await styles.failures("/v1/items/1?range=min,x") == ["query 'range' /min: expected integer, got string 'x'"])
        #expect(
            await styles.failures("/v1/items/1?range=min,1,max") == [
                "query 'range': expected names and values in pairs, joined by ',', got an odd number of parts 'min,1,max'"
            ])
        #expect(
            await styles.failures("/v1/items/1?range=min,1&range=max,2") == [
                "query 'range': sent 2 times; style 'form' without explode writes the object once, as names and values joined by ','"
            ])
    }

    /// A parameter that names an item claims it first; an object with no named members (or with
    /// `additionalProperties`) takes what is left, so nothing it may hold reads as undeclared.
    @Test func anOpenObjectTakesWhatNoParameterClaims() async {
        var contract = ParameterStyleVerificationTests.contract
        contract.endpoints[0].request.query = [
            ParameterStyleVerificationTests.query("page", NotesContract.shape(.integer)),
            ParameterStyleVerificationTests.query(
                "labels", ParameterStyleVerificationTests.object([:], others: .shape(NotesContract.shape(.string)))),
        ]
        #expect(await styles.failures("/v1/items/1?page=3&team=core&owner=ana", in: contract) == [])
        #expect(await styles.failures("/v1/items/1?page=x", in: contract) == ["query 'page': expected integer, got string 'x'"])
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

    @Test func everyMemberOfAnObjectMustBeSentInItsStyle() {
        #expect(Self.mismatches("page=2&per_page=20", passing: ["page": 2, "per_page": 20], name: "paging") == [])
        #expect(Self.mismatches("range=min,1,max,5", passing: ["min": 1, "max": 5], name: "range") == [])
        #expect(Self.mismatches("filter%5Bstatus%5D=open", passing: ["status": "open"], name: "filter") == [])
        #expect(
            Self.mismatches("page=3", passing: ["page": 2, "per_page": 20], name: "paging") == [
                "query 'paging' member 'page' sent as '3', the scenario passed '2'",
                "query 'paging' member 'per_page' sent as nothing, the scenario passed '20'",
            ])
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
