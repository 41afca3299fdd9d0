/// A ``Shape`` prepared for validation: an immutable class graph, so walking a large document
/// passes references instead of copying shape values, with `$ref`s resolved to table positions
/// and `required` names matched to their declared properties ahead of time.
final class CompiledShape: Sendable {
    struct Property: Sendable {
        let name: String
        let shape: CompiledShape
    }

    enum Reference: Sendable {
        /// A position in ``ShapeValidator``'s compiled schema list.
        case resolved(Int)
        case unresolved(SchemaReference)
    }

    enum Additional: Sendable {
        case unspecified, allowed, forbidden
        case shape(CompiledShape)
    }

    let location: FileLocation
    let booleanSchema: Bool?
    let ref: Reference?
    let types: [JSONType]?
    let nullable: Bool
    let properties: [Property]
    let required: [String]
    /// For each `required` name, the index of the property declaring it, if any.
    let requiredPositions: [Int?]
    let additionalProperties: Additional
    let minProperties: Int?
    let maxProperties: Int?
    let items: CompiledShape?
    let minItems: Int?
    let maxItems: Int?
    let uniqueItems: Bool
    let enumValues: StrictEquality.Membership?
    let extensible: Bool
    let constValue: JSONValue?
    let format: String?
    let pattern: String?
    let minLength: Int?
    let maxLength: Int?
    let minimum: JSONNumber?
    let maximum: JSONNumber?
    let exclusiveMinimum: JSONNumber?
    let exclusiveMaximum: JSONNumber?
    let multipleOf: JSONNumber?
    let oneOf: [CompiledShape]
    let anyOf: [CompiledShape]
    let allOf: [CompiledShape]
    let not: CompiledShape?
    /// The discriminator's member and, by its value, the `oneOf` (else `anyOf`) branch it names.
    let discriminator: (propertyName: String, branches: [String: Int])?
    /// A discriminator with no branches beside it: OpenAPI's inheritance, whose mapping names subtypes.
    let subtypes: Subtypes?

    /// The discriminator's member and, by its value, the position of the subtype schema it names.
    struct Subtypes: Sendable {
        let propertyName: String
        let positions: [String: Int]
    }

    /// Compiles `shape`; `positions` maps each named schema to its place in the compiled list.
    /// With a `memo`, nested shapes already compiled through it are reused.
    init(_ shape: Shape, positions: [SchemaReference: Int], memo: CompileMemo? = nil) {
        func compile(_ nested: Shape) -> CompiledShape {
            memo?.compiled(nested, positions: positions) ?? CompiledShape(nested, positions: positions)
        }
        location = shape.location
        booleanSchema = shape.booleanSchema
        ref = shape.ref.map { reference in positions[reference].map(Reference.resolved) ?? .unresolved(reference) }
        types = shape.types
        nullable = shape.nullable
        properties = shape.properties.map { Property(name: $0.name, shape: compile($0.shape)) }
        required = shape.required
        requiredPositions = shape.required.map { name in shape.properties.firstIndex { $0.name == name } }
        switch shape.additionalProperties {
        case .unspecified: additionalProperties = .unspecified
        case .allowed: additionalProperties = .allowed
        case .forbidden: additionalProperties = .forbidden
        case .shape(let memberShape): additionalProperties = .shape(compile(memberShape))
        }
        minProperties = shape.minProperties
        maxProperties = shape.maxProperties
        items = shape.items.map(compile)
        minItems = shape.minItems
        maxItems = shape.maxItems
        uniqueItems = shape.uniqueItems
        enumValues = shape.enumValues.map(StrictEquality.Membership.init)
        extensible = shape.extensible
        constValue = shape.constValue
        format = shape.format
        pattern = shape.pattern
        minLength = shape.minLength
        maxLength = shape.maxLength
        minimum = shape.minimum
        maximum = shape.maximum
        exclusiveMinimum = shape.exclusiveMinimum
        exclusiveMaximum = shape.exclusiveMaximum
        multipleOf = shape.multipleOf
        oneOf = shape.oneOf.map(compile)
        anyOf = shape.anyOf.map(compile)
        allOf = shape.allOf.map(compile)
        not = shape.not.map(compile)
        let branched = !shape.oneOf.isEmpty || !shape.anyOf.isEmpty
        discriminator = branched ? shape.discriminator.map { Self.compile($0, shape) } : nil
        subtypes = branched ? nil : shape.discriminator.flatMap { Self.subtypes($0, positions: positions) }
    }

    /// Every mapping value naming a schema of the table, the first entry for a value winning; nil for none.
    private static func subtypes(_ discriminator: Discriminator, positions: [SchemaReference: Int]) -> Subtypes? {
        var named: [String: Int] = [:]
        for entry in discriminator.mapping where named[entry.value] == nil {
            if let position = positions[entry.reference] { named[entry.value] = position }
        }
        return named.isEmpty ? nil : Subtypes(propertyName: discriminator.propertyName, positions: named)
    }

    /// Every value naming a branch: the explicit mapping's, then each branch's schema name.
    private static func compile(_ discriminator: Discriminator, _ shape: Shape) -> (String, [String: Int]) {
        let references = (shape.oneOf.isEmpty ? shape.anyOf : shape.oneOf).map(\.ref)
        var branches: [String: Int] = [:]
        for value in discriminator.mapping.map(\.value) + references.compactMap({ $0?.name }) where branches[value] == nil {
            if let index = discriminator.branch(for: value, among: references) { branches[value] = index }
        }
        return (discriminator.propertyName, branches)
    }

    /// Whether undeclared members are accepted without a shape (so they are additive findings).
    var acceptsAnyUndeclared: Bool {
        switch additionalProperties {
        case .unspecified, .allowed: return true
        case .forbidden, .shape: return false
        }
    }
}

/// Compiled shapes by the identity of their storage, for one caller that checks many values
/// against the same shapes: the sampler checks each candidate against the shape it was built
/// for, at every level of nesting, so without it an object's members were compiled again for the
/// object, its parent and every level above. A caller that samples and checks many values of
/// one document's shapes (a scenario builder) keeps one for all of them, so a body compiled to
/// sample it is not compiled again to check it or to sample its members. Not shared between threads.
package final class CompileMemo {
    /// The shape is kept so that its identity stays its own. One owner, one thread: no
    /// exclusivity checks at run time.
    @exclusivity(unchecked) private var entries: [ObjectIdentifier: (shape: Shape, compiled: CompiledShape)] = [:]

    package init() {}

    func compiled(_ shape: Shape, positions: [SchemaReference: Int]) -> CompiledShape {
        // A shape holding no other (a `$ref`, a string) compiles faster than it is looked up.
        guard shape.hasSubshapes else { return CompiledShape(shape, positions: positions) }
        let key = shape.storageIdentity
        if let entry = entries[key] { return entry.compiled }
        let compiled = CompiledShape(shape, positions: positions, memo: self)
        entries[key] = (shape, compiled)
        return compiled
    }
}

/// Every named schema of a table, compiled once per validator, in a stable order.
struct CompiledSchemas: Sendable {
    let positions: [SchemaReference: Int]
    let shapes: [CompiledShape]

    init(_ table: SchemaTable) {
        let references = table.sortedReferences
        let positions = Dictionary(uniqueKeysWithValues: references.enumerated().map { ($1, $0) })
        self.positions = positions
        // Each schema compiles on its own: a large document's thousand schemas, side by side.
        shapes = references.concurrentMap(runsOf: 128) { CompiledShape(table[$0]!, positions: positions) }
    }

    func compile(_ shape: Shape) -> CompiledShape {
        CompiledShape(shape, positions: positions)
    }
}
