/// `anyOf`, `oneOf`, `allOf` and `discriminator`, on request and response bodies and their
/// properties, built from the named schemas `Cat`, `Dog` and `Bird`.
///
/// A branch added to `anyOf`/`oneOf` accepts more values (a request widens, a response may
/// return what a client does not know); `allOf` branches merge into one shape, so what a branch
/// brings (here a required member `code`) is reported by that member's own rule; a discriminator
/// decides which branch checks a value, so any change to it is a located `*-schema-changed`.
extension OasdiffParityCase {
    static let composition: [Self] = alternatives + merged + discriminators

    static let alternatives: [Self] = [
        at(
            "request-body-any-of-added", .requestBody, Compose.anyOf("Cat", "Dog"), Compose.anyOf("Cat", "Dog", "Bird"),
            "request-schema-widened"),
        at(
            "request-body-any-of-removed", .requestBody, Compose.anyOf("Cat", "Dog", "Bird"), Compose.anyOf("Cat", "Dog"),
            "request-schema-narrowed"),
        at(
            "request-property-any-of-added", .requestProperty, Compose.anyOf("Cat", "Dog"), Compose.anyOf("Cat", "Dog", "Bird"),
            "request-schema-widened"),
        at(
            "request-property-any-of-removed", .requestProperty, Compose.anyOf("Cat", "Dog", "Bird"), Compose.anyOf("Cat", "Dog"),
            "request-schema-narrowed"),
        at(
            "request-body-one-of-added", .requestBody, Compose.oneOf("Cat", "Dog"), Compose.oneOf("Cat", "Dog", "Bird"),
            "request-schema-widened"),
        at(
            "request-body-one-of-removed", .requestBody, Compose.oneOf("Cat", "Dog", "Bird"), Compose.oneOf("Cat", "Dog"),
            "request-schema-narrowed"),
        at(
            "request-property-one-of-added", .requestProperty, Compose.oneOf("Cat", "Dog"), Compose.oneOf("Cat", "Dog", "Bird"),
            "request-schema-widened"),
        at(
            "request-property-one-of-removed", .requestProperty, Compose.oneOf("Cat", "Dog", "Bird"), Compose.oneOf("Cat", "Dog"),
            "request-schema-narrowed"),
        at(
            "response-body-any-of-added", .responseBody, Compose.anyOf("Cat", "Dog"), Compose.anyOf("Cat", "Dog", "Bird"),
            "response-schema-widened"),
        at(
            "response-body-any-of-removed", .responseBody, Compose.anyOf("Cat", "Dog", "Bird"), Compose.anyOf("Cat", "Dog"),
            "response-schema-narrowed"),
        at(
            "response-property-any-of-added", .responseProperty, Compose.anyOf("Cat", "Dog"), Compose.anyOf("Cat", "Dog", "Bird"),
            "response-schema-widened"),
        at(
            "response-property-any-of-removed", .responseProperty, Compose.anyOf("Cat", "Dog", "Bird"),
            Compose.anyOf("Cat", "Dog"),
            "response-schema-narrowed"),
        at(
            "response-body-one-of-added", .responseBody, Compose.oneOf("Cat", "Dog"), Compose.oneOf("Cat", "Dog", "Bird"),
            "response-schema-widened"),
        at(
            "response-body-one-of-removed", .responseBody, Compose.oneOf("Cat", "Dog", "Bird"), Compose.oneOf("Cat", "Dog"),
            "response-schema-narrowed"),
        at(
            "response-property-one-of-added", .responseProperty, Compose.oneOf("Cat", "Dog"), Compose.oneOf("Cat", "Dog", "Bird"),
            "response-schema-widened"),
        at(
            "response-property-one-of-removed", .responseProperty, Compose.oneOf("Cat", "Dog", "Bird"),
            Compose.oneOf("Cat", "Dog"),
            "response-schema-narrowed"),
        // `{name: x, code: 1}` matches both branches, which `oneOf` refuses: values sent before are refused now.
        at(
            "request-body-wrapped-in-one-of", .requestBody, Compose.plain, "{ oneOf: [\(Compose.plain), \(Compose.coded)] }",
            "request-schema-changed"),
        at(
            "response-body-wrapped-in-one-of", .responseBody, Compose.plain, "{ oneOf: [\(Compose.plain), \(Compose.coded)] }",
            "response-schema-changed"),
        // Branches a required `kind` tells apart: only a widening.
        at(
            "request-body-wrapped-in-one-of", .requestBody, Compose.tagged("a"),
            "{ oneOf: [\(Compose.tagged("a")), \(Compose.tagged("b"))] }", "request-schema-widened", variant: "disjoint"),
    ]

    /// An `allOf` branch bringing the required member `code`, added or dropped.
    static let merged: [Self] = [
        at(
            "request-body-all-of-added", .requestBody, Compose.plain, Compose.withCode, "request-field-added-required",
            pointer: "/properties/code"),
        at(
            "request-body-all-of-removed", .requestBody, Compose.withCode, Compose.plain, "request-field-removed",
            pointer: "/properties/code"),
        at(
            "request-property-all-of-added", .requestProperty, Compose.plain, Compose.withCode, "request-field-added-required",
            pointer: "/properties/p/properties/code"),
        at(
            "request-property-all-of-removed", .requestProperty, Compose.withCode, Compose.plain, "request-field-removed",
            pointer: "/properties/p/properties/code"),
        at(
            "response-body-all-of-added", .responseBody, Compose.plain, Compose.withCode, "response-field-added",
            pointer: "/properties/code"),
        at(
            "response-body-all-of-removed", .responseBody, Compose.withCode, Compose.plain, "response-field-removed",
            pointer: "/properties/code"),
        at(
            "response-property-all-of-added", .responseProperty, Compose.plain, Compose.withCode, "response-field-added",
            pointer: "/properties/r/properties/code"),
        at(
            "response-property-all-of-removed", .responseProperty, Compose.withCode, Compose.plain, "response-field-removed",
            pointer: "/properties/r/properties/code"),
    ]

    /// The six discriminator edits, at each of the four places.
    static let discriminators: [Self] = [
        (SchemaPlace.requestBody, "request-body"), (.requestProperty, "request-property"), (.responseBody, "response-body"),
        (.responseProperty, "response-property"),
    ].flatMap { place, prefix in
        let rule = place.target.hasPrefix("request") ? "request-schema-changed" : "response-schema-changed"
        let cat = "cat: '#/components/schemas/Cat'"
        let dog = "dog: '#/components/schemas/Dog'"
        return [
            at("\(prefix)-discriminator-added", place, Compose.oneOf("Cat", "Dog"), Compose.discriminated("kind"), rule),
            at("\(prefix)-discriminator-removed", place, Compose.discriminated("kind"), Compose.oneOf("Cat", "Dog"), rule),
            at(
                "\(prefix)-discriminator-property-name-changed", place, Compose.discriminated("kind"),
                Compose.discriminated("type"), rule),
            at(
                "\(prefix)-discriminator-mapping-added", place, Compose.discriminated("kind"),
                Compose.discriminated("kind", mapping: cat), rule),
            at(
                "\(prefix)-discriminator-mapping-deleted", place, Compose.discriminated("kind", mapping: "\(cat), \(dog)"),
                Compose.discriminated("kind", mapping: cat), rule),
            at(
                "\(prefix)-discriminator-mapping-changed", place, Compose.discriminated("kind", mapping: "\(cat), \(dog)"),
                Compose.discriminated("kind", mapping: "cat: '#/components/schemas/Dog', dog: '#/components/schemas/Cat'"),
                rule),
        ]
    }

    enum Compose {
        /// An object with the member `name`.
        static let plain = "{ type: object, properties: { name: { type: string } } }"
        /// An object with the required member `code`.
        static let coded = "{ type: object, required: [code], properties: { code: { type: integer } } }"
        /// An object whose required `kind` is `tag`.
        static func tagged(_ tag: String) -> String {
            "{ type: object, required: [kind], properties: { kind: { const: \(tag) }, name: { type: string } } }"
        }
        /// ``plain`` extended by ``coded`` through `allOf`.
        static let withCode = "{ allOf: [\(plain), \(coded)] }"

        static func anyOf(_ names: String...) -> String { "{ anyOf: [\(references(names))] }" }
        static func oneOf(_ names: String...) -> String { "{ oneOf: [\(references(names))] }" }

        /// `Cat` or `Dog`, told apart by `propertyName`, with the `mapping` entries given.
        static func discriminated(_ propertyName: String, mapping: String? = nil) -> String {
            let map = mapping.map { ", mapping: { \($0) }" } ?? ""
            return "{ oneOf: [\(references(["Cat", "Dog"]))], discriminator: { propertyName: \(propertyName)\(map) } }"
        }

        private static func references(_ names: [String]) -> String {
            names.map { "{ $ref: '#/components/schemas/\($0)' }" }.joined(separator: ", ")
        }
    }
}
