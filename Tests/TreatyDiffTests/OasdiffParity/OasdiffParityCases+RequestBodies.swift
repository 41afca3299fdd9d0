/// The request body: whether there is one, its media types, and what its schema and its property
/// `p` accept. Body-level checks write the whole schema (a string, number or array body where
/// the keyword needs one); property-level ones write `p`.
extension OasdiffParityCase {
    static let requestBodies: [Self] = requestBodyPresence + requestValues + requestMembers

    /// Whether a body is sent, and as which media types.
    static let requestBodyPresence: [Self] = [
        edit(
            "request-body-added-required", target: "request.body", old: { $0.hasRequestBody = false },
            new: { $0.hasRequestBody = true }, "request-body-added-required"),
        edit(
            "request-body-added-optional", target: "request.body", old: { $0.hasRequestBody = false },
            new: {
                $0.hasRequestBody = true
                $0.requestBodyRequired = false
            }, "request-body-added"),
        edit("request-body-removed", target: "request.body", new: { $0.hasRequestBody = false }, "request-body-removed"),
        edit(
            "request-body-became-optional", target: "request.body", new: { $0.requestBodyRequired = false },
            "request-body-made-optional"),
        edit(
            "request-body-became-required", target: "request.body", old: { $0.requestBodyRequired = false },
            new: { $0.requestBodyRequired = true }, "request-body-made-required"),
        edit(
            "request-body-media-type-added", target: "request.body", old: { $0.requestContent = [Media.json] },
            new: { $0.requestContent = [Media.json, Media.xml] }, "request-media-type-added"),
        edit(
            "request-body-media-type-removed", target: "request.body", old: { $0.requestContent = [Media.json, Media.xml] },
            new: { $0.requestContent = [Media.json] }, "request-media-type-removed"),
        edit(
            "request-body-media-type-removed", variant: "the only type replaced", target: "request.body",
            old: { $0.requestContent = [Media.json] }, new: { $0.requestContent = [Media.vendorJSON] },
            "request-content-type-changed"),
        edit(
            "request-body-media-type-schema-added", target: "request.body", old: { $0.requestContent = [Media.schemaless] },
            new: { $0.requestContent = [Media.json] }, "request-type-narrowed"),
        edit(
            "request-body-media-type-schema-removed", target: "request.body", old: { $0.requestContent = [Media.json] },
            new: { $0.requestContent = [Media.schemaless] }, "request-type-widened"),
    ]

    /// Enums, consts, nullability, patterns and types, on the body and on `p`.
    static let requestValues: [Self] = [
        at("request-body-became-enum", .requestBody, "{ type: string }", Enum.ab, "request-enum-added"),
        at("request-body-enum-value-removed", .requestBody, Enum.abc, Enum.ab, "request-enum-value-removed"),
        at("request-property-became-enum", .requestProperty, "{ type: string }", Enum.ab, "request-enum-added"),
        at("request-property-enum-value-added", .requestProperty, Enum.ab, Enum.abc, "request-enum-value-added"),
        at("request-property-enum-value-removed", .requestProperty, Enum.abc, Enum.ab, "request-enum-value-removed"),
        at(
            "request-property-x-extensible-enum-value-removed", .requestProperty, "{ type: string, x-extensible-enum: [a, b] }",
            "{ type: string, x-extensible-enum: [a] }", "request-enum-value-removed"),
        at(
            "request-body-became-nullable", .requestBody, Nullable.no, Nullable.yes, "request-field-made-nullable",
            openAPI: "3.0.3"),
        at(
            "request-body-became-not-nullable", .requestBody, Nullable.yes, Nullable.no, "request-field-made-non-nullable",
            openAPI: "3.0.3"),
        at(
            "request-property-became-nullable", .requestProperty, Nullable.no, Nullable.yes, "request-field-made-nullable",
            openAPI: "3.0.3"),
        at(
            "request-property-became-not-nullable", .requestProperty, Nullable.yes, Nullable.no,
            "request-field-made-non-nullable",
            openAPI: "3.0.3"),
        at("request-body-const-added", .requestBody, "{ type: string }", Const.a, "request-const-added"),
        at("request-body-const-removed", .requestBody, Const.a, "{ type: string }", "request-const-removed"),
        at("request-body-const-changed", .requestBody, Const.a, Const.b, "request-const-changed"),
        at("request-property-const-added", .requestProperty, "{ type: string }", Const.a, "request-const-added"),
        at("request-property-const-removed", .requestProperty, Const.a, "{ type: string }", "request-const-removed"),
        at("request-property-const-changed", .requestProperty, Const.a, Const.b, "request-const-changed"),
        at("request-property-pattern-added", .requestProperty, "{ type: string }", Pattern.letters, "request-pattern-added"),
        at("request-property-pattern-removed", .requestProperty, Pattern.letters, "{ type: string }", "request-pattern-removed"),
        at("request-property-pattern-changed", .requestProperty, Pattern.letters, Pattern.digits, "request-pattern-changed"),
        at(
            "request-property-pattern-generalized", .requestProperty, Pattern.letters, Pattern.lettersAndDigits,
            "request-pattern-changed"),
        at("request-body-type-changed", .requestBody, "{ type: string }", "{ type: integer }", "request-type-changed"),
        at(
            "request-body-type-changed", .requestBody, "{ type: string, format: date }", "{ type: string, format: uuid }",
            "request-format-changed", variant: "format"),
        at("request-body-type-generalized", .requestBody, "{ type: integer }", "{ type: number }", "request-type-widened"),
        at("request-property-type-changed", .requestProperty, "{ type: string }", "{ type: boolean }", "request-type-changed"),
        at(
            "request-property-type-generalized", .requestProperty, "{ type: integer }", "{ type: number }", "request-type-widened"
        ),
        at(
            "request-property-type-generalized", .requestProperty, "{ type: string, format: email }", "{ type: string }",
            "request-format-removed", variant: "format dropped"),
        at(
            "request-body-list-of-types-widened", .requestBody, "{ type: [integer] }", "{ type: [integer, string] }",
            "request-type-widened"),
        at(
            "request-body-list-of-types-narrowed", .requestBody, "{ type: [integer, string] }", "{ type: [integer] }",
            "request-type-narrowed"),
        at(
            "request-property-list-of-types-widened", .requestProperty, "{ type: [string] }", "{ type: [string, boolean] }",
            "request-type-widened"),
        at(
            "request-property-list-of-types-narrowed", .requestProperty, "{ type: [string, boolean] }", "{ type: [string] }",
            "request-type-narrowed"),
        edit(
            "request-body-type-compatible", variant: "form body", target: "request.body",
            old: { $0.requestContent = [Media.form("{ type: integer }")] },
            new: { $0.requestContent = [Media.form("{ type: string }")] }, "request-type-changed"),
        edit(
            "request-property-type-compatible", variant: "form body", target: "request.body", pointer: "/properties/p",
            old: { $0.requestContent = [Media.form("{ type: object, properties: { p: { type: integer } } }")] },
            new: { $0.requestContent = [Media.form("{ type: object, properties: { p: { type: string } } }")] },
            "request-type-changed"),
    ]

    /// Which members the body has, which are required, and which travel in a request at all.
    static let requestMembers: [Self] = [
        at(
            "request-property-became-required", .requestBody, Object.p(required: false), Object.p(required: true),
            "request-field-made-required", pointer: "/properties/p"),
        at(
            "request-property-became-required-with-default", .requestBody, Object.p(required: false, "default: x"),
            Object.p(required: true, "default: x"), "request-field-made-required", pointer: "/properties/p"),
        at(
            "request-property-became-optional", .requestBody, Object.p(required: true), Object.p(required: false),
            "request-field-made-optional", pointer: "/properties/p"),
        at(
            "request-property-removed", .requestBody, Object.p(required: false), "{ type: object, properties: {} }",
            "request-field-removed", variant: "open object", pointer: "/properties/p"),
        at(
            "request-property-removed", .requestBody, Object.p(required: false, closed: true),
            "{ type: object, properties: {}, additionalProperties: false }", "request-field-removed-from-closed-object",
            variant: "closed object"),
        at(
            "new-required-request-property", .requestBody, "{ type: object, properties: {} }", Object.p(required: true),
            "request-field-added-required", pointer: "/properties/p"),
        at(
            "new-required-request-property-with-default", .requestBody, "{ type: object, properties: {} }",
            Object.p(required: true, "default: x"), "request-field-added-required", pointer: "/properties/p"),
        at(
            "new-optional-request-property", .requestBody, "{ type: object, properties: {} }", Object.p(required: false),
            "request-field-added", pointer: "/properties/p"),
        at(
            "request-optional-property-became-read-only", .requestBody, Object.p(required: false),
            Object.p(required: false, "readOnly: true"), "request-field-made-read-only", pointer: "/properties/p"),
        at(
            "request-optional-property-became-not-read-only", .requestBody, Object.p(required: false, "readOnly: true"),
            Object.p(required: false), "request-field-added", pointer: "/properties/p"),
        at(
            "request-required-property-became-read-only", .requestBody, Object.p(required: true),
            Object.p(required: true, "readOnly: true"), "request-field-made-read-only", pointer: "/properties/p"),
        at(
            "request-required-property-became-not-read-only", .requestBody, Object.p(required: true, "readOnly: true"),
            Object.p(required: true), "request-field-added-required", pointer: "/properties/p"),
    ]
}
