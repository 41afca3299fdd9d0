/// The words a shape may use, sorted into what Treaty checks, what it carries for people, and
/// what JSON Schema has but Treaty refuses (an error, never silently ignored).
enum ShapeKeywords {
    /// Keywords with validation meaning: those ``ShapeKeyword`` reads, but its annotations.
    static let supported = ShapeKeyword.allCases.filter { !$0.isAnnotation }.map(\.rawValue)

    /// Annotations: accepted and kept out of validation.
    static let annotations = [
        "description", "title", "example", "examples", "default", "deprecated", "readOnly", "writeOnly", "$comment", "$schema",
        ShapeKeywords.formatUnchecked,
    ]

    /// Set to `true` beside a `format` that Treaty does not know and the team accepts unchecked
    /// on this shape only; the same key works in OpenAPI schemas.
    static let formatUnchecked = "x-treaty-format-unchecked"

    /// JSON Schema (and OpenAPI) keywords Treaty does not implement.
    static let unsupported: Set<String> = [
        "$id", "$anchor", "$dynamicRef", "$dynamicAnchor", "$defs", "definitions", "$vocabulary", "patternProperties",
        "propertyNames", "unevaluatedProperties", "unevaluatedItems", "dependentRequired", "dependentSchemas", "dependencies",
        "if", "then", "else", "contains", "minContains", "maxContains", "prefixItems",
        "contentEncoding", "contentMediaType", "contentSchema", "xml", "externalDocs", "additionalItems",
    ]

    /// Every word a shape mapping may hold, in documentation order (for "expected one of" messages).
    static let all = supported + annotations
    /// The same words, for lookups.
    static let known = Set(all)
}

/// The words the decoder reads into a field of a ``Shape``, in documentation order, each found
/// with one hash lookup (``named``): a `switch` over strings compares a key with each case in
/// turn, and a large document's schemas hold hundreds of thousands of keys.
enum ShapeKeyword: String, CaseIterable {
    case ref = "$ref"
    case type, nullable, properties, required, additionalProperties, items, minItems, maxItems, uniqueItems
    case `enum`, extensible, const, format, pattern, minLength, maxLength, minimum, maximum
    case exclusiveMinimum, exclusiveMaximum, multipleOf, oneOf, anyOf, allOf, not, discriminator
    case minProperties, maxProperties, description, readOnly, writeOnly

    /// Every keyword by its spelling.
    static let named = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The annotations kept in a field of their own (``ShapeKeywords/annotations``), not
    /// keywords with validation meaning.
    var isAnnotation: Bool { self == .description || self == .readOnly || self == .writeOnly }
}
