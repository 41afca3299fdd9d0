/// A JSON Schema keyword Treaty does not check, carried as written so that a change to it is
/// still seen.
///
/// Why: an OpenAPI description may hold keywords the validator leaves out (`contains`,
/// `patternProperties`, `if`/`then`/`else`, …; `treaty lint` notes each). The stubs and the live
/// check accept what such a keyword would refuse, but `treaty diff` must never answer "no
/// changes" where two versions differ in one: it compares the carried values and reports a
/// located `*-schema-changed`.
public struct UnmodelledKeyword: Sendable, Hashable, Codable {
    /// The keyword, `patternProperties`.
    public var name: String
    /// Its value as written (nested schemas included, their `$ref`s unresolved).
    public var value: JSONValue

    /// A keyword as the OpenAPI reader found it; tests build them to stand for a document's.
    public init(name: String, value: JSONValue) {
        self.name = name
        self.value = value
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
