import TreatyContract

/// One shape accepting exactly what two shapes both accept, as an `allOf` of them does, when
/// Treaty's keywords can say it.
///
/// Why: API descriptions move constraints in and out of `allOf` all the time: a base schema and
/// its extension become one object, an `allOf: [$ref, {description}]` wrapper gives a reference a
/// description of its own, a generator flattens what a person composed. Compared branch by branch,
/// each of those rewrites reads as fields removed and types widened. Merged first, an equivalent
/// rewrite compares equal and a real change (an enum narrowed inside the wrapper) is still found.
///
/// Two keywords that cannot be merged into one value (two `pattern`s, two `const`s that differ,
/// `not` on both sides) make the merge return nil: the branches then stay branches and are
/// compared as such. A union on both sides merges: the second stays an `allOf` branch of its own.
enum ShapeIntersection {
    static func merged(_ first: Shape, _ second: Shape) -> Shape? {
        if second.booleanSchema == true { return first }
        if first.booleanSchema == true { return relocated(second, to: first) }
        guard first.booleanSchema == nil, second.booleanSchema == nil, first.ref == nil, second.ref == nil,
            second.allOf.isEmpty
        else { return nil }
        var result = first
        guard mergeTypes(second, into: &result), mergeValues(second, into: &result),
            mergeObjects(second, into: &result), mergeComposition(second, into: &result),
            mergeUnmodelled(second, into: &result)
        else { return nil }
        mergeBounds(second, into: &result)
        result.description = first.description ?? second.description
        result.annotations =
            first.annotations
            + second.annotations.filter { theirs in
                !first.annotations.contains { $0.name == theirs.name }
            }
        result.annotations.sort { $0.name < $1.name }
        result.readOnly = first.readOnly || second.readOnly
        result.writeOnly = first.writeOnly || second.writeOnly
        return result
    }

    /// Keywords carried unmodelled join; one written in both with different values cannot be said once.
    private static func mergeUnmodelled(_ other: Shape, into result: inout Shape) -> Bool {
        for keyword in other.unmodelled {
            if let mine = result.unmodelled.first(where: { $0.name == keyword.name }) {
                guard mine.value == keyword.value else { return false }
            } else {
                result.unmodelled.append(keyword)
            }
        }
        result.unmodelled.sort { $0.name < $1.name }
        return true
    }

    /// `first` with only its types and nullability narrowed to what `second` also allows; nil
    /// when they share no type.
    static func typesMerged(_ first: Shape, _ second: Shape) -> Shape? {
        var result = first
        return mergeTypes(second, into: &result) ? result : nil
    }

    /// `second`'s keywords, at `first`'s place and with its description.
    private static func relocated(_ second: Shape, to first: Shape) -> Shape {
        var result = second
        result.location = first.location
        result.description = first.description ?? second.description
        return result
    }

    /// Types intersect (`number` and `integer` leave `integer`); `null` passes only when both let it.
    private static func mergeTypes(_ other: Shape, into result: inout Shape) -> Bool {
        let acceptsNull = ShapePair.acceptsNull(result) && ShapePair.acceptsNull(other)
        guard let theirs = other.types else { return true }
        guard let ours = result.types else {
            result.types = theirs
            result.nullable = acceptsNull
            return true
        }
        let common = ours.filter { type in
            type != .null
                && (theirs.contains(type) || (type == .integer && theirs.contains(.number)))
        }
        let narrowed = theirs.filter { $0 == .integer && ours.contains(.number) && !common.contains(.integer) }
        let types = common + narrowed
        guard !types.isEmpty else { return false }
        result.types = types
        result.nullable = acceptsNull
        return true
    }

    /// `enum` values both accept; `const`, `format`, `pattern` and `multipleOf` when only one side
    /// writes them or both write the same.
    private static func mergeValues(_ other: Shape, into result: inout Shape) -> Bool {
        if let theirs = other.enumValues {
            let values = result.enumValues.map { ours in ours.filter(theirs.contains) } ?? theirs
            guard !values.isEmpty else { return false }
            result.enumValues = values
        }
        result.extensible = result.extensible || other.extensible
        return single(\.constValue, other, &result) && single(\.format, other, &result)
            && single(\.pattern, other, &result) && single(\.multipleOf, other, &result)
    }

    private static func single<Value: Equatable>(
        _ keyword: WritableKeyPath<Shape, Value?>, _ other: Shape, _ result: inout Shape
    ) -> Bool {
        guard let theirs = other[keyPath: keyword] else { return true }
        guard let ours = result[keyPath: keyword] else {
            result[keyPath: keyword] = theirs
            return true
        }
        return ours == theirs
    }

    /// Properties from both, a property both declare being both of its shapes; `required` from
    /// both; `items` likewise. A member only one side declares must also pass the other side's
    /// `additionalProperties`, as JSON Schema reads an `allOf`: `false` there drops it (a
    /// `Base` closed with `additionalProperties: false` refuses the members an extension adds,
    /// and so do Treaty's stubs and live checks).
    private static func mergeObjects(_ other: Shape, into result: inout Shape) -> Bool {
        let ourNames = Set(result.properties.map(\.name))
        let theirNames = Set(other.properties.map(\.name))
        var properties: [Shape.Property] = []
        for property in result.properties {
            if theirNames.contains(property.name) {
                properties.append(property)
            } else if let kept = passing(property, other.additionalProperties) {
                properties.append(kept)
            }
        }
        for property in other.properties {
            if let index = properties.firstIndex(where: { $0.name == property.name }) {
                properties[index].shape = both(properties[index].shape, property.shape)
            } else if !ourNames.contains(property.name), let kept = passing(property, result.additionalProperties) {
                properties.append(kept)
            }
        }
        result.properties = properties
        switch (result.additionalProperties, other.additionalProperties) {
        case (_, .unspecified), (_, .allowed): break
        case (.unspecified, let theirs), (.allowed, let theirs): result.additionalProperties = theirs
        case (.forbidden, _), (_, .forbidden): result.additionalProperties = .forbidden
        case (.shape(let ours), .shape(let theirs)): result.additionalProperties = .shape(both(ours, theirs))
        }
        for name in other.required where !result.required.contains(name) {
            result.required.append(name)
        }
        if let theirs = other.items {
            result.items = result.items.map { both($0, theirs) } ?? theirs
        }
        result.uniqueItems = result.uniqueItems || other.uniqueItems
        return true
    }

    /// `property` as the other side's `additionalProperties` lets it through: gone when `false`,
    /// also that shape when a shape.
    private static func passing(_ property: Shape.Property, _ rest: AdditionalProperties) -> Shape.Property? {
        switch rest {
        case .unspecified, .allowed: return property
        case .forbidden: return nil
        case .shape(let shape): return Shape.Property(name: property.name, shape: both(property.shape, shape))
        }
    }

    /// `{allOf: [first, second]}`, left for the comparison to merge once references are resolved.
    private static func both(_ first: Shape, _ second: Shape) -> Shape {
        guard first != second else { return first }
        var result = Shape(at: first.location)
        result.allOf = [first, second]
        return result
    }

    /// A union, `not` and a discriminator from the one side that writes them.
    private static func mergeComposition(_ other: Shape, into result: inout Shape) -> Bool {
        let ourUnion = !result.oneOf.isEmpty || !result.anyOf.isEmpty
        let theirUnion = !other.oneOf.isEmpty || !other.anyOf.isEmpty
        guard result.not == nil || other.not == nil else { return false }
        if theirUnion && ourUnion {
            var union = Shape(at: other.location)
            union.oneOf = other.oneOf
            union.anyOf = other.anyOf
            union.discriminator = other.discriminator
            result.allOf.append(union)
            result.not = result.not ?? other.not
            return true
        } else if theirUnion {
            result.oneOf = other.oneOf
            result.anyOf = other.anyOf
        }
        result.not = result.not ?? other.not
        return single(\.discriminator, other, &result)
    }

    /// The tighter of each pair of bounds.
    private static func mergeBounds(_ other: Shape, into result: inout Shape) {
        result.minimum = tighter(result.minimum, other.minimum, by: max)
        result.maximum = tighter(result.maximum, other.maximum, by: min)
        result.exclusiveMinimum = tighter(result.exclusiveMinimum, other.exclusiveMinimum, by: max)
        result.exclusiveMaximum = tighter(result.exclusiveMaximum, other.exclusiveMaximum, by: min)
        result.minLength = tighter(result.minLength, other.minLength, by: max)
        result.maxLength = tighter(result.maxLength, other.maxLength, by: min)
        result.minItems = tighter(result.minItems, other.minItems, by: max)
        result.maxItems = tighter(result.maxItems, other.maxItems, by: min)
        result.minProperties = tighter(result.minProperties, other.minProperties, by: max)
        result.maxProperties = tighter(result.maxProperties, other.maxProperties, by: min)
    }

    private static func tighter<Bound>(_ ours: Bound?, _ theirs: Bound?, by pick: (Bound, Bound) -> Bound) -> Bound? {
        guard let ours, let theirs else { return ours ?? theirs }
        return pick(ours, theirs)
    }
}
