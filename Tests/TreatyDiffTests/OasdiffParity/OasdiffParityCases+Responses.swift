/// The `200` response: its header `X-Rate`, its media types, its members and what its body and
/// its property `r` may hold. A client reads these, so what widens breaks it and what narrows
/// does not.
extension OasdiffParityCase {
    static let responses: [Self] = responseHeaders + responseMedia + responseMembers + responseValues

    static let responseHeaders: [Self] = [
        edit(
            "response-header-became-optional", target: "response.header.X-Rate", old: { $0.responseHeaderRequired = true },
            new: { $0.responseHeaderRequired = false }, "response-header-made-optional"),
        edit(
            "required-response-header-removed", target: "response.header.X-Rate", old: { $0.responseHeaderRequired = true },
            new: { $0.responseHeader = nil }, "response-header-removed"),
        edit(
            "optional-response-header-removed", target: "response.header.X-Rate", new: { $0.responseHeader = nil },
            "response-header-removed"),
        edit(
            "response-header-added", target: "response.header.X-Rate", old: { $0.responseHeader = nil },
            new: { $0.responseHeader = "{ type: integer }" }, "response-header-added"),
        at("response-header-type-changed", .responseHeader, "{ type: integer }", "{ type: boolean }", "response-type-changed"),
        at(
            "response-header-type-changed", .responseHeader, "{ type: string, format: date }",
            "{ type: string, format: date-time }",
            "response-format-changed", variant: "format"),
        at("response-header-type-generalized", .responseHeader, "{ type: integer }", "{ type: number }", "response-type-widened"),
        at(
            "response-header-type-specialized", .responseHeader, "{ type: number }", "{ type: integer }", "response-type-narrowed"
        ),
        at("response-header-type-compatible", .responseHeader, "{ type: number }", "{ type: string }", "response-type-changed"),
        at(
            "response-header-became-nullable", .responseHeader, Nullable.no, Nullable.yes, "response-field-made-nullable",
            openAPI: "3.0.3"),
        at(
            "response-header-became-not-nullable", .responseHeader, Nullable.yes, Nullable.no, "response-field-made-non-nullable",
            openAPI: "3.0.3"),
    ]

    /// The media types the `200` response lists: each case writes the same schema under each,
    /// so only the list changes. `application/*` is broader than `application/json`, and
    /// `application/json` than the vendor type `application/vnd.parity+json`.
    static let responseMedia: [Self] = [
        media("response-media-type-added", [Media.json], [Media.json, Media.xml], "response-media-type-added"),
        media("response-media-type-removed", [Media.json, Media.xml], [Media.json], "response-media-type-removed"),
        media("response-media-type-name-changed", [Media.json], [Media.xml], "response-content-type-changed"),
        media(
            "response-media-type-name-changed", [Media.json, Media.xml], [Media.json, Media.csv], "response-media-type-removed",
            "response-media-type-added", variant: "one of several"),
        media(
            "response-media-type-name-generalized", [Media.vendorJSON], [Media.json], "response-content-type-changed",
            variant: "vendor JSON to JSON"),
        media(
            "response-media-type-name-generalized", [Media.json, Media.xml], [Media.anyApplication, Media.xml],
            "response-media-type-removed", "response-media-type-added", variant: "to a wildcard, one of several"),
        media(
            "response-media-type-name-generalized", [Media.json], [Media.anyApplication], "response-content-type-changed",
            variant: "the one type to a wildcard"),
        media(
            "response-media-type-name-specialized", [Media.json], [Media.vendorJSON], "response-content-type-changed",
            variant: "JSON to vendor JSON"),
        media(
            "response-media-type-name-specialized", [Media.anyApplication], [Media.json], "response-content-type-changed",
            variant: "the one wildcard to a type"),
        media(
            "response-media-type-name-specialized", [Media.anyApplication, Media.xml], [Media.json, Media.xml],
            "response-media-type-removed", "response-media-type-added", variant: "from a wildcard, one of several"),
        media("response-body-media-type-schema-added", [Media.schemaless], [Media.json], "response-type-narrowed"),
        media("response-body-media-type-schema-removed", [Media.json], [Media.schemaless], "response-type-widened"),
    ]

    /// A case whose `200` response lists the `old` media types, then the `new` ones.
    static func media(_ id: String, _ old: [String], _ new: [String], _ rules: String..., variant: String? = nil) -> Self {
        var before = ParityDocument()
        var after = ParityDocument()
        before.responseContent = old
        after.responseContent = new
        return Self(
            id: id, variant: variant, old: before.yaml, new: after.yaml, rules: rules, target: "response.body", pointer: "")
    }

    /// Which members the response has, which it always sends, and which travel in a response at all.
    static let responseMembers: [Self] = [
        at(
            "response-optional-property-removed", .responseBody, Reply.object(), Reply.object(r: nil), "response-field-removed",
            pointer: "/properties/r"),
        at(
            "response-optional-property-added", .responseBody, Reply.object(r: nil), Reply.object(), "response-field-added",
            pointer: "/properties/r"),
        at(
            "response-required-property-removed", .responseBody, Reply.object(required: "id, r"), Reply.object(r: nil),
            "response-field-removed", pointer: "/properties/r"),
        at(
            "response-required-property-added", .responseBody, Reply.object(r: nil), Reply.object(required: "id, r"),
            "response-field-added", pointer: "/properties/r"),
        at(
            "response-property-became-optional", .responseBody, Reply.object(required: "id, r"), Reply.object(),
            "response-field-made-optional", pointer: "/properties/r"),
        at(
            "response-property-became-required", .responseBody, Reply.object(), Reply.object(required: "id, r"),
            "response-field-made-required", pointer: "/properties/r"),
        at(
            "response-optional-property-became-write-only", .responseBody, Reply.object(), Reply.object(r: Reply.writeOnly),
            "response-field-made-write-only", pointer: "/properties/r"),
        at(
            "response-optional-property-became-not-write-only", .responseBody, Reply.object(r: Reply.writeOnly), Reply.object(),
            "response-field-added", pointer: "/properties/r"),
        at(
            "response-required-property-became-write-only", .responseBody, Reply.object(required: "id, r"),
            Reply.object(r: Reply.writeOnly, required: "id, r"), "response-required-field-made-write-only",
            pointer: "/properties/r"),
        at(
            "response-required-property-became-not-write-only", .responseBody,
            Reply.object(r: Reply.writeOnly, required: "id, r"),
            Reply.object(required: "id, r"), "response-field-added", pointer: "/properties/r"),
    ]

    /// Enums, consts, nullability, patterns and types, on the body and on `r`.
    static let responseValues: [Self] = [
        at("response-property-enum-value-added", .responseProperty, Enum.ab, Enum.abc, "response-enum-value-added"),
        at(
            "response-property-enum-value-added", .responseProperty, "{ type: string, x-extensible-enum: [a, b] }",
            "{ type: string, x-extensible-enum: [a, b, c] }", "response-enum-value-added-extensible", variant: "extensible"),
        at("response-property-enum-value-removed", .responseProperty, Enum.abc, Enum.ab, "response-enum-value-removed"),
        at("response-mediatype-enum-value-removed", .responseBody, Enum.abc, Enum.ab, "response-enum-value-removed"),
        at("response-body-const-added", .responseBody, "{ type: string }", Const.a, "response-const-added"),
        at("response-body-const-removed", .responseBody, Const.a, "{ type: string }", "response-const-removed"),
        at("response-body-const-changed", .responseBody, Const.a, Const.b, "response-const-changed"),
        at("response-property-const-added", .responseProperty, "{ type: string }", Const.a, "response-const-added"),
        at("response-property-const-removed", .responseProperty, Const.a, "{ type: string }", "response-const-removed"),
        at("response-property-const-changed", .responseProperty, Const.a, Const.b, "response-const-changed"),
        at(
            "response-body-became-nullable", .responseBody, Nullable.no, Nullable.yes, "response-field-made-nullable",
            openAPI: "3.0.3"),
        at(
            "response-body-became-not-nullable", .responseBody, Nullable.yes, Nullable.no, "response-field-made-non-nullable",
            openAPI: "3.0.3"),
        at(
            "response-property-became-nullable", .responseProperty, Nullable.no, Nullable.yes, "response-field-made-nullable",
            openAPI: "3.0.3"),
        at(
            "response-property-became-not-nullable", .responseProperty, Nullable.yes, Nullable.no,
            "response-field-made-non-nullable",
            openAPI: "3.0.3"),
        at("response-property-pattern-added", .responseProperty, "{ type: string }", Pattern.letters, "response-pattern-added"),
        at("response-property-pattern-changed", .responseProperty, Pattern.letters, Pattern.digits, "response-pattern-changed"),
        at(
            "response-property-pattern-removed", .responseProperty, Pattern.letters, "{ type: string }",
            "response-pattern-removed"),
        at("response-body-type-changed", .responseBody, "{ type: string }", "{ type: integer }", "response-type-changed"),
        at("response-body-type-generalized", .responseBody, "{ type: integer }", "{ type: number }", "response-type-widened"),
        at("response-body-type-specialized", .responseBody, "{ type: number }", "{ type: integer }", "response-type-narrowed"),
        at("response-property-type-changed", .responseProperty, "{ type: string }", "{ type: boolean }", "response-type-changed"),
        at(
            "response-property-type-changed", .responseProperty, "{ type: string, format: date }",
            "{ type: string, format: date-time }", "response-format-changed", variant: "format"),
        at(
            "response-property-type-generalized", .responseProperty, "{ type: integer }", "{ type: number }",
            "response-type-widened"),
        at(
            "response-property-type-generalized", .responseProperty, "{ type: string, format: uuid }", "{ type: string }",
            "response-format-removed", variant: "format dropped"),
        at(
            "response-property-type-specialized", .responseProperty, "{ type: number }", "{ type: integer }",
            "response-type-narrowed"),
        at(
            "response-property-type-specialized", .responseProperty, "{ type: string }", "{ type: string, format: uuid }",
            "response-format-added", variant: "format added"),
        at(
            "response-body-list-of-types-widened", .responseBody, "{ type: [integer] }", "{ type: [integer, string] }",
            "response-type-widened"),
        at(
            "response-body-list-of-types-narrowed", .responseBody, "{ type: [integer, string] }", "{ type: [integer] }",
            "response-type-narrowed"),
        at(
            "response-property-list-of-types-widened", .responseProperty, "{ type: [string] }", "{ type: [string, boolean] }",
            "response-type-widened"),
        at(
            "response-property-list-of-types-narrowed", .responseProperty, "{ type: [string, boolean] }", "{ type: [string] }",
            "response-type-narrowed"),
    ]

    /// The response body object: the required `id` and, unless `r` is nil, the member `r`.
    enum Reply {
        static let writeOnly = "{ type: string, writeOnly: true }"

        static func object(r: String? = "{ type: string }", required: String = "id") -> String {
            let member = r.map { ", r: \($0)" } ?? ""
            return "{ type: object, required: [\(required)], properties: { id: { type: integer }\(member) } }"
        }
    }
}
