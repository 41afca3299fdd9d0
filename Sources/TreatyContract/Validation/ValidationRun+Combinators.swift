extension ValidationRun {
    /// `allOf`, `anyOf`, `oneOf`, `not`.
    mutating func checkCombinators(_ value: JSONValue, _ shape: CompiledShape, depth: Int) -> Bool {
        var passed = true
        for branch in shape.allOf {
            passed = check(value, branch, depth: depth + 1, sameInstance: true) && passed
            if !passed, !recording { return false }
        }
        if !shape.anyOf.isEmpty, !shape.anyOf.contains(where: { probe(value, $0, depth: depth) }) {
            let expected = "a value matching at least one of \(ValueDescription.plural(shape.anyOf.count, "shape"))"
            passed = explainMismatch(value, shape.anyOf, shape, .anyOf, expected: expected, depth: depth) && passed
        }
        if !shape.oneOf.isEmpty {
            let matching = shape.oneOf.indices.filter { probe(value, shape.oneOf[$0], depth: depth) }
            let expected = "a value matching exactly one of \(ValueDescription.plural(shape.oneOf.count, "shape"))"
            if matching.isEmpty {
                passed = explainMismatch(value, shape.oneOf, shape, .oneOf, expected: expected, depth: depth) && passed
            } else if matching.count > 1 {
                let actual = "\(value.typeName) matching shapes " + matching.map { String($0 + 1) }.joined(separator: ", ")
                passed = fail(shape, .oneOf, expected: expected, actual: actual) && passed
            }
        }
        if let negated = shape.not, probe(value, negated, depth: depth) {
            let expected = "a value not matching the 'not' shape"
            passed = fail(shape, .not, expected: expected, actual: "\(value.typeName) matching it") && passed
        }
        return passed
    }

    /// Reports a value that matched no branch. When exactly one branch accepts the value's type
    /// (the usual case: `oneOf: [Card, BankAccount]` with one object shape), its own findings are
    /// reported, which say what to fix; otherwise one `any-of` / `one-of` finding.
    private mutating func explainMismatch(
        _ value: JSONValue, _ branches: [CompiledShape], _ shape: CompiledShape, _ rule: ValidationRule,
        expected: String, depth: Int
    ) -> Bool {
        let candidates = branches.filter { acceptsType(of: value, $0, hops: 0) }
        if recording, candidates.count == 1 {
            return check(value, candidates[0], depth: depth + 1, sameInstance: true)
        }
        return fail(shape, rule, expected: expected, actual: "\(value.typeName) matching none")
    }

    /// Whether `shape` (following a few `$ref`s) allows the value's JSON type at all.
    private func acceptsType(of value: JSONValue, _ shape: CompiledShape, hops: Int) -> Bool {
        if shape.booleanSchema == false { return false }
        if shape.nullable, case .null = value { return true }
        if let types = shape.types { return types.contains { ValidationRun.matches(value, $0) } }
        if case .resolved(let position)? = shape.ref, hops < 8 {
            return acceptsType(of: value, schemas[position], hops: hops + 1)
        }
        return true
    }
}
