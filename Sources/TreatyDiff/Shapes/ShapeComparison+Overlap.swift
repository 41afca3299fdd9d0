import TreatyContract

/// Whether two `oneOf` branches can both accept one value: `oneOf` refuses a value that two of its
/// branches accept, so a branch added beside one it overlaps takes values away as well as adding
/// them.
///
/// Decided conservatively, from what the shapes say outright: branches are disjoint when their
/// types share none, when their enums share no value, when a member both require is held to
/// values the other does not allow (the usual `kind: {const: card}` tag), or when one is closed
/// (`additionalProperties: false`) and the other requires a member it does not declare. Anything
/// else may overlap.
extension ShapeComparison {
    /// Whether `first` and `second`, branches of one union whose references resolve in `table`,
    /// may both accept one value.
    func mayOverlap(_ first: Shape, _ second: Shape, in table: SchemaTable) -> Bool {
        let a = flattened(resolvedMeaning(first, in: table), in: table)
        let b = flattened(resolvedMeaning(second, in: table), in: table)
        if a.booleanSchema == false || b.booleanSchema == false { return false }
        if let types = a.types, let others = b.types {
            let shared = ShapePair.acceptedTypes(a).intersection(ShapePair.acceptedTypes(b))
            let bothNull = ShapePair.acceptsNull(a) && ShapePair.acceptsNull(b)
            if shared.isEmpty, !bothNull, !types.isEmpty, !others.isEmpty { return false }
        }
        if let values = Self.allowedValues(a), let others = Self.allowedValues(b), values.allSatisfy({ !others.contains($0) }) {
            return false
        }
        return !tellApart(a, b, in: table)
    }

    /// The values a shape allows when it lists them (`enum` or `const`), else nil.
    private static func allowedValues(_ shape: Shape) -> [JSONValue]? {
        if let constant = shape.constValue { return [constant] }
        return shape.enumValues
    }

    /// Whether an object member or a closed object tells every value of one from every value of the other.
    private func tellApart(_ a: Shape, _ b: Shape, in table: SchemaTable) -> Bool {
        let bothRequired = Set(a.required).intersection(b.required)
        for name in bothRequired.sorted() {
            guard let aMember = a.property(name), let bMember = b.property(name) else { continue }
            let aValues = Self.allowedValues(resolvedMeaning(aMember, in: table))
            let bValues = Self.allowedValues(resolvedMeaning(bMember, in: table))
            if let aValues, let bValues, aValues.allSatisfy({ !bValues.contains($0) }) { return true }
        }
        func closedAgainst(_ closed: Shape, _ other: Shape) -> Bool {
            guard closed.additionalProperties == .forbidden else { return false }
            let declared = Set(closed.properties.map(\.name))
            return other.required.contains { !declared.contains($0) }
        }
        return closedAgainst(a, b) || closedAgainst(b, a)
    }
}
