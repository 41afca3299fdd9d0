import TreatyContract

/// A family of shape keywords the diff engine compares, with the verbs its rule ids use.
///
/// Rule ids for shape changes are `<side>-<noun>-<verb>`: `response-field-made-nullable`,
/// `request-length-bounds-tightened`. Each family names the verb for a narrowing, a widening
/// and (when the family has one) an incomparable change.
public enum ShapeKeyword: String, Sendable, Hashable, CaseIterable {
    case type
    case nullable
    case required
    case enumValue
    case enumeration
    case const
    case format
    case pattern
    case numericBounds
    case lengthBounds
    case additionalProperties
    case schema

    /// The rule id fragment for `effect`, or nil when this family never has that effect.
    func idFragment(_ effect: ShapeEffect) -> String? {
        switch (self, effect) {
        case (.type, _), (.schema, _): return "\(rawValue)-\(effect.rawValue)"
        case (.nullable, .narrowed): return "field-made-non-nullable"
        case (.nullable, .widened): return "field-made-nullable"
        case (.required, .narrowed): return "field-made-required"
        case (.required, .widened): return "field-made-optional"
        case (.enumValue, .narrowed): return "enum-value-removed"
        case (.enumValue, .widened): return "enum-value-added"
        case (.enumeration, .narrowed): return "enum-added"
        case (.enumeration, .widened): return "enum-removed"
        case (.const, _), (.format, _), (.pattern, _): return "\(rawValue)-\(Self.addedRemovedChanged[effect]!)"
        case (.numericBounds, _): return "numeric-bounds-\(Self.tightenedLoosened[effect]!)"
        case (.lengthBounds, .narrowed), (.lengthBounds, .widened):
            return "length-bounds-\(Self.tightenedLoosened[effect]!)"
        case (.additionalProperties, .narrowed), (.additionalProperties, .widened):
            return "additional-properties-\(Self.tightenedLoosened[effect]!)"
        default: return nil
        }
    }

    /// The class where this family departs from the direction table, or nil where it follows it.
    ///
    /// `pattern`: whether one regular expression accepts everything another does cannot be
    /// decided in general, so a request pattern replaced by another breaks some clients and not
    /// others (a warning; an added pattern still narrows, and breaks). A client decodes a string
    /// whatever pattern the API claims for it, so no response pattern change reaches a client.
    func classification(_ effect: ShapeEffect, _ side: DiffSide) -> ChangeClass? {
        switch (self, side, effect) {
        case (.pattern, .request, .changed): return .warning
        case (.pattern, .response, _): return .informational
        default: return nil
        }
    }

    /// A lowercase phrase for messages: "type", "enum value", "length bound".
    var phrase: String {
        switch self {
        case .type: return "type"
        case .nullable: return "nullability"
        case .required: return "required"
        case .enumValue: return "enum value"
        case .enumeration: return "enum"
        case .const: return "const"
        case .format: return "format"
        case .pattern: return "pattern"
        case .numericBounds: return "numeric bound"
        case .lengthBounds: return "length bound"
        case .additionalProperties: return "additionalProperties"
        case .schema: return "schema"
        }
    }

    private static let addedRemovedChanged: [ShapeEffect: String] = [
        .narrowed: "added", .widened: "removed", .changed: "changed",
    ]
    private static let tightenedLoosened: [ShapeEffect: String] = [
        .narrowed: "tightened", .widened: "loosened", .changed: "changed",
    ]
}
