/// The expected form of a JSON value: Treaty's JSON-Schema subset.
///
/// A shape is what the contract says a body, a header or a parameter looks like. The keywords
/// keep their JSON Schema (2020-12) names and meaning, plus OpenAPI's `nullable` and two
/// explicit choices clients care about: ``additionalProperties`` (is the object open to new
/// members?) and ``extensible`` (may the API add enum values?). The live checker, the stub
/// runtime, fixture verification and the diff engine all read shapes through this one type.
public struct Shape: Sendable, Hashable {
    /// Where the shape was written.
    public var location: SourceLocation
    /// `true` or `false` written as a whole schema: accept everything, or nothing.
    public var booleanSchema: Bool?
    /// `$ref`: the named schema this shape stands for. Other keywords beside it still apply.
    public var ref: SchemaReference?
    /// `type`: one or several; nil means any type.
    public var types: [JSONType]?
    /// OpenAPI's `nullable: true`: `null` is accepted in addition to ``types``.
    public var nullable: Bool = false

    /// `properties`, in document order.
    public var properties: [Property] = []
    /// `required` property names.
    public var required: [String] = []
    /// `additionalProperties`.
    public var additionalProperties: AdditionalProperties = .unspecified

    /// `items`: the shape of every array element.
    public var items: Shape? {
        get { itemsBox?.shape }
        set { itemsBox = newValue.map(ShapeBox.init) }
    }
    /// `minItems`.
    public var minItems: Int?
    /// `maxItems`.
    public var maxItems: Int?
    /// `uniqueItems: true`: no two elements equal.
    public var uniqueItems: Bool = false

    /// `enum`: the only values accepted.
    public var enumValues: [JSONValue]?
    /// `extensible: true`: the API may add enum values, so an unknown one is additive, not drift.
    public var extensible: Bool = false
    /// `const`.
    public var constValue: JSONValue?

    /// `format` (`date-time`, `date`, `uuid`, `email`, `uri`, `ipv4`, `ipv6`); others are accepted unchecked.
    public var format: String?
    /// `pattern`, an ECMA-262-style regular expression searched (not anchored) in the string.
    public var pattern: String?
    /// `minLength`, in characters.
    public var minLength: Int?
    /// `maxLength`, in characters.
    public var maxLength: Int?

    /// `minimum`, inclusive.
    public var minimum: JSONNumber?
    /// `maximum`, inclusive.
    public var maximum: JSONNumber?
    /// `exclusiveMinimum`.
    public var exclusiveMinimum: JSONNumber?
    /// `exclusiveMaximum`.
    public var exclusiveMaximum: JSONNumber?
    /// `multipleOf`.
    public var multipleOf: JSONNumber?

    /// `oneOf`: exactly one of these shapes must accept the value.
    public var oneOf: [Shape] = []
    /// `anyOf`: at least one of these shapes must accept the value.
    public var anyOf: [Shape] = []
    /// `allOf`: every one of these shapes must accept the value.
    public var allOf: [Shape] = []
    /// `not`.
    public var not: Shape? {
        get { notBox?.shape }
        set { notBox = newValue.map(ShapeBox.init) }
    }

    /// `description`: prose for people; ignored by validation.
    public var description: String?
    /// `readOnly: true`: the server sends it, a client never does, so request views leave it out
    /// of `required` (see ``requestView(in:)``).
    public var readOnly: Bool = false
    /// `writeOnly: true`: a client sends it, the server never returns it, so response views leave
    /// it out of `required`.
    public var writeOnly: Bool = false

    private var itemsBox: ShapeBox?
    private var notBox: ShapeBox?

    /// A shape that accepts any value, written at `location`.
    public init(at location: SourceLocation) {
        self.location = location
    }

    /// One named member of an object shape.
    public struct Property: Sendable, Hashable, Codable {
        /// The member name.
        public var name: String
        /// The member's shape.
        public var shape: Shape

        /// A property `name` of `shape`.
        public init(name: String, shape: Shape) {
            self.name = name
            self.shape = shape
        }
    }

    /// The shape of the property called `name`, if declared.
    public func property(_ name: String) -> Shape? {
        properties.first { $0.name == name }?.shape
    }
}

/// `additionalProperties`: whether an object may carry members the contract does not list.
public enum AdditionalProperties: Sendable, Hashable, Codable {
    /// Not written: the object is open, and an undeclared member is an additive change.
    case unspecified
    /// `true`, written explicitly.
    case allowed
    /// `false`: the object is closed; an undeclared member is drift.
    case forbidden
    /// A shape every undeclared member must match.
    indirect case shape(Shape)

    /// Whether undeclared members are accepted at all.
    public var isOpen: Bool { self != .forbidden }
}

/// JSON Schema's primitive type names.
public enum JSONType: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case null, boolean, integer, number, string, array, object

    public static func < (lhs: JSONType, rhs: JSONType) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Indirection so a shape can contain a shape.
private final class ShapeBox: Sendable, Hashable {
    let shape: Shape

    init(_ shape: Shape) {
        self.shape = shape
    }

    static func == (lhs: ShapeBox, rhs: ShapeBox) -> Bool { lhs.shape == rhs.shape }
    func hash(into hasher: inout Hasher) { hasher.combine(shape) }
}
