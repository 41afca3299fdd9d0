/// A JSON Schema keyword the validator does not check, carried so that `treaty diff` compares it.
///
/// Why: an OpenAPI description may hold keywords the validator leaves out (`contains`,
/// `patternProperties`, `if`/`then`/`else`, …; `treaty lint` notes each). The stubs and the live
/// check accept what such a keyword would refuse, but `treaty diff` must never answer "no
/// changes" where two versions differ in one, and should say which way a change goes: it
/// compares the subschemas a keyword holds as shapes, by direction, and any other value as
/// written.
public struct UnmodelledKeyword: Sendable, Hashable, Codable {
    /// The keyword, `patternProperties`.
    public var name: String
    /// Its value as written (nested schemas included, their `$ref`s unresolved).
    public var value: JSONValue
    /// The subschemas it holds, decoded (``holding(_:)``): one, named `""`, for `contains`, `if`,
    /// `propertyNames`…; one per position for `prefixItems`, named by it; one per member for
    /// `patternProperties` and `dependentSchemas`, named by it. Empty for a keyword of values.
    public var schemas: [Shape.Property]

    /// A keyword as the OpenAPI reader found it; tests build them to stand for a document's.
    public init(name: String, value: JSONValue, schemas: [Shape.Property] = []) {
        self.name = name
        self.value = value
        self.schemas = schemas
    }

    /// The annotations a shape carries for `treaty diff` (``Shape/annotations``): every keyword
    /// that decides no value's fate, so that no difference in a schema keyword reads as "no
    /// changes". `x-` extensions are the vendor's, not JSON Schema's, and are left out.
    public static let annotations: Set<String> = [
        "title", "default", "deprecated", "example", "examples", "externalDocs", "xml", "$comment", "$id", "$anchor",
        "$dynamicAnchor", "$defs", "definitions", "$vocabulary", "$schema",
    ]

    /// How a keyword holds subschemas.
    public enum Holding: Sendable {
        /// One schema: `contains`, `propertyNames`, `if`, `then`, `else`, `contentSchema`, and the
        /// `unevaluated*`/`additionalItems` that may also be `true` or `false`.
        case one
        /// A list, by position: `prefixItems`.
        case list
        /// A map of names to schemas: `patternProperties`, `dependentSchemas`.
        case map
    }

    /// How `name` holds subschemas, or nil when it holds values (`minContains`,
    /// `dependentRequired`, `contentMediaType`).
    public static func holding(_ name: String) -> Holding? {
        switch name {
        case "contains", "propertyNames", "if", "then", "else", "contentSchema", "unevaluatedProperties",
            "unevaluatedItems", "additionalItems":
            return .one
        case "prefixItems": return .list
        case "patternProperties", "dependentSchemas": return .map
        default: return nil
        }
    }

    /// The keywords a shape carries this way: those with validation meaning. Identifiers,
    /// definitions and documentation (`$id`, `$defs`, `xml`, `externalDocs`) change no value's
    /// fate and are left out.
    public static let carried: Set<String> = [
        "patternProperties", "propertyNames", "unevaluatedProperties", "unevaluatedItems", "dependentRequired",
        "dependentSchemas", "dependencies", "if", "then", "else", "contains", "minContains", "maxContains", "prefixItems",
        "additionalItems", "contentEncoding", "contentMediaType", "contentSchema", "$dynamicRef",
    ]
}
