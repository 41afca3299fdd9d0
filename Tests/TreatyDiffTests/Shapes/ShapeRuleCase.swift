import Testing
import TreatyContract

@testable import TreatyDiff

/// One edit to a shape, with the keyword family and effect the diff must report for it.
///
/// The edit is applied to a `value` property of the request body (`createProject`) and of a
/// response body (`getProject` 404), in both directions, so every shape rule is seen on both
/// sides and both ways.
struct ShapeRuleCase: Sendable, CustomTestStringConvertible {
    var name: String
    var before: Shape
    var after: Shape
    var keyword: ShapeKeyword
    /// The effect of `before → after`; `after → before` has the opposite one.
    var effect: ShapeEffect
    /// Below `/properties/value`.
    var pointer: String = ""

    var testDescription: String { name }

    var reverseEffect: ShapeEffect {
        switch effect {
        case .narrowed: return .widened
        case .widened: return .narrowed
        case .changed: return .changed
        }
    }

    static func make(
        _ name: String, _ keyword: ShapeKeyword, _ effect: ShapeEffect, pointer: String = "",
        base: Shape = ContractBuilder.shape(.string), edit: (inout Shape) -> Void
    ) -> ShapeRuleCase {
        var after = base
        edit(&after)
        return ShapeRuleCase(name: name, before: base, after: after, keyword: keyword, effect: effect, pointer: pointer)
    }

    static let all: [ShapeRuleCase] = [
        make("type changed", .type, .changed) { $0.types = [.integer] },
        make("integer to number", .type, .widened, base: ContractBuilder.shape(.integer)) { $0.types = [.number] },
        make("second type", .type, .widened) { $0.types = [.string, .integer] },
        make("nullable", .nullable, .widened) { $0.nullable = true },
        make("null in type list", .nullable, .widened) { $0.types = [.string, .null] },
        make("enum value", .enumValue, .widened, base: ContractBuilder.shape(.string) { $0.enumValues = ["a", "b"] }) {
            $0.enumValues = ["a", "b", "c"]
        },
        make("enum", .enumeration, .narrowed) { $0.enumValues = ["a"] },
        make("const added", .const, .narrowed) { $0.constValue = "x" },
        make("const changed", .const, .changed, base: ContractBuilder.shape(.string) { $0.constValue = "x" }) {
            $0.constValue = "y"
        },
        make("format added", .format, .narrowed) { $0.format = "date-time" },
        make("format changed", .format, .changed, base: ContractBuilder.shape(.string) { $0.format = "date" }) {
            $0.format = "date-time"
        },
        make("pattern added", .pattern, .narrowed) { $0.pattern = "^a" },
        make("pattern changed", .pattern, .changed, base: ContractBuilder.shape(.string) { $0.pattern = "^a" }) {
            $0.pattern = "^b"
        },
        make("minimum raised", .numericBounds, .narrowed, base: ContractBuilder.shape(.integer) { $0.minimum = JSONNumber(1) }) {
            $0.minimum = JSONNumber(5)
        },
        make("maximum lowered", .numericBounds, .narrowed, base: ContractBuilder.shape(.integer) { $0.maximum = JSONNumber(10) })
        {
            $0.maximum = JSONNumber(5)
        },
        make("exclusive minimum", .numericBounds, .narrowed, base: ContractBuilder.shape(.number)) {
            $0.exclusiveMinimum = JSONNumber(0)
        },
        make("exclusive maximum", .numericBounds, .narrowed, base: ContractBuilder.shape(.number)) {
            $0.exclusiveMaximum = JSONNumber(100)
        },
        make("multipleOf", .numericBounds, .narrowed, base: ContractBuilder.shape(.integer) { $0.multipleOf = JSONNumber(2) }) {
            $0.multipleOf = JSONNumber(4)
        },
        make(
            "multipleOf incomparable", .numericBounds, .changed,
            base: ContractBuilder.shape(.integer) { $0.multipleOf = JSONNumber(2) }
        ) { $0.multipleOf = JSONNumber(3) },
        make(
            "not changed", .schema, .changed, pointer: "/not",
            base: ContractBuilder.shape(.string) { $0.not = ContractBuilder.shape { $0.constValue = "x" } }
        ) {
            $0.not = ContractBuilder.shape { $0.constValue = "y" }
        },
        make("minLength", .lengthBounds, .narrowed, base: ContractBuilder.shape(.string) { $0.minLength = 1 }) {
            $0.minLength = 3
        },
        make("maxLength", .lengthBounds, .narrowed, base: ContractBuilder.shape(.string) { $0.maxLength = 80 }) {
            $0.maxLength = 40
        },
        make("minItems", .lengthBounds, .narrowed, base: ContractBuilder.shape(.array)) { $0.minItems = 1 },
        make("maxItems", .lengthBounds, .narrowed, base: ContractBuilder.shape(.array) { $0.maxItems = 10 }) { $0.maxItems = 5 },
        make("uniqueItems", .lengthBounds, .narrowed, base: ContractBuilder.shape(.array)) { $0.uniqueItems = true },
        make(
            "closed object", .additionalProperties, .narrowed, pointer: "/additionalProperties",
            base: ContractBuilder.shape(.object)
        ) { $0.additionalProperties = .forbidden },
        make(
            "typed extra members", .additionalProperties, .narrowed, pointer: "/additionalProperties",
            base: ContractBuilder.shape(.object) { $0.additionalProperties = .allowed }
        ) {
            $0.additionalProperties = .shape(ContractBuilder.shape(.string))
        },
        make(
            "extra member type", .type, .changed, pointer: "/additionalProperties",
            base: ContractBuilder.shape(.object) { $0.additionalProperties = .shape(ContractBuilder.shape(.string)) }
        ) {
            $0.additionalProperties = .shape(ContractBuilder.shape(.integer))
        },
        make(
            "field made required", .required, .narrowed, pointer: "/properties/a",
            base: ContractBuilder.shape(.object) { $0.properties = [.init(name: "a", shape: ContractBuilder.shape(.string))] }
        ) {
            $0.required = ["a"]
        },
        make(
            "nested field type", .type, .changed, pointer: "/properties/a~1b",
            base: ContractBuilder.shape(.object) { $0.properties = [.init(name: "a/b", shape: ContractBuilder.shape(.string))] }
        ) {
            $0.properties[0].shape.types = [.boolean]
        },
        make(
            "items type", .type, .changed, pointer: "/items",
            base: ContractBuilder.shape(.array) { $0.items = ContractBuilder.shape(.string) }
        ) { $0.items = ContractBuilder.shape(.integer) },
        make("items added", .schema, .narrowed, pointer: "/items", base: ContractBuilder.shape(.array)) {
            $0.items = ContractBuilder.shape(.string)
        },
        make(
            "oneOf branch", .schema, .widened, pointer: "/oneOf",
            base: ContractBuilder.shape { $0.oneOf = [ContractBuilder.shape(.string) { $0.minLength = 1 }] }
        ) {
            // Branches that say more than a type (bare ones are a list of types: `ShapeEquivalence`).
            $0.oneOf.append(ContractBuilder.shape(.integer) { $0.minimum = JSONNumber(0) })
        },
        make(
            "anyOf branch", .schema, .widened, pointer: "/anyOf",
            base: ContractBuilder.shape { $0.anyOf = [ContractBuilder.shape(.string) { $0.minLength = 1 }] }
        ) {
            // Branches that say more than a type (bare ones are a list of types: `ShapeEquivalence`).
            $0.anyOf.append(ContractBuilder.shape(.integer) { $0.minimum = JSONNumber(0) })
        },
        make("allOf branch merged into the shape", .lengthBounds, .narrowed) {
            $0.allOf = [ContractBuilder.shape { $0.minLength = 2 }]
        },
        make(
            "allOf branch that cannot be merged", .schema, .narrowed, pointer: "/allOf",
            base: ContractBuilder.shape(.string) { $0.pattern = "^a" }
        ) {
            $0.allOf = [ContractBuilder.shape { $0.pattern = "b$" }]
        },
        make("not", .schema, .narrowed, pointer: "/not") { $0.not = ContractBuilder.shape(.string) { $0.constValue = "x" } },
        make("false schema", .schema, .narrowed) { $0.booleanSchema = false },
    ]
}
