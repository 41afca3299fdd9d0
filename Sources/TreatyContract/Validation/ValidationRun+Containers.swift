extension ValidationRun {
    /// `minItems`, `maxItems`, `uniqueItems`, `items`.
    mutating func checkArray(_ items: [JSONValue], _ shape: Shape, depth: Int) -> Bool {
        var passed = true
        if let minimum = shape.minItems, items.count < minimum {
            passed = fail(shape, "min-items", expected: "at least \(ValueDescription.plural(minimum, "item"))", actual: ValueDescription.plural(items.count, "item"))
        }
        if let maximum = shape.maxItems, items.count > maximum {
            passed = fail(shape, "max-items", expected: "at most \(ValueDescription.plural(maximum, "item"))", actual: ValueDescription.plural(items.count, "item")) && passed
        }
        if shape.uniqueItems, let (first, second) = StrictEquality.firstDuplicate(items) {
            passed = fail(shape, "unique-items", expected: "unique items", actual: "items \(first) and \(second) are equal") && passed
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

    /// `required`, `properties`, `additionalProperties`.
    mutating func checkObject(_ object: JSONObject, _ shape: Shape, depth: Int) -> Bool {
        var passed = true
        for name in shape.required where object[name] == nil {
            path.components.append(.key(name))
            passed = fail(shape, "required", expected: "required property '\(name)'", actual: "nothing") && passed
            path.components.removeLast()
            if !passed, !recording { return false }
        }
        for property in shape.properties {
            guard let member = object[property.name] else { continue }
            passed = check(member, property.shape, at: .key(property.name), depth: depth) && passed
            if !passed, !recording { return false }
        }
        return checkUndeclared(object, shape, depth: depth) && passed
    }

    /// Members the shape does not list: drift when the object is closed, additive when open.
    private mutating func checkUndeclared(_ object: JSONObject, _ shape: Shape, depth: Int) -> Bool {
        let additive = shape.additionalProperties == .unspecified || shape.additionalProperties == .allowed
        if additive, !(recording && limits.reportAdditions) { return true }
        // A shape that lists no properties (a bare `$ref` wrapper, `type: object`) says nothing
        // about which members are known, so its members are not additions.
        if additive, shape.properties.isEmpty || !shape.allOf.isEmpty || composedObjectPath == path { return true }
        var passed = true
        for member in object where !shape.properties.contains(where: { $0.name == member.key }) {
            switch shape.additionalProperties {
            case .shape(let memberShape):
                passed = check(member.value, memberShape, at: .key(member.key), depth: depth) && passed
            case .forbidden, .unspecified, .allowed:
                path.components.append(.key(member.key))
                passed = fail(
                    shape, "additional-property", expected: additive ? "only declared properties" : "no undeclared properties",
                    actual: "undeclared property '\(member.key)'", classification: additive ? .additive : .breaking
                ) && passed
                path.components.removeLast()
            }
            if !passed, !recording { return false }
        }
        return passed
    }

    /// `allOf`, `anyOf`, `oneOf`, `not`.
    mutating func checkCombinators(_ value: JSONValue, _ shape: Shape, depth: Int) -> Bool {
        var passed = true
        let enclosing = composedObjectPath
        if !shape.allOf.isEmpty, case .object = value { composedObjectPath = path }
        for branch in shape.allOf {
            passed = check(value, branch, depth: depth + 1) && passed
            if !passed, !recording {
                composedObjectPath = enclosing
                return false
            }
        }
        composedObjectPath = enclosing
        if !shape.allOf.isEmpty, case .object(let object) = value, recording, limits.reportAdditions, enclosing != path {
            reportComposedAdditions(object, shape, depth: depth)
        }
        if !shape.anyOf.isEmpty, !shape.anyOf.contains(where: { probe(value, $0, depth: depth) }) {
            passed = fail(shape, "any-of", expected: "a value matching at least one of \(ValueDescription.plural(shape.anyOf.count, "shape"))", actual: "\(value.typeName) matching none") && passed
        }
        if !shape.oneOf.isEmpty {
            let matching = shape.oneOf.indices.filter { probe(value, shape.oneOf[$0], depth: depth) }
            if matching.count != 1 {
                let actual = matching.isEmpty ? "none" : "shapes " + matching.map { String($0 + 1) }.joined(separator: ", ")
                passed = fail(shape, "one-of", expected: "a value matching exactly one of \(ValueDescription.plural(shape.oneOf.count, "shape"))", actual: "\(value.typeName) matching \(actual)") && passed
            }
        }
        if let negated = shape.not, probe(value, negated, depth: depth) {
            passed = fail(shape, "not", expected: "a value not matching the 'not' shape", actual: "\(value.typeName) matching it") && passed
        }
        return passed
    }

    /// Members of an `allOf` object that no branch (nor the shape itself) declares: additive findings.
    private mutating func reportComposedAdditions(_ object: JSONObject, _ shape: Shape, depth: Int) {
        guard let declared = declaredNames(shape, depth: depth) else { return }
        for member in object where !declared.contains(member.key) {
            path.components.append(.key(member.key))
            fail(
                shape, "additional-property", expected: "only declared properties",
                actual: "undeclared property '\(member.key)'", classification: .additive
            )
            path.components.removeLast()
        }
    }

    /// Property names declared by a shape, its `$ref` and its `allOf` branches; nil when one of
    /// them is not an open object listing properties (then there is no single list to compare with).
    private func declaredNames(_ shape: Shape, depth: Int) -> Set<String>? {
        let open = shape.additionalProperties == .unspecified || shape.additionalProperties == .allowed
        guard depth < limits.maxDepth, open else { return nil }
        var names = Set(shape.properties.map(\.name))
        if let reference = shape.ref {
            guard let target = schemas[reference], let more = declaredNames(target, depth: depth + 1) else { return nil }
            names.formUnion(more)
        }
        for branch in shape.allOf {
            guard let more = declaredNames(branch, depth: depth + 1) else { return nil }
            names.formUnion(more)
        }
        return names
    }
}
