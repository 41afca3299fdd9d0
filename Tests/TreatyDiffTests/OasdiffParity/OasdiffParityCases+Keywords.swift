/// JSON Schema keywords Treaty's validator does not model (`prefixItems`, `if`/`then`/`else`,
/// `contains`, `dependentRequired`, `patternProperties`, `unevaluated*`, `content*`, …).
///
/// Treaty carries them and compares them by direction (docs/diff-rules.md, "Known limits"): each
/// edit below names the rule it gives, without its side, and where below the keyword; it is made
/// on the request body, a request property, the response body and a response property, the four
/// places oasdiff names these checks after.
extension OasdiffParityCase {
    /// One edit to an unmodelled keyword: the check id without its place, the keyword, the
    /// schema before and after, and the rule it gives without its side, with its pointer below
    /// the place.
    struct KeywordEdit {
        var check: String
        var keyword: String
        var old: String
        var new: String

        /// The rule id after `request-` or `response-`, and the pointer below the place.
        var expected: (rule: String, pointer: String) { OasdiffParityCase.keywordRules[check]! }
    }

    /// What each edit gives, by the direction table: a subschema written narrows and dropped
    /// widens; `prefixItems` is compared position by position against `items`.
    static let keywordRules: [String: (rule: String, pointer: String)] = [
        "prefix-items-added": ("type-changed", "/prefixItems/0"),
        "prefix-items-removed": ("type-changed", "/prefixItems/0"),
        "if-added": ("schema-changed", "/if"),
        "if-removed": ("schema-changed", "/if"),
        "then-added": ("schema-narrowed", "/then"),
        "then-removed": ("schema-widened", "/then"),
        "else-added": ("schema-narrowed", "/else"),
        "else-removed": ("schema-widened", "/else"),
        "contains-added": ("schema-narrowed", "/contains"),
        "contains-removed": ("schema-widened", "/contains"),
        "min-contains-increased": ("length-bounds-tightened", "/minContains"),
        "min-contains-decreased": ("length-bounds-loosened", "/minContains"),
        "max-contains-increased": ("length-bounds-loosened", "/maxContains"),
        "max-contains-decreased": ("length-bounds-tightened", "/maxContains"),
        "dependent-required-added": ("field-made-required", "/dependentRequired/name"),
        "dependent-required-removed": ("field-made-optional", "/dependentRequired/name"),
        "dependent-required-changed": ("field-made-required", "/dependentRequired/name"),
        "dependent-schema-added": ("schema-narrowed", "/dependentSchemas/name"),
        "dependent-schema-removed": ("schema-widened", "/dependentSchemas/name"),
        "pattern-property-added": ("schema-narrowed", "/patternProperties/^n-"),
        "pattern-property-removed": ("schema-widened", "/patternProperties/^n-"),
        "property-names-added": ("schema-narrowed", "/propertyNames"),
        "property-names-removed": ("schema-widened", "/propertyNames"),
        "unevaluated-items-added": ("schema-narrowed", "/unevaluatedItems"),
        "unevaluated-items-removed": ("schema-widened", "/unevaluatedItems"),
        "unevaluated-properties-added": ("schema-narrowed", "/unevaluatedProperties"),
        "unevaluated-properties-removed": ("schema-widened", "/unevaluatedProperties"),
        "content-schema-added": ("schema-narrowed", "/contentSchema"),
        "content-schema-removed": ("schema-widened", "/contentSchema"),
        "content-media-type-changed": ("schema-changed", "/contentMediaType"),
        "content-encoding-changed": ("schema-changed", "/contentEncoding"),
    ]

    static let keywordEdits: [KeywordEdit] = [
        KeywordEdit(
            check: "prefix-items-added", keyword: "prefixItems", old: Items.plain,
            new: Items.with("prefixItems: [{ type: integer }]")),
        KeywordEdit(
            check: "prefix-items-removed", keyword: "prefixItems", old: Items.with("prefixItems: [{ type: integer }]"),
            new: Items.plain),
        KeywordEdit(check: "if-added", keyword: "if", old: Condition.none, new: Condition.with("if")),
        KeywordEdit(check: "if-removed", keyword: "if", old: Condition.with("if"), new: Condition.none),
        KeywordEdit(check: "then-added", keyword: "then", old: Condition.with("if"), new: Condition.with("if", "then")),
        KeywordEdit(check: "then-removed", keyword: "then", old: Condition.with("if", "then"), new: Condition.with("if")),
        KeywordEdit(check: "else-added", keyword: "else", old: Condition.with("if"), new: Condition.with("if", "else")),
        KeywordEdit(check: "else-removed", keyword: "else", old: Condition.with("if", "else"), new: Condition.with("if")),
        KeywordEdit(check: "contains-added", keyword: "contains", old: Items.plain, new: Items.with("contains: { const: a }")),
        KeywordEdit(check: "contains-removed", keyword: "contains", old: Items.with("contains: { const: a }"), new: Items.plain),
        KeywordEdit(
            check: "min-contains-increased", keyword: "minContains", old: Items.containing("minContains: 1"),
            new: Items.containing("minContains: 2")),
        KeywordEdit(
            check: "min-contains-decreased", keyword: "minContains", old: Items.containing("minContains: 2"),
            new: Items.containing("minContains: 1")),
        KeywordEdit(
            check: "max-contains-increased", keyword: "maxContains", old: Items.containing("maxContains: 2"),
            new: Items.containing("maxContains: 3")),
        KeywordEdit(
            check: "max-contains-decreased", keyword: "maxContains", old: Items.containing("maxContains: 3"),
            new: Items.containing("maxContains: 2")),
        KeywordEdit(
            check: "dependent-required-added", keyword: "dependentRequired", old: Members.plain,
            new: Members.with("dependentRequired: { name: [code] }")),
        KeywordEdit(
            check: "dependent-required-removed", keyword: "dependentRequired",
            old: Members.with("dependentRequired: { name: [code] }"),
            new: Members.plain),
        KeywordEdit(
            check: "dependent-required-changed", keyword: "dependentRequired",
            old: Members.with("dependentRequired: { name: [code] }"),
            new: Members.with("dependentRequired: { name: [kind] }")),
        KeywordEdit(
            check: "dependent-schema-added", keyword: "dependentSchemas", old: Members.plain,
            new: Members.with("dependentSchemas: { name: { required: [code] } }")),
        KeywordEdit(
            check: "dependent-schema-removed", keyword: "dependentSchemas",
            old: Members.with("dependentSchemas: { name: { required: [code] } }"), new: Members.plain),
        KeywordEdit(
            check: "pattern-property-added", keyword: "patternProperties",
            old: Members.with("patternProperties: { '^x-': { type: string } }"),
            new: Members.with("patternProperties: { '^x-': { type: string }, '^n-': { type: integer } }")),
        KeywordEdit(
            check: "pattern-property-removed", keyword: "patternProperties",
            old: Members.with("patternProperties: { '^x-': { type: string }, '^n-': { type: integer } }"),
            new: Members.with("patternProperties: { '^x-': { type: string } }")),
        KeywordEdit(
            check: "property-names-added", keyword: "propertyNames", old: Members.plain,
            new: Members.with("propertyNames: { maxLength: 8 }")),
        KeywordEdit(
            check: "property-names-removed", keyword: "propertyNames", old: Members.with("propertyNames: { maxLength: 8 }"),
            new: Members.plain),
        KeywordEdit(
            check: "unevaluated-items-added", keyword: "unevaluatedItems", old: Items.plain,
            new: Items.with("unevaluatedItems: false")),
        KeywordEdit(
            check: "unevaluated-items-removed", keyword: "unevaluatedItems", old: Items.with("unevaluatedItems: false"),
            new: Items.plain),
        KeywordEdit(
            check: "unevaluated-properties-added", keyword: "unevaluatedProperties", old: Members.plain,
            new: Members.with("unevaluatedProperties: false")),
        KeywordEdit(
            check: "unevaluated-properties-removed", keyword: "unevaluatedProperties",
            old: Members.with("unevaluatedProperties: false"),
            new: Members.plain),
        KeywordEdit(
            check: "content-schema-added", keyword: "contentSchema", old: Encoded.with(""),
            new: Encoded.with(", contentSchema: { type: object }")),
        KeywordEdit(
            check: "content-schema-removed", keyword: "contentSchema", old: Encoded.with(", contentSchema: { type: object }"),
            new: Encoded.with("")),
        KeywordEdit(
            check: "content-media-type-changed", keyword: "contentMediaType", old: Encoded.with(""),
            new: Encoded.with("").replacing("application/json", with: "application/xml")),
        KeywordEdit(
            check: "content-encoding-changed", keyword: "contentEncoding", old: Encoded.with(""),
            new: Encoded.with("").replacing("base64", with: "base64url")),
    ]

    static let keywords: [Self] = [
        (SchemaPlace.requestBody, "request-body"), (.requestProperty, "request-property"), (.responseBody, "response-body"),
        (.responseProperty, "response-property"),
    ].flatMap { place, prefix in
        let side = place.target.hasPrefix("request") ? "request" : "response"
        return keywordEdits.map { edit in
            at(
                "\(prefix)-\(edit.check)", place, edit.old, edit.new, "\(side)-\(edit.expected.rule)",
                pointer: "\(place.pointer)\(edit.expected.pointer)")
        }
    }

    /// Arrays of strings, with array keywords beside `items`.
    enum Items {
        static let plain = "{ type: array, items: { type: string } }"
        static func with(_ keywords: String) -> String { "{ type: array, items: { type: string }, \(keywords) }" }
        /// Holding `a`, with bounds on how many times.
        static func containing(_ bound: String) -> String { with("contains: { const: a }, \(bound)") }
    }

    /// Objects with the members `name`, `code` and `kind`, with object keywords beside them.
    enum Members {
        static let members = "properties: { name: { type: string }, code: { type: integer }, kind: { type: string } }"
        static let plain = "{ type: object, \(members) }"
        static func with(_ keywords: String) -> String { "{ type: object, \(members), \(keywords) }" }
    }

    /// An object whose `code` is required if it has a `name` (`then`) and `kind` otherwise (`else`).
    enum Condition {
        static let none = Members.plain

        static func with(_ parts: String...) -> String {
            let written: [String: String] = [
                "if": "if: { required: [name] }", "then": "then: { required: [code] }", "else": "else: { required: [kind] }",
            ]
            return Members.with(parts.compactMap { written[$0] }.joined(separator: ", "))
        }
    }

    /// A string holding base64-encoded JSON, with `extra` keywords.
    enum Encoded {
        static func with(_ extra: String) -> String {
            "{ type: string, contentEncoding: base64, contentMediaType: application/json\(extra) }"
        }
    }
}
