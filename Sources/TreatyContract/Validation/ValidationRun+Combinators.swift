extension ValidationRun {
    /// `allOf`, `anyOf`, `oneOf`, `not`.
    mutating func checkCombinators(_ value: JSONValue, _ shape: CompiledShape, depth: Int) -> Bool {
        var passed = true
        for branch in shape.allOf {
            passed = check(value, branch, depth: depth + 1, sameInstance: true) && passed
            if !passed, !recording { return false }
        }
        if !shape.anyOf.isEmpty {
            let named = shape.oneOf.isEmpty ? checkNamedBranch(value, shape, shape.anyOf, depth: depth) : nil
            passed = (named ?? checkAnyOf(value, shape, depth: depth)) && passed
        }
        if !shape.oneOf.isEmpty {
            passed =
                (checkNamedBranch(value, shape, shape.oneOf, depth: depth) ?? checkOneOf(value, shape, depth: depth)) && passed
        }
        if let negated = shape.not {
            let saved = unverifiedLog
            switch probeOutcome(value, negated, depth: depth) {
            case .passed:
                unverifiedLog = saved
                let expected = "a value not matching the 'not' shape"
                passed = fail(shape, .not, expected: expected, actual: "\(value.typeName) matching it") && passed
            case .failed:
                unverifiedLog = saved
            case .unverified:
                break
            }
        }
        return passed
    }

    /// With a discriminator, an object whose `propertyName` member names a branch is checked
    /// against that branch alone, and its findings are that branch's own: overlapping branches
    /// (an `allOf` of a shared base each) no longer count as "matching several". Nil when the
    /// value names no branch (not an object, no such member, an unknown name): the plain
    /// `oneOf` / `anyOf` rule decides then.
    private mutating func checkNamedBranch(
        _ value: JSONValue, _ shape: CompiledShape, _ branches: [CompiledShape], depth: Int
    ) -> Bool? {
        guard let discriminator = shape.discriminator, case .object(let object) = value,
            case .string(let name)? = object[discriminator.propertyName], let index = discriminator.branches[name]
        else { return nil }
        return check(value, branches[index], depth: depth + 1, sameInstance: true)
    }

    /// A branch that passes settles `anyOf`, and what other branches could not check no longer
    /// matters; when none passes but one could not be checked, `anyOf` is not verified.
    private mutating func checkAnyOf(_ value: JSONValue, _ shape: CompiledShape, depth: Int) -> Bool {
        let saved = unverifiedLog
        var unverified = false
        for branch in shape.anyOf {
            switch probeOutcome(value, branch, depth: depth) {
            case .passed:
                unverifiedLog = saved
                return true
            case .unverified: unverified = true
            case .failed: break
            }
        }
        if unverified { return true }
        unverifiedLog = saved
        let expected = "a value matching at least one of \(ValueDescription.plural(shape.anyOf.count, "shape"))"
        return explainMismatch(value, shape.anyOf, shape, .anyOf, expected: expected, depth: depth)
    }

    /// Two passing branches settle `oneOf` as failed; otherwise a branch that could not be
    /// checked leaves it not verified.
    private mutating func checkOneOf(_ value: JSONValue, _ shape: CompiledShape, depth: Int) -> Bool {
        let saved = unverifiedLog
        var matching: [Int] = []
        var unverified = false
        for (index, branch) in shape.oneOf.enumerated() {
            switch probeOutcome(value, branch, depth: depth) {
            case .passed: matching.append(index)
            case .unverified: unverified = true
            case .failed: break
            }
        }
        let expected = "a value matching exactly one of \(ValueDescription.plural(shape.oneOf.count, "shape"))"
        if matching.count > 1 {
            unverifiedLog = saved
            let actual =
                "\(value.typeName) matching \(matching.count) of them (shapes "
                + matching.map { String($0 + 1) }.joined(separator: ", ") + ")"
            return fail(shape, .oneOf, expected: expected, actual: actual)
        }
        if unverified { return true }
        unverifiedLog = saved
        if matching.isEmpty {
            return explainMismatch(value, shape.oneOf, shape, .oneOf, expected: expected, depth: depth)
        }
        return true
    }

    /// Reports a value that matched no branch, saying why. When exactly one branch accepts the
    /// value's type (the usual case: `oneOf: [Card, BankAccount]` with one object shape), its own
    /// findings are reported, which say what to fix. Otherwise one `any-of` / `one-of` finding
    /// names the closest branch (the fewest findings of its own), followed by that branch's
    /// findings, so "matching none" never stands alone.
    private mutating func explainMismatch(
        _ value: JSONValue, _ branches: [CompiledShape], _ shape: CompiledShape, _ rule: ValidationRule,
        expected: String, depth: Int
    ) -> Bool {
        let candidates = branches.indices.filter { acceptsType(of: value, branches[$0], hops: 0) }
        if recording, candidates.count == 1 {
            return check(value, branches[candidates[0]], depth: depth + 1, sameInstance: true)
        }
        guard recording, let closest = closestBranch(value, branches, candidates, depth: depth) else {
            let why = candidates.isEmpty ? "; none accepts a \(value.typeName)" : ""
            return fail(shape, rule, expected: expected, actual: "\(value.typeName) matching none\(why)")
        }
        let found = ValueDescription.plural(closest.findings, "finding")
        _ = fail(
            shape, rule, expected: expected,
            actual: "\(value.typeName) matching none; closest is shape \(closest.index + 1) (\(found), below)")
        _ = check(value, branches[closest.index], depth: depth + 1, sameInstance: true)
        return false
    }

    /// The branch among `candidates` the value comes closest to: the fewest breaking findings,
    /// the first on a tie. Each branch is tried into a scratch collector, so only the chosen one's
    /// findings are reported.
    private mutating func closestBranch(
        _ value: JSONValue, _ branches: [CompiledShape], _ candidates: [Int], depth: Int
    ) -> (index: Int, findings: Int)? {
        guard !candidates.isEmpty else { return nil }
        let kept = collector
        let keptLog = unverifiedLog
        defer {
            collector = kept
            unverifiedLog = keptLog
        }
        var best: (index: Int, findings: Int)?
        for index in candidates {
            collector = FindingCollector(maxFindings: limits.maxFindings)
            _ = check(value, branches[index], depth: depth + 1, sameInstance: true)
            if best == nil || collector.breakingCount < best!.findings { best = (index, collector.breakingCount) }
        }
        return best
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
