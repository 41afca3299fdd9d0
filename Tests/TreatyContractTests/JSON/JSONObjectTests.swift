import Testing

@testable import TreatyContract

@Suite struct JSONObjectTests {
    /// Sizes on both sides of the point where the object starts keeping a hash index.
    @Test(arguments: [3, 32, 33, 50])
    func lookupReplaceAndRemoveKeepOrder(size: Int) {
        var object = JSONObject((0..<size).map { ("k\($0)", JSONValue(integerLiteral: $0)) })
        #expect(object.keys == (0..<size).map { "k\($0)" })
        #expect(object["k\(size - 1)"] == JSONValue(integerLiteral: size - 1))
        #expect(object["missing"] == nil)
        object["k0"] = "replaced"
        #expect(object.keys.first == "k0")
        #expect(object["k0"] == "replaced")
        object["k1"] = nil
        #expect(object.count == size - 1)
        #expect(object["k1"] == nil)
        #expect(object["k\(size - 1)"] == JSONValue(integerLiteral: size - 1))
        object["new"] = true
        #expect(object["new"] == true)
        #expect(object.keys.last == "new")
    }

    /// An object built from members a parser found distinct is the object built key by key, on
    /// both sides of the index, and stays usable for lookups and changes.
    @Test(arguments: [3, 32, 33, 50])
    func distinctMembersBuildTheSameObject(size: Int) {
        let pairs = (0..<size).map { ("k\($0)", JSONValue(integerLiteral: $0)) }
        var object = JSONObject(distinctMembers: pairs.map { JSONObject.Member(key: $0.0, value: $0.1) })
        #expect(object == JSONObject(pairs))
        #expect(object.keys == pairs.map(\.0))
        #expect(object["k\(size - 1)"] == JSONValue(integerLiteral: size - 1))
        object["k\(size / 2)"] = "replaced"
        object["new"] = true
        #expect(object.count == size + 1)
        #expect(object["k\(size / 2)"] == "replaced")
        #expect(object["new"] == true)
        #expect(JSONObject(distinctMembers: []) == JSONObject())
    }

    @Test func parserRejectsDuplicatesInLargeAndSmallObjects() {
        for size in [2, 32, 33, 60] {
            let members = (0..<size).map { "\"k\($0)\": \($0)" } + ["\"k\(size / 2)\": 0"]
            #expect(throws: JSONSyntaxError.self) { try JSONParser().parse("{" + members.joined(separator: ", ") + "}") }
            let unique = (0..<size).map { "\"k\($0)\": \($0)" }
            let value = try? JSONParser().parse("{" + unique.joined(separator: ", ") + "}")
            guard case .object(let object)? = value else {
                Issue.record("expected an object")
                continue
            }
            #expect(object["k\(size - 1)"] == JSONValue(integerLiteral: size - 1))
            #expect(object.count == size)
        }
    }

    @Test func equalityIgnoresOrder() {
        let left = JSONObject((0..<40).map { ("k\($0)", JSONValue(integerLiteral: $0)) })
        let right = JSONObject((0..<40).reversed().map { ("k\($0)", JSONValue(integerLiteral: $0)) })
        #expect(left == right)
        #expect(left.hashValue == right.hashValue)
    }
}
