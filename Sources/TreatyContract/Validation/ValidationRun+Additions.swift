/// The member names a shape declares for an object, gathered across `$ref` and combinators.
struct DeclaredNames {
    var names: Set<String> = []
    /// False when undeclared members are not additive: the shape lists no properties (a free-form
    /// object such as `{ type: object }` is a map, whatever its keys), or some part of it closes
    /// the object or gives undeclared members a shape of their own.
    var reportable = false
}

extension ValidationRun {
    /// Reports members of an open object that no part of its shape declares, as additive findings.
    ///
    /// JSON Schema's `additionalProperties` only sees the properties written beside it, so a
    /// `$ref` or `allOf` branch alone would call every member of the other branches undeclared.
    /// Additions are therefore judged once per object, by the outermost shape applied to it,
    /// against the names declared anywhere in that shape's `$ref`s and combinators.
    mutating func checkAdditions(_ object: JSONObject, _ shape: CompiledShape) {
        guard recording, limits.reportAdditions else { return }
        let declared = names(declaredBy: shape)
        guard declared.reportable else { return }
        for member in object where !declared.names.contains(member.key) {
            path.components.append(.key(member.key))
            fail(
                shape, .additionalProperty, expected: "only declared properties",
                actual: "undeclared property '\(member.key)'", classification: .additive)
            path.components.removeLast()
        }
    }

    private mutating func names(declaredBy shape: CompiledShape) -> DeclaredNames {
        let key = ObjectIdentifier(shape)
        if let cached = declaredNames[key] { return cached }
        var result = DeclaredNames()
        var closed = false
        var visited: Set<ObjectIdentifier> = []
        var pending = [shape]
        while let next = pending.popLast() {
            guard visited.insert(ObjectIdentifier(next)).inserted else { continue }
            result.names.formUnion(next.properties.map(\.name))
            closed = closed || !next.acceptsAnyUndeclared
            if case .resolved(let position)? = next.ref { pending.append(schemas[position]) }
            pending += next.allOf + next.anyOf + next.oneOf
            // A subtype's members belong to the object too: a `Cat` read as a `Pet` adds none.
            pending += next.subtypes.map { $0.positions.values.sorted().map { schemas[$0] } } ?? []
        }
        result.reportable = !result.names.isEmpty && !closed
        declaredNames[key] = result
        return result
    }
}
