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
