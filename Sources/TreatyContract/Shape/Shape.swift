/// The expected form of a JSON value: Treaty's JSON-Schema subset.
///
/// A shape is what the contract says a body, a header or a parameter looks like. The keywords
/// keep their JSON Schema (2020-12) names and meaning, plus OpenAPI's `nullable` and two
/// explicit choices clients care about: ``additionalProperties`` (is the object open to new
/// members?) and ``extensible`` (may the API add enum values?). The live checker, the stub
/// runtime, fixture verification and the diff engine all read shapes through this one type.
public struct Shape: Sendable, Hashable {
    /// The keywords, shared by copies of the shape until one of them changes (copy-on-write):
    /// shapes are copied far more than they are changed (into schema tables, views, validators
    /// and every endpoint that uses them), and a copy is now one reference instead of thirty fields.
    private var storage: ShapeStorage

    /// The keywords of one shape, stored once per distinct value.
    fileprivate struct Fields: Sendable, Hashable {
        var location: FileLocation
        var booleanSchema: Bool?
        var ref: SchemaReference?
        var types: [JSONType]?
        var nullable: Bool = false
        var properties: [Property] = []
        var required: [String] = []
        var additionalProperties: AdditionalProperties = .unspecified
        var minProperties: Int?
        var maxProperties: Int?
        var items: Shape?
        var minItems: Int?
        var maxItems: Int?
        var uniqueItems: Bool = false
        var enumValues: [JSONValue]?
        var extensible: Bool = false
        var constValue: JSONValue?
        var format: String?
        var pattern: String?
        var minLength: Int?
        var maxLength: Int?
        var minimum: JSONNumber?
        var maximum: JSONNumber?
        var exclusiveMinimum: JSONNumber?
        var exclusiveMaximum: JSONNumber?
        var multipleOf: JSONNumber?
        var oneOf: [Shape] = []
        var anyOf: [Shape] = []
        var allOf: [Shape] = []
        var not: Shape?
        var discriminator: Discriminator?
        var description: String?
        var readOnly: Bool = false
        var writeOnly: Bool = false
        var unmodelled: [UnmodelledKeyword] = []
        var annotations: [UnmodelledKeyword] = []
    }

    /// The fields for changing in place, copied first when another shape shares them.
    private var fields: Fields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = ShapeStorage(storage.fields) }
            yield &storage.fields
        }
    }

    /// Where the shape was written.
    public var location: FileLocation {
        get { storage.fields.location }
        _modify { yield &fields.location }
    }
    /// `true` or `false` written as a whole schema: accept everything, or nothing.
    public var booleanSchema: Bool? {
        get { storage.fields.booleanSchema }
        _modify { yield &fields.booleanSchema }
    }
    /// `$ref`: the named schema this shape stands for. Other keywords beside it still apply.
    public var ref: SchemaReference? {
        get { storage.fields.ref }
        _modify { yield &fields.ref }
    }
    /// `type`: one or several; nil means any type.
    public var types: [JSONType]? {
        get { storage.fields.types }
        _modify { yield &fields.types }
    }
    /// OpenAPI's `nullable: true`: `null` is accepted in addition to ``types``.
    public var nullable: Bool {
        get { storage.fields.nullable }
        _modify { yield &fields.nullable }
    }
    /// `properties`, in document order.
    public var properties: [Property] {
        get { storage.fields.properties }
        _modify { yield &fields.properties }
    }
    /// `required` property names.
    public var required: [String] {
        get { storage.fields.required }
        _modify { yield &fields.required }
    }
    /// `additionalProperties`.
    public var additionalProperties: AdditionalProperties {
        get { storage.fields.additionalProperties }
        _modify { yield &fields.additionalProperties }
    }
    /// `minProperties`: the fewest members an object may have.
    public var minProperties: Int? {
        get { storage.fields.minProperties }
        _modify { yield &fields.minProperties }
    }
    /// `maxProperties`: the most members an object may have.
    public var maxProperties: Int? {
        get { storage.fields.maxProperties }
        _modify { yield &fields.maxProperties }
    }
    /// `items`: the shape of every array element.
    public var items: Shape? {
        get { storage.fields.items }
        _modify { yield &fields.items }
    }
    /// `minItems`.
    public var minItems: Int? {
        get { storage.fields.minItems }
        _modify { yield &fields.minItems }
    }
    /// `maxItems`.
    public var maxItems: Int? {
        get { storage.fields.maxItems }
        _modify { yield &fields.maxItems }
    }
    /// `uniqueItems: true`: no two elements equal.
    public var uniqueItems: Bool {
        get { storage.fields.uniqueItems }
        _modify { yield &fields.uniqueItems }
    }
    /// `enum`: the only values accepted.
    public var enumValues: [JSONValue]? {
        get { storage.fields.enumValues }
        _modify { yield &fields.enumValues }
    }
    /// `extensible: true`: the API may add enum values, so an unknown one is additive, not drift.
    public var extensible: Bool {
        get { storage.fields.extensible }
        _modify { yield &fields.extensible }
    }
    /// `const`.
    public var constValue: JSONValue? {
        get { storage.fields.constValue }
        _modify { yield &fields.constValue }
    }
    /// `format` (`date-time`, `date`, `uuid`, `email`, `uri`, `ipv4`, `ipv6`); others are accepted unchecked.
    public var format: String? {
        get { storage.fields.format }
        _modify { yield &fields.format }
    }
    /// `pattern`, an ECMA-262-style regular expression searched (not anchored) in the string.
    public var pattern: String? {
        get { storage.fields.pattern }
        _modify { yield &fields.pattern }
    }
    /// `minLength`, in characters.
    public var minLength: Int? {
        get { storage.fields.minLength }
        _modify { yield &fields.minLength }
    }
    /// `maxLength`, in characters.
    public var maxLength: Int? {
        get { storage.fields.maxLength }
        _modify { yield &fields.maxLength }
    }
    /// `minimum`, inclusive.
    public var minimum: JSONNumber? {
        get { storage.fields.minimum }
        _modify { yield &fields.minimum }
    }
    /// `maximum`, inclusive.
    public var maximum: JSONNumber? {
        get { storage.fields.maximum }
        _modify { yield &fields.maximum }
    }
    /// `exclusiveMinimum`.
    public var exclusiveMinimum: JSONNumber? {
        get { storage.fields.exclusiveMinimum }
        _modify { yield &fields.exclusiveMinimum }
    }
    /// `exclusiveMaximum`.
    public var exclusiveMaximum: JSONNumber? {
        get { storage.fields.exclusiveMaximum }
        _modify { yield &fields.exclusiveMaximum }
    }
    /// `multipleOf`.
    public var multipleOf: JSONNumber? {
        get { storage.fields.multipleOf }
        _modify { yield &fields.multipleOf }
    }
    /// `oneOf`: exactly one of these shapes must accept the value.
    public var oneOf: [Shape] {
        get { storage.fields.oneOf }
        _modify { yield &fields.oneOf }
    }
    /// `anyOf`: at least one of these shapes must accept the value.
    public var anyOf: [Shape] {
        get { storage.fields.anyOf }
        _modify { yield &fields.anyOf }
    }
    /// `allOf`: every one of these shapes must accept the value.
    public var allOf: [Shape] {
        get { storage.fields.allOf }
        _modify { yield &fields.allOf }
    }
    /// `not`.
    public var not: Shape? {
        get { storage.fields.not }
        _modify { yield &fields.not }
    }
    /// OpenAPI's `discriminator`: which `oneOf` / `anyOf` branch a value is checked against.
    public var discriminator: Discriminator? {
        get { storage.fields.discriminator }
        _modify { yield &fields.discriminator }
    }
    /// `description`: prose for people; ignored by validation.
    public var description: String? {
        get { storage.fields.description }
        _modify { yield &fields.description }
    }
    /// `readOnly: true`: the server sends it, a client never does, so request views leave it out
    /// of `required` (see ``requestView(in:)``).
    public var readOnly: Bool {
        get { storage.fields.readOnly }
        _modify { yield &fields.readOnly }
    }
    /// `writeOnly: true`: a client sends it, the server never returns it, so response views leave
    /// it out of `required`.
    public var writeOnly: Bool {
        get { storage.fields.writeOnly }
        _modify { yield &fields.writeOnly }
    }

    /// Keywords Treaty does not check, sorted by name, carried so that `treaty diff` sees a
    /// change to them (``UnmodelledKeyword``). Empty for a Treaty contract, which refuses them.
    public var unmodelled: [UnmodelledKeyword] {
        get { storage.fields.unmodelled }
        _modify { yield &fields.unmodelled }
    }
    /// Annotations other than `description` (`title`, `default`, `deprecated`, `example`,
    /// `examples`), sorted by name: no value's fate depends on them, but `treaty diff` reports
    /// their changes (informational) rather than "no changes". Not archived: generated suites
    /// validate values, which annotations do not touch.
    public var annotations: [UnmodelledKeyword] {
        get { storage.fields.annotations }
        _modify { yield &fields.annotations }
    }

    /// A shape that accepts any value, written at `location`.
    public init(at location: FileLocation) {
        storage = ShapeStorage(Fields(location: location))
    }

    /// Equal when every keyword is, locations included; copies that still share their storage are
    /// equal without comparing anything.
    public static func == (lhs: Shape, rhs: Shape) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Equal but perhaps for where the shape is written and its `description`: a value checked
    /// against one is checked the same against the other. For a memo of per-shape work across a
    /// document that writes the same schema in many places; it compares without new storage for
    /// either shape's keywords (one shape's are copied shallowly, as a value).
    package func equalsApartFromPlaceAndProse(_ other: Shape) -> Bool {
        if storage === other.storage { return true }
        var mine = storage.fields
        mine.location = other.storage.fields.location
        mine.description = other.storage.fields.description
        return mine == other.storage.fields
    }

    /// The identity of the stored keywords: shapes with the same identity are equal (copies share
    /// their storage until one changes). For a memo that would otherwise hash whole shapes; it
    /// must keep the shape alive beside the identity, or the identity may be reused.
    public var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// Hashes the keywords, as the stored properties were hashed before they moved into storage.
    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
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

extension Shape: CustomReflectable {
    /// The keywords as the shape's children, as if they were stored on it: `dump(shape)` and
    /// reflection-based checks see the fields, not the copy-on-write storage that holds them.
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: storage.fields).children, displayStyle: .struct)
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

    /// Whether `value` is of this type, as validation decides it: an integral number is also an
    /// `integer`.
    public func admits(_ value: JSONValue) -> Bool {
        switch (value, self) {
        case (.null, .null), (.bool, .boolean), (.number, .number), (.string, .string), (.array, .array), (.object, .object):
            return true
        case (.number(let number), .integer):
            return number.isInteger
        default:
            return false
        }
    }
}

/// The shared, reference-counted home of a shape's keywords (see ``Shape``); changed only
/// through a shape that holds the sole reference, so sharing it across threads is safe.
private final class ShapeStorage: @unchecked Sendable {
    /// Changed only through a shape holding the one reference to it (copy-on-write), so no two
    /// accesses can overlap: the run-time exclusivity check every read paid is left out.
    @exclusivity(unchecked) var fields: Shape.Fields

    init(_ fields: Shape.Fields) {
        self.fields = fields
    }
}
