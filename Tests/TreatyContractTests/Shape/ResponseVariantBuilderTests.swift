import Testing

@testable import TreatyContract

private typealias F = ShapeFactory

/// Response variants derived from JSON Schema's rules: each boundary a keyword allows, and none
/// the shape forbids.
@Suite struct ResponseVariantBuilderTests {
    private let project = F.shape { $0.ref = SampleSchemas.named("Project") }
    private let fixture = F.parse(
        #"{"id": 42, "name": "Apollo", "description": "Moon", "visibility": "private", "createdAt": "2026-03-14T09:26:53Z", "owner": {"id": 7, "login": "mc"}}"#
    )

    private func variants(
        _ body: JSONValue, _ shape: Shape, table: SchemaTable = SampleSchemas.table,
        kinds: Set<ResponseVariant.Kind> = Set(ResponseVariant.Kind.allCases), limits: ResponseVariantBuilder.Limits = .init()
    ) -> [ResponseVariant] {
        ResponseVariantBuilder(schemas: table, limits: limits).variants(of: body, shape: shape, kinds: kinds)
    }

    private func named(_ name: String, in variants: [ResponseVariant]) -> ResponseVariant? {
        variants.first { $0.name == name }
    }

    @Test func everyVariantConformsIsNamedOnceAndIsTheSameOnEveryRun() {
        let validator = ShapeValidator(schemas: SampleSchemas.table)
        let builder = ResponseVariantBuilder(schemas: SampleSchemas.table)
        let list = F.shape(.array) {
            $0.items = project
            $0.maxItems = 100
        }
        let made = variants(.array([fixture]), list)
        #expect(made.count > 8)
        for variant in made {
            #expect(validator.conforms(variant.body, to: list), "\(variant.name)")
            for part in builder.checkedParts(of: variant, shape: list) {
                #expect(validator.conforms(part.body, to: list), "\(part.name)")
            }
        }
        #expect(Set(made.map(\.name)).count == made.count)
        #expect(made == variants(.array([fixture]), list))
    }

    @Test func nullableMembersAreNullTogetherWithEachOneAsAPart() throws {
        let made = variants(fixture, project)
        let together = try #require(named("every nullable member null", in: made))
        #expect(together.kind == .nullMembers)
        #expect(together.parts.map(\.name) == ["/description null", "/owner null"])
        #expect(together.finding == "every nullable member is null (/description, /owner)")
        guard case .object(let body) = together.body else {
            Issue.record("not an object")
            return
        }
        #expect(body["description"] == .null && body["owner"] == .null && body["name"] == "Apollo")
    }

    @Test func aMemberInsideANullableMemberIsNullOneLevelBefore() {
        let inner = F.object([("b", F.shape(.string) { $0.nullable = true })]) { $0.nullable = true }
        let shape = F.object([("a", inner)], required: ["a"])
        let made = variants(F.parse(#"{"a": {"b": "x"}}"#), shape, kinds: [.nullMembers])
        #expect(made.map(\.name) == ["/a/b null", "/a null"])
    }

    @Test func onlyOptionalMembersAreLeftOut() throws {
        let made = variants(fixture, project)
        let absent = try #require(named("every optional member absent", in: made))
        #expect(absent.parts.map(\.name) == ["/description absent", "/owner absent"])
        guard case .object(let body) = absent.body else {
            Issue.record("not an object")
            return
        }
        #expect(body.keys == ["id", "name", "visibility", "createdAt"])
    }

    @Test func membersThatTogetherBreakTheShapeAreVariedOneByOne() {
        let shape = F.object([("a", F.shape(.string)), ("b", F.shape(.string))]) { $0.minProperties = 1 }
        let made = variants(F.parse(#"{"a": "x", "b": "y"}"#), shape, kinds: [.absentMembers])
        #expect(made.map(\.name) == ["/a absent", "/b absent"])
    }

    @Test func arraysAreEmptyAndAtTheirBoundsWhereTheShapeAllows() {
        let tags = F.shape(.array) {
            $0.items = F.shape(.string)
            $0.minItems = 1
            $0.maxItems = 3
        }
        let shape = F.object([("tags", tags), ("all", F.shape(.array) { $0.items = F.shape(.string) })])
        let made = variants(F.parse(#"{"tags": ["a", "b"], "all": ["c"]}"#), shape, kinds: [.emptyArrays, .arrayBounds])
        // Kinds are taken in turn: "/tags empty" (refused by minItems) and "/tags at minItems 1", then "/all empty".
        #expect(made.map(\.name) == ["/tags at minItems 1", "/all empty", "/tags at maxItems 3"])
        #expect(named("/tags at maxItems 3", in: made)?.body == F.parse(#"{"tags": ["a", "b", "b"], "all": ["c"]}"#))
    }

    @Test func uniqueItemsRefusesARepeatedElementSoNoPaddedVariant() {
        let shape = F.shape(.array) {
            $0.items = F.shape(.string)
            $0.maxItems = 5
            $0.uniqueItems = true
        }
        #expect(variants(F.parse(#"["a"]"#), shape, kinds: [.arrayBounds]).isEmpty)
    }

    @Test func anEnumMemberTakesEachOtherDeclaredValue() {
        let made = variants(fixture, project, kinds: [.enumValues])
        #expect(made.map(\.name) == [#"/visibility "internal""#, #"/visibility "public""#])
        #expect(made.map(\.finding) == [#"/visibility is "internal""#, #"/visibility is "public""#])
    }

    @Test func numbersGoToTheirBoundsAndIntegersJustInsideExclusiveOnes() {
        let count = F.shape(.integer) {
            $0.exclusiveMinimum = JSONNumber(0)
            $0.maximum = JSONNumber(10)
        }
        let made = variants(F.parse(#"{"count": 5}"#), F.object([("count", count)]), kinds: [.numberBounds])
        #expect(made.map(\.name) == ["/count at maximum 10", "/count at exclusiveMinimum 1"])
    }

    @Test func stringsGoToTheirLengthBoundsUnlessThePatternRefusesThem() {
        let code = F.shape(.string) {
            $0.minLength = 2
            $0.maxLength = 4
            $0.pattern = "^[a-z]{2,3}$"
        }
        let made = variants(F.parse(#"{"code": "abc"}"#), F.object([("code", code)]), kinds: [.stringBounds])
        #expect(made.map(\.name) == ["/code at minLength 2"])
        #expect(made.first?.body == F.parse(#"{"code": "ab"}"#))
    }

    @Test func anOpenObjectGetsAnUnknownMemberAndAClosedOneDoesNot() {
        let open = F.object([("a", F.shape(.string))])
        let closed = F.object([("a", F.shape(.string))]) { $0.additionalProperties = .forbidden }
        let typed = F.object([("a", F.shape(.string))]) { $0.additionalProperties = .shape(F.shape(.integer)) }
        let body = F.parse(#"{"a": "x"}"#)
        #expect(variants(body, open, kinds: [.unknownMembers]).map(\.name) == ["the body unknown member"])
        #expect(variants(body, closed, kinds: [.unknownMembers]).isEmpty)
        #expect(
            variants(body, typed, kinds: [.unknownMembers]).first?.body == F.parse(#"{"a": "x", "treatyUnknownMember": 0}"#))
    }

    @Test func eachOneOfBranchTheFixtureDoesNotTakeIsAVariant() {
        let card = F.object([("number", F.shape(.string))], required: ["number"]) { $0.additionalProperties = .forbidden }
        let bank = F.object([("iban", F.shape(.string))], required: ["iban"]) { $0.additionalProperties = .forbidden }
        let shape = F.object([("method", F.shape { $0.oneOf = [card, bank] })])
        let made = variants(F.parse(#"{"method": {"number": "4242"}}"#), shape, kinds: [.branches])
        #expect(made.map(\.name) == ["/method as oneOf branch 2"])
        #expect(made.first?.body == F.parse(#"{"method": {"iban": ""}}"#))
    }

    @Test func aBodyTheShapeRefusesHasNoVariants() {
        #expect(variants(F.parse(#"{"id": "not a number"}"#), project).isEmpty)
    }

    @Test func kindsTurnedOffAndTheBoundAreHonoured() {
        let made = variants(fixture, project, kinds: Set(ResponseVariant.Kind.allCases).subtracting([.enumValues]))
        #expect(!made.contains { $0.kind == .enumValues })
        #expect(variants(fixture, project, limits: .init(maxVariants: 3)).count == 3)
    }
}
