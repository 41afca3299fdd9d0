/// The rule ids a ``Violation`` carries, one per keyword check: stable kebab-case strings that
/// the live checker and the diff engine reuse in their own reports.
public enum ValidationRule: String, Sendable, Hashable, CaseIterable {
    case type
    case required
    case additionalProperty = "additional-property"
    case enumValue = "enum"
    case enumUnknownExtensible = "enum-unknown-extensible"
    case const
    case format
    case pattern
    case minLength = "min-length"
    case maxLength = "max-length"
    case minimum
    case maximum
    case exclusiveMinimum = "exclusive-minimum"
    case exclusiveMaximum = "exclusive-maximum"
    case multipleOf = "multiple-of"
    case minItems = "min-items"
    case maxItems = "max-items"
    case uniqueItems = "unique-items"
    case minProperties = "min-properties"
    case maxProperties = "max-properties"
    case oneOf = "one-of"
    case anyOf = "any-of"
    /// Reserved: `allOf` reports its branches' own, more precise findings instead.
    case allOf = "all-of"
    case not
    case falseSchema = "false-schema"
    case unresolvedRef = "unresolved-ref"
}
