import Testing
import TreatyContract
@testable import TreatyStubs

/// The members a response probe tries, and the bodies it serves without each, or retyped.
@Suite struct ProbedMemberTests {
    static let body: JSONValue = [
        "id": 7, "owner": ["name": "Ada", "a/b~c": nil], "tags": [["label": "x"], ["label": "y", "hue": 3]], "grid": [[["z": 1]]],
    ]

    @Test func membersAreListedEachBeforeItsOwnInDocumentOrderWithArrayItemsAsStar() {
        #expect(
            ProbedMember.all(in: Self.body).map(\.pointer) == [
                "/id", "/owner", "/owner/name", "/owner/a~1b~0c", "/tags", "/tags/*/label", "/tags/*/hue", "/grid",
                "/grid/*/*/z",
            ])
    }

    @Test func aBodyWithoutObjectsHasNoMembers() {
        #expect(ProbedMember.all(in: [1, "two", nil]).isEmpty)
        #expect(ProbedMember.all(in: "text").isEmpty)
    }

    @Test func membersDeeperThanTheLimitAreLeftOut() {
        #expect(ProbedMember.all(in: ["a": ["b": ["c": 1]]], depthLimit: 2).map(\.pointer) == ["/a", "/a/b"])
    }

    @Test func removingAnItemsMemberRemovesItFromEveryItem() throws {
        let member = try #require(ProbedMember.all(in: Self.body).first { $0.pointer == "/tags/*/label" })
        #expect(
            member.removed(from: Self.body) == [
                "id": 7, "owner": ["name": "Ada", "a/b~c": nil], "tags": [[:], ["hue": 3]], "grid": [[["z": 1]]],
            ])
    }

    @Test func retypingAMemberChangesItWhereverItIs() throws {
        let member = try #require(ProbedMember.all(in: Self.body).first { $0.pointer == "/tags/*/hue" })
        #expect(
            member.retyped(in: Self.body) == [
                "id": 7, "owner": ["name": "Ada", "a/b~c": nil], "tags": [["label": "x"], ["label": "y", "hue": "probe"]],
                "grid": [[["z": 1]]],
            ])
    }

    @Test(arguments: [
        (JSONValue.string("a"), JSONValue.number(JSONNumber(0))), (.number(JSONNumber(2)), .string("probe")),
        (.bool(true), .string("probe")), (.object(JSONObject([("k", 1)])), .string("probe")), (.array([1]), .string("probe")),
        (.null, .number(JSONNumber(0))),
    ])
    func everyTypeBecomesAnother(value: JSONValue, changed: JSONValue) {
        #expect(ProbedMember.otherType(than: value) == changed)
        #expect(value.typeName != changed.typeName)
    }
}
