/// Parameters: added, removed, made required or optional, their defaults, and what their schemas
/// accept, on the query parameter `q`, a property of the object query parameter `filter` and a
/// property of the object header `X-Meta`.
extension OasdiffParityCase {
    static let parameters: [Self] = parameterPresence + parameterValues + parameterBounds + parameterTypes

    /// Which parameters there are, and which a client must send.
    static let parameterPresence: [Self] = [
        edit(
            "new-required-request-default-parameter-to-existing-path", target: "request.query.tenant",
            old: { $0.otherOperations = [getItem()] },
            new: { $0.pathParameters.append("{ name: tenant, in: query, required: true, schema: { type: string } }") },
            "request-parameter-added-required"),
        edit(
            "new-optional-request-default-parameter-to-existing-path", target: "request.query.tenant",
            old: { $0.otherOperations = [getItem()] },
            new: { $0.pathParameters.append("{ name: tenant, in: query, schema: { type: string } }") },
            "request-parameter-added"),
        edit(
            "new-required-request-parameter", variant: "query", target: "request.query.limit",
            new: { $0.extraParameters.append("{ name: limit, in: query, required: true, schema: { type: integer } }") },
            "request-parameter-added-required"),
        edit(
            "new-required-request-parameter", variant: "header", target: "request.header.X-Tenant",
            new: { $0.extraParameters.append("{ name: X-Tenant, in: header, required: true, schema: { type: string } }") },
            "request-parameter-added-required"),
        edit(
            "new-optional-request-parameter", target: "request.header.X-Locale",
            new: { $0.extraParameters.append("{ name: X-Locale, in: header, schema: { type: string } }") },
            "request-parameter-added"),
        edit(
            "new-request-path-parameter",
            new: {
                $0.path = "/items/{id}/{part}"
                $0.extraParameters.append("{ name: part, in: path, required: true, schema: { type: string } }")
            }, "endpoint-path-changed", "request-parameter-added-required"),
        edit(
            "request-parameter-removed", target: "request.query.q", new: { $0.removedParameters = ["q"] },
            "request-parameter-removed"),
        edit(
            "request-parameter-removed-with-deprecation", target: "request.query.q",
            old: { $0.queryExtras = ", deprecated: true" }, new: { $0.removedParameters = ["q"] }, "request-parameter-removed"),
        edit(
            "request-parameter-removed-before-sunset", target: "request.header.X-Trace",
            old: { $0.traceExtras = ", deprecated: true, x-sunset: \"2999-01-01\"" },
            new: { $0.removedParameters = ["X-Trace"] }, "request-parameter-removed"),
        edit(
            "request-parameter-became-required", target: "request.query.q", new: { $0.queryExtras = ", required: true" },
            "request-parameter-made-required"),
        edit(
            "request-parameter-became-optional", target: "request.header.X-Trace",
            old: { $0.traceExtras = ", required: true" }, new: { $0.traceExtras = "" }, "request-parameter-made-optional"),
        edit(
            "new-required-request-header-property", target: "request.header.X-Meta", pointer: "/properties/tenant",
            new: {
                $0.header = "{ type: object, required: [tenant], properties: { p: { type: string }, tenant: { type: string } } }"
            }, "request-field-added-required"),
        at(
            "request-header-property-became-required", .header, "{ type: object, properties: { p: { type: string } } }",
            "{ type: object, required: [p], properties: { p: { type: string } } }", "request-field-made-required"),
    ]

    /// Defaults, enums, nullability and patterns.
    static let parameterValues: [Self] = [
        at(
            "request-parameter-default-value-added", .query, "{ type: integer }", "{ type: integer, default: 10 }",
            "request-parameter-default-added"),
        at(
            "request-parameter-default-value-removed", .query, "{ type: integer, default: 10 }", "{ type: integer }",
            "request-parameter-default-removed"),
        at(
            "request-parameter-default-value-changed", .query, "{ type: integer, default: 10 }", "{ type: integer, default: 50 }",
            "request-parameter-default-changed"),
        at(
            "request-parameter-became-enum", .query, "{ type: string }", "{ type: string, enum: [asc, desc] }",
            "request-enum-added"),
        at(
            "request-header-property-became-enum", .headerProperty, "{ type: string }", "{ type: string, enum: [a, b] }",
            "request-enum-added"),
        at("request-parameter-enum-value-added", .query, Enum.ab, Enum.abc, "request-enum-value-added"),
        at("request-parameter-enum-value-removed", .query, Enum.abc, Enum.ab, "request-enum-value-removed"),
        at("request-parameter-property-enum-value-added", .queryProperty, Enum.ab, Enum.abc, "request-enum-value-added"),
        at("request-parameter-property-enum-value-removed", .queryProperty, Enum.abc, Enum.ab, "request-enum-value-removed"),
        at(
            "request-parameter-x-extensible-enum-value-removed", .query, "{ type: string, x-extensible-enum: [a, b] }",
            "{ type: string, x-extensible-enum: [a] }", "request-enum-value-removed"),
        at(
            "request-parameter-became-nullable", .query, Nullable.no, Nullable.yes, "request-field-made-nullable",
            openAPI: "3.0.3"),
        at(
            "request-parameter-became-not-nullable", .query, Nullable.yes, Nullable.no, "request-field-made-non-nullable",
            openAPI: "3.0.3"),
        at(
            "request-parameter-property-became-nullable", .queryProperty, Nullable.no, Nullable.yes,
            "request-field-made-nullable", openAPI: "3.0.3"),
        at(
            "request-parameter-property-became-not-nullable", .queryProperty, Nullable.yes, Nullable.no,
            "request-field-made-non-nullable", openAPI: "3.0.3"),
        at("request-parameter-pattern-added", .query, "{ type: string }", Pattern.letters, "request-pattern-added"),
        at("request-parameter-pattern-removed", .query, Pattern.letters, "{ type: string }", "request-pattern-removed"),
        at("request-parameter-pattern-changed", .query, Pattern.letters, Pattern.digits, "request-pattern-changed"),
        at("request-parameter-pattern-generalized", .query, Pattern.letters, Pattern.lettersAndDigits, "request-pattern-changed"),
    ]

    /// Numeric, length and item-count bounds on `q`.
    static let parameterBounds: [Self] = [
        at(
            "request-parameter-max-set", .query, Bound.integer(""), Bound.integer("maximum: 100"),
            "request-numeric-bounds-tightened"),
        at(
            "request-parameter-max-increased", .query, Bound.integer("maximum: 100"), Bound.integer("maximum: 200"),
            "request-numeric-bounds-loosened"),
        at(
            "request-parameter-max-decreased", .query, Bound.integer("maximum: 200"), Bound.integer("maximum: 100"),
            "request-numeric-bounds-tightened"),
        at(
            "request-parameter-exclusive-max-set", .query, Bound.integer(""), Bound.integer("exclusiveMaximum: 100"),
            "request-numeric-bounds-tightened"),
        at(
            "request-parameter-exclusive-max-set", .query, Bound.integer("maximum: 100"),
            Bound.integer("maximum: 100, exclusiveMaximum: true"), "request-numeric-bounds-tightened", openAPI: "3.0.3",
            variant: "OpenAPI 3.0, the maximum made exclusive"),
        at(
            "request-parameter-exclusive-max-increased", .query, Bound.integer("exclusiveMaximum: 100"),
            Bound.integer("exclusiveMaximum: 200"), "request-numeric-bounds-loosened"),
        at(
            "request-parameter-exclusive-max-decreased", .query, Bound.integer("exclusiveMaximum: 200"),
            Bound.integer("exclusiveMaximum: 100"), "request-numeric-bounds-tightened"),
        at(
            "request-parameter-min-set", .query, Bound.integer(""), Bound.integer("minimum: 1"),
            "request-numeric-bounds-tightened"),
        at(
            "request-parameter-min-increased", .query, Bound.integer("minimum: 1"), Bound.integer("minimum: 5"),
            "request-numeric-bounds-tightened"),
        at(
            "request-parameter-min-decreased", .query, Bound.integer("minimum: 5"), Bound.integer("minimum: 1"),
            "request-numeric-bounds-loosened"),
        at(
            "request-parameter-exclusive-min-set", .query, Bound.integer(""), Bound.integer("exclusiveMinimum: 0"),
            "request-numeric-bounds-tightened"),
        at(
            "request-parameter-exclusive-min-set", .query, Bound.integer("minimum: 0"),
            Bound.integer("minimum: 0, exclusiveMinimum: true"), "request-numeric-bounds-tightened", openAPI: "3.0.3",
            variant: "OpenAPI 3.0, the minimum made exclusive"),
        at(
            "request-parameter-exclusive-min-increased", .query, Bound.integer("exclusiveMinimum: 0"),
            Bound.integer("exclusiveMinimum: 5"), "request-numeric-bounds-tightened"),
        at(
            "request-parameter-exclusive-min-decreased", .query, Bound.integer("exclusiveMinimum: 5"),
            Bound.integer("exclusiveMinimum: 0"), "request-numeric-bounds-loosened"),
        at(
            "request-parameter-max-length-set", .query, Bound.string(""), Bound.string("maxLength: 20"),
            "request-length-bounds-tightened"),
        at(
            "request-parameter-max-length-increased", .query, Bound.string("maxLength: 20"), Bound.string("maxLength: 40"),
            "request-length-bounds-loosened"),
        at(
            "request-parameter-max-length-decreased", .query, Bound.string("maxLength: 40"), Bound.string("maxLength: 20"),
            "request-length-bounds-tightened"),
        at(
            "request-parameter-min-length-increased", .query, Bound.string("minLength: 1"), Bound.string("minLength: 3"),
            "request-length-bounds-tightened"),
        at(
            "request-parameter-min-length-decreased", .query, Bound.string("minLength: 3"), Bound.string("minLength: 1"),
            "request-length-bounds-loosened"),
        at(
            "request-parameter-max-items-increased", .query, Bound.array("maxItems: 5"), Bound.array("maxItems: 10"),
            "request-length-bounds-loosened"),
        at(
            "request-parameter-max-items-decreased", .query, Bound.array("maxItems: 10"), Bound.array("maxItems: 5"),
            "request-length-bounds-tightened"),
        at(
            "request-parameter-min-items-set", .query, Bound.array(""), Bound.array("minItems: 1"),
            "request-length-bounds-tightened"),
        at(
            "request-parameter-min-items-increased", .query, Bound.array("minItems: 1"), Bound.array("minItems: 2"),
            "request-length-bounds-tightened"),
        at(
            "request-parameter-min-items-decreased", .query, Bound.array("minItems: 2"), Bound.array("minItems: 1"),
            "request-length-bounds-loosened"),
    ]

    /// Types and formats of `q` and of `filter`'s property.
    static let parameterTypes: [Self] = [
        at("request-parameter-type-changed", .query, "{ type: string }", "{ type: boolean }", "request-type-changed"),
        at(
            "request-parameter-type-changed", .query, "{ type: string, format: date }", "{ type: string, format: date-time }",
            "request-format-changed", variant: "format"),
        at("request-parameter-type-generalized", .query, "{ type: integer }", "{ type: number }", "request-type-widened"),
        at(
            "request-parameter-list-of-types-widened", .query, "{ type: [string] }", "{ type: [string, integer] }",
            "request-type-widened"),
        at(
            "request-parameter-list-of-types-narrowed", .query, "{ type: [string, integer] }", "{ type: [string] }",
            "request-type-narrowed"),
        at(
            "request-parameter-property-type-changed", .queryProperty, "{ type: string }", "{ type: boolean }",
            "request-type-changed"),
        at(
            "request-parameter-property-type-generalized", .queryProperty, "{ type: integer }", "{ type: number }",
            "request-type-widened"),
        at(
            "request-parameter-property-type-specialized", .queryProperty, "{ type: number }", "{ type: integer }",
            "request-type-narrowed"),
        at(
            "request-parameter-property-list-of-types-widened", .queryProperty, "{ type: [string] }",
            "{ type: [string, integer] }", "request-type-widened"),
        at(
            "request-parameter-property-list-of-types-narrowed", .queryProperty, "{ type: [string, integer] }",
            "{ type: [string] }", "request-type-narrowed"),
    ]
}
