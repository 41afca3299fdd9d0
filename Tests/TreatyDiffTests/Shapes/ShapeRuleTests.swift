import Testing
import TreatyContract

@testable import TreatyDiff

/// Every shape rule on both sides and in both directions: rule id, class, target and pointer.
@Suite struct ShapeRuleTests {
    /// The base contract with `value: shape` in the request body of `createProject` and the 404 body of `getProject`.
    static func contract(_ value: Shape) -> Contract {
        var contract = ContractBuilder.contract
        contract.edit("createProject") {
            $0.request.body = ContractBuilder.shape(.object) { $0.properties = [.init(name: "value", shape: value)] }
        }
        contract.edit("getProject") {
            $0.responses[1].body = ContractBuilder.shape(.object) { $0.properties = [.init(name: "value", shape: value)] }
        }
        return contract
    }

    static func changes(_ before: Shape, _ after: Shape) -> [Change] {
        ContractDiffer().diff(old: [contract(before)], new: [contract(after)]).changes
    }

    static func expect(_ changes: [Change], _ rule: DiffRule, side: DiffSide, pointer: String) {
        let matches = changes.filter { $0.rule == rule.id }
        #expect(matches.count == 1, "expected one '\(rule.id)' in \(changes.map(\.rule))")
        guard let change = matches.first else { return }
        #expect(change.classification == rule.classification)
        #expect(change.rule.hasPrefix(side.rawValue + "-"))
        #expect(change.pointer == "/properties/value" + pointer)
        #expect(change.endpoint == (side == .request ? "createProject" : "getProject"))
        #expect(change.target == (side == .request ? "request.body" : "response.body"))
        #expect(change.status == (side == .request ? nil : "404"))
        #expect(change.location != nil)
        #expect(
            !changes.contains { $0.rule.hasPrefix(side == .request ? "response-" : "request-") && $0.endpoint == change.endpoint }
        )
    }

    /// The direction table written out independently of ``DiffSide``: request narrowing and
    /// response widening break, anything incomparable breaks; a request pattern replaced by another
    /// is a warning, and no response pattern change reaches a client.
    static func expectedClass(_ keyword: ShapeKeyword, _ effect: ShapeEffect, _ side: DiffSide) -> ChangeClass {
        if keyword == .pattern, side == .response { return .informational }
        if keyword == .pattern, effect == .changed { return .warning }
        switch effect {
        case .changed: return .breaking
        case .narrowed: return side == .request ? .breaking : .additive
        case .widened: return side == .request ? .additive : .breaking
        }
    }

    @Test(arguments: ShapeRuleCase.all)
    func forward(_ rule: ShapeRuleCase) {
        let changes = Self.changes(rule.before, rule.after)
        for side in DiffSide.allCases {
            Self.expect(changes, .shape(rule.keyword, rule.effect, side), side: side, pointer: rule.pointer)
            #expect(
                DiffRule.shape(rule.keyword, rule.effect, side).classification
                    == Self.expectedClass(rule.keyword, rule.effect, side))
        }
    }

    @Test(arguments: ShapeRuleCase.all)
    func reverse(_ rule: ShapeRuleCase) {
        let changes = Self.changes(rule.after, rule.before)
        for side in DiffSide.allCases {
            Self.expect(changes, .shape(rule.keyword, rule.reverseEffect, side), side: side, pointer: rule.pointer)
            #expect(
                DiffRule.shape(rule.keyword, rule.reverseEffect, side).classification
                    == Self.expectedClass(rule.keyword, rule.reverseEffect, side))
        }
    }

    /// Every generated shape rule is exercised by some case, forwards or backwards.
    @Test func casesCoverEveryShapeRule() {
        var covered: Set<String> = []
        for rule in ShapeRuleCase.all {
            covered.insert("\(rule.keyword)-\(rule.effect)")
            covered.insert("\(rule.keyword)-\(rule.reverseEffect)")
        }
        for keyword in ShapeKeyword.allCases {
            for effect in ShapeEffect.allCases where keyword.idFragment(effect) != nil {
                #expect(covered.contains("\(keyword)-\(effect)"), "no case for '\(keyword)' \(effect)")
            }
        }
    }

    @Test func directionDecidesTheClass() {
        let optional = ContractBuilder.shape(.object) {
            $0.properties = [.init(name: "a", shape: ContractBuilder.shape(.string))]
        }
        var required = optional
        required.required = ["a"]
        let madeOptional = Self.changes(required, optional)
        #expect(madeOptional.first { $0.rule == "request-field-made-optional" }?.classification == .additive)
        #expect(madeOptional.first { $0.rule == "response-field-made-optional" }?.classification == .breaking)
        let nullable = Self.changes(ContractBuilder.shape(.string), ContractBuilder.shape(.string) { $0.nullable = true })
        #expect(nullable.first { $0.rule == "request-field-made-nullable" }?.classification == .additive)
        #expect(nullable.first { $0.rule == "response-field-made-nullable" }?.classification == .breaking)
    }

    @Test func extensibleEnumValueAddedIsAdditiveInResponses() {
        let before = ContractBuilder.shape(.string) {
            $0.enumValues = ["a"]; $0.extensible = true
        }
        var after = before
        after.enumValues = ["a", "b"]
        let changes = Self.changes(before, after)
        Self.expect(changes, .responseEnumValueAddedExtensible, side: .response, pointer: "")
        Self.expect(changes, .shape(.enumValue, .widened, .request), side: .request, pointer: "")
        #expect(changes.first { $0.rule == "response-enum-value-added-extensible" }?.after == "\"b\"")
        // The value is the subject: quoted once.
        #expect(changes.first { $0.rule == "request-enum-value-added" }?.message == #"request enum value added: '"b"'"#)
    }

    /// Which branch a value is checked against is neither a subset nor a superset of before;
    /// the mapped schemas compare by name, so the same mapping in another file is no change.
    @Test func aDiscriminatorChangeIsASchemaChange() {
        let card = SchemaReference(file: "old.yaml", name: "Card")
        let before = ContractBuilder.shape {
            $0.oneOf = [ContractBuilder.reference("Card")]
            $0.discriminator = Discriminator(propertyName: "kind", mapping: [.init(value: "card", reference: card)])
        }
        var moved = before
        moved.discriminator?.mapping[0].reference = SchemaReference(file: "new.yaml", name: "Card")
        #expect(Self.changes(before, moved).isEmpty)
        var renamed = before
        renamed.discriminator?.propertyName = "type"
        let changes = Self.changes(before, renamed)
        #expect(changes.map(\.rule) == ["request-schema-changed", "response-schema-changed"])
        #expect(changes.first?.before == "propertyName 'kind' (card → Card)")
        #expect(changes.first?.after == "propertyName 'type' (card → Card)")
    }

    /// Member counts are length bounds of objects.
    @Test func memberCountsAreLengthBounds() {
        let before = ContractBuilder.shape(.object) { $0.maxProperties = 5 }
        var after = before
        after.minProperties = 1
        after.maxProperties = 3
        let changes = Self.changes(before, after)
        #expect(
            changes.map(\.rule).sorted() == [
                "request-length-bounds-tightened", "request-length-bounds-tightened", "response-length-bounds-tightened",
                "response-length-bounds-tightened",
            ])
        #expect(changes.filter { $0.message.contains("'minProperties'") }.count == 2)
        #expect(changes.filter { $0.message.contains("'maxProperties'") }.count == 2)
    }

    @Test func enumMadeExtensibleIsInformational() {
        let before = ContractBuilder.shape(.string) { $0.enumValues = ["a"] }
        var after = before
        after.extensible = true
        let changes = Self.changes(before, after)
        #expect(changes.map(\.rule) == ["enum-extensibility-changed", "enum-extensibility-changed"])
        #expect(changes.allSatisfy { $0.classification == .informational })
    }
}
