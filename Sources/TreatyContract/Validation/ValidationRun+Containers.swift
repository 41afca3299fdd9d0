extension ValidationRun {
    /// `minItems`, `maxItems`, `uniqueItems`, `items`.
    mutating func checkArray(_ items: [JSONValue], _ shape: CompiledShape, depth: Int) -> Bool {
        var passed = true
        if let minimum = shape.minItems, items.count < minimum {
            passed = fail(
                shape, .minItems, expected: "at least \(ValueDescription.plural(minimum, "item"))",
                actual: ValueDescription.plural(items.count, "item"))
        }
        if let maximum = shape.maxItems, items.count > maximum {
            passed =
                fail(
                    shape, .maxItems, expected: "at most \(ValueDescription.plural(maximum, "item"))",
                    actual: ValueDescription.plural(items.count, "item")) && passed
        }
        if shape.uniqueItems, items.count > 1, let (first, second) = StrictEquality.firstDuplicate(items) {
            passed =
                fail(shape, .uniqueItems, expected: "unique items", actual: "items \(first) and \(second) are equal") && passed
        }
        if !passed, !recording { return false }
        if let itemShape = shape.items {
            for (index, item) in items.enumerated() {
                passed = check(item, itemShape, at: .index(index), depth: depth) && passed
                if !passed, !recording { return false }
            }
        }
        return passed
    }

    /// `minProperties`, `maxProperties`, `required`, `properties`, `additionalProperties`.
    mutating func checkObject(_ object: JSONObject, _ shape: CompiledShape, depth: Int, sameInstance: Bool) -> Bool {
        var passed = true
        if let minimum = shape.minProperties, object.count < minimum {
            passed = fail(
                shape, .minProperties, expected: "at least \(ValueDescription.plural(minimum, "property", "properties"))",
                actual: ValueDescription.plural(object.count, "property", "properties"))
        }
        if let maximum = shape.maxProperties, object.count > maximum {
            passed =
                fail(
                    shape, .maxProperties, expected: "at most \(ValueDescription.plural(maximum, "property", "properties"))",
                    actual: ValueDescription.plural(object.count, "property", "properties")) && passed
        }
        if !passed, !recording { return false }
        var present = [Bool](repeating: false, count: shape.properties.count)
        var hint = 0
        for (position, property) in shape.properties.enumerated() {
            // Members usually come in the order the shape lists them: try the next one before hashing.
            let member: JSONValue?
            if hint < object.count, object[hint].key == property.name {
                member = object[hint].value
                hint += 1
            } else {
                member = object[property.name]
            }
            guard let member else { continue }
            present[position] = true
            passed = check(member, property.shape, at: .key(property.name), depth: depth) && passed
            if !passed, !recording { return false }
        }
        for (name, declared) in zip(shape.required, shape.requiredPositions) {
            if let declared, present[declared] { continue }
            if declared == nil, object[name] != nil { continue }
            path.components.append(.key(name))
            passed = fail(shape, .required, expected: "required property '\(name)'", actual: "nothing") && passed
            path.components.removeLast()
            if !passed, !recording { return false }
        }
        if shape.acceptsAnyUndeclared {
            if !sameInstance { checkAdditions(object, shape) }
            return passed
        }
        return checkUndeclared(object, shape, depth: depth) && passed
    }

    /// Members a closed shape does not list (drift), or that must match `additionalProperties`.
    private mutating func checkUndeclared(_ object: JSONObject, _ shape: CompiledShape, depth: Int) -> Bool {
        var passed = true
        for member in object where !shape.properties.contains(where: { $0.name == member.key }) {
            if case .shape(let memberShape) = shape.additionalProperties {
                passed = check(member.value, memberShape, at: .key(member.key), depth: depth) && passed
            } else {
                path.components.append(.key(member.key))
                passed =
                    fail(
                        shape, .additionalProperty, expected: "no undeclared properties",
                        actual: "undeclared property '\(member.key)'") && passed
                path.components.removeLast()
            }
            if !passed, !recording { return false }
        }
        return passed
    }
}
