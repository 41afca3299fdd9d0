import TreatyContract

extension ContractTreeBuilder {
    /// A shape: `true`/`false` for a whole-schema boolean, else a mapping of the keywords the
    /// Treaty shape decoder accepts, in one fixed order that puts nested shapes (`items`,
    /// `properties`, combinators) after the scalar keywords. `properties` is always one member a
    /// line, so adding a field changes one line of a reviewed diff.
    mutating func shapeTree(_ shape: Shape, place: String) -> YAMLTree {
        let shape = writable(shape, place: place)
        if let flag = shape.booleanSchema {
            var plain = Shape(at: shape.location)
            plain.booleanSchema = flag
            if plain != shape { omit(place, "keywords beside the boolean schema '\(flag)' are left out") }
            return .bool(flag)
        }
        return .mapping(shapeEntries(shape, place: place), flow: true)
    }

    /// `shape`, or the schema `false` when an empty `enum` or `type` list leaves nothing to accept:
    /// OpenAPI 3.1 allows the empty list, a Treaty contract refuses it (`empty-list`), and `false`
    /// means the same.
    mutating func writable(_ shape: Shape, place: String, as written: String = "the schema 'false'") -> Shape {
        let keyword = shape.enumValues?.isEmpty == true ? "enum" : shape.types?.isEmpty == true ? "type" : nil
        guard let keyword, shape.booleanSchema == nil else { return shape }
        omit(place, "'\(keyword): []' leaves nothing to accept; written as \(written), which means the same")
        var nothing = Shape(at: shape.location)
        nothing.booleanSchema = false
        return nothing
    }

    /// The keywords of a (non-boolean) shape; defaults the decoder fills in are not written.
    mutating func shapeEntries(_ shape: Shape, place: String) -> [YAMLTree.Entry] {
        var entries: [YAMLTree.Entry] = []
        if let reference = shape.ref { entries.append(.init("$ref", .string(referenceText(reference, place: place)))) }
        if let types = shape.types, !types.isEmpty {
            let names = types.map(\.rawValue)
            entries.append(.init("type", names.count == 1 ? .string(names[0]) : .strings(names)))
        }
        if shape.nullable { entries.append(.init("nullable", .bool(true))) }
        if let description = shape.description { entries.append(.init("description", .string(description))) }
        if shape.readOnly { entries.append(.init("readOnly", .bool(true))) }
        if shape.writeOnly { entries.append(.init("writeOnly", .bool(true))) }
        entries += stringEntries(shape) + numberEntries(shape)
        if let values = shape.enumValues { entries.append(.init("enum", .sequence(values.map(jsonTree), flow: true))) }
        if shape.extensible { entries.append(.init("extensible", .bool(true))) }
        if let constant = shape.constValue { entries.append(.init("const", jsonTree(constant))) }
        entries += arrayEntries(shape, place: place)
        entries += objectEntries(shape, place: place)
        for (keyword, members) in [("allOf", shape.allOf), ("anyOf", shape.anyOf), ("oneOf", shape.oneOf)] where !members.isEmpty
        {
            entries.append(.init(keyword, .sequence(members.map { shapeTree($0, place: place) }, flow: true)))
        }
        if let not = shape.not { entries.append(.init("not", shapeTree(not, place: place))) }
        if let discriminator = shape.discriminator {
            var written: [YAMLTree.Entry] = [.init("propertyName", .string(discriminator.propertyName))]
            if !discriminator.mapping.isEmpty {
                let mapping = discriminator.mapping.map {
                    YAMLTree.Entry($0.value, .string(referenceText($0.reference, place: place)))
                }
                written.append(.init("mapping", namedMapping(mapping, flow: true, place: place + ", discriminator mapping")))
            }
            entries.append(.init("discriminator", .mapping(written, flow: true)))
        }
        return entries
    }

    private func stringEntries(_ shape: Shape) -> [YAMLTree.Entry] {
        var entries: [YAMLTree.Entry] = []
        if let format = shape.format { entries.append(.init("format", .string(format))) }
        if let pattern = shape.pattern { entries.append(.init("pattern", .string(pattern))) }
        if let minLength = shape.minLength { entries.append(.init("minLength", .integer(minLength))) }
        if let maxLength = shape.maxLength { entries.append(.init("maxLength", .integer(maxLength))) }
        return entries
    }

    private func numberEntries(_ shape: Shape) -> [YAMLTree.Entry] {
        let bounds: [(String, JSONNumber?)] = [
            ("minimum", shape.minimum), ("exclusiveMinimum", shape.exclusiveMinimum), ("maximum", shape.maximum),
            ("exclusiveMaximum", shape.exclusiveMaximum), ("multipleOf", shape.multipleOf),
        ]
        return bounds.compactMap { keyword, number in number.map { .init(keyword, numberTree($0)) } }
    }

    private mutating func arrayEntries(_ shape: Shape, place: String) -> [YAMLTree.Entry] {
        var entries: [YAMLTree.Entry] = []
        if let minItems = shape.minItems { entries.append(.init("minItems", .integer(minItems))) }
        if let maxItems = shape.maxItems { entries.append(.init("maxItems", .integer(maxItems))) }
        if shape.uniqueItems { entries.append(.init("uniqueItems", .bool(true))) }
        if let items = shape.items { entries.append(.init("items", shapeTree(items, place: place))) }
        return entries
    }

    private mutating func objectEntries(_ shape: Shape, place: String) -> [YAMLTree.Entry] {
        var entries: [YAMLTree.Entry] = []
        if let minProperties = shape.minProperties { entries.append(.init("minProperties", .integer(minProperties))) }
        if let maxProperties = shape.maxProperties { entries.append(.init("maxProperties", .integer(maxProperties))) }
        if !shape.required.isEmpty { entries.append(.init("required", .strings(shape.required))) }
        switch shape.additionalProperties {
        case .unspecified: break
        case .allowed: entries.append(.init("additionalProperties", .bool(true)))
        case .forbidden: entries.append(.init("additionalProperties", .bool(false)))
        case .shape(let additional):
            if additional.booleanSchema != nil {
                omit(place, "'additionalProperties' holding a boolean schema is written as the boolean itself")
            }
            entries.append(.init("additionalProperties", shapeTree(additional, place: place)))
        }
        if !shape.properties.isEmpty {
            var properties: [YAMLTree.Entry] = []
            for property in shape.properties {
                properties.append(.init(property.name, shapeTree(property.shape, place: place + ", property '\(property.name)'")))
            }
            entries.append(.init("properties", namedMapping(properties, flow: false, place: place)))
        }
        return entries
    }
}
