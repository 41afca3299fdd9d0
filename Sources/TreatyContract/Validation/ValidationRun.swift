/// One walk of a value against a shape: the instance path, the depth bound and the findings.
///
/// Every `check…` method returns whether the value passed (breaking findings only). While
/// ``recording`` is off, as when probing the branches of `anyOf`, `oneOf` and `not`, nothing is
/// recorded and a check returns at its first failure.
struct ValidationRun {
    let schemas: [CompiledShape]
    let limits: ValidationLimits
    let patterns: PatternCache
    var path = InstancePath()
    var collector: FindingCollector
    var recording = true
    /// Declared member names per shape, for reporting undeclared members (see ``checkAdditions``).
    var declaredNames: [ObjectIdentifier: DeclaredNames] = [:]
    /// What could not be checked: never a pass, never a mismatch.
    var unverifiedLog: UnverifiedLog
    var patternBudget: PatternBudget
    /// The shape applications made and allowed, and where the run stopped (see ``ValidationRun/spendApplication(_:)``).
    var applications: ApplicationBudget
    /// Shapes with subtypes being checked against a value along with the subtype it names (see
    /// ``checkSubtype(_:_:_:depth:sameInstance:)``): reached again through that subtype's `allOf`,
    /// one is already covered.
    var dispatching: [ObjectIdentifier] = []
    /// The named schemas being applied to a value through `$ref`: a subtype among them (a `Cat`
    /// whose `allOf` reached `Pet`) is already being checked, and is not dispatched to again.
    var entered: [Int] = []
    /// Where the current value's entries start in ``dispatching`` and ``entered``: those before
    /// are the enclosing values', since a member or an item is a value of its own.
    var instanceStart = (dispatching: 0, entered: 0)

    /// A run over `root`, the whole value to be checked (its size sets the budget of a large one).
    init(validator: ShapeValidator, root: JSONValue) {
        applications = ApplicationBudget(limit: validator.limits.maxApplications, root: root)
        schemas = validator.compiled.shapes
        limits = validator.limits
        patterns = validator.patterns
        collector = FindingCollector(maxFindings: validator.limits.maxFindings)
        unverifiedLog = UnverifiedLog(maxEntries: validator.limits.maxFindings)
        patternBudget = PatternBudget(steps: validator.limits.patternSteps, deadline: validator.limits.deadline)
    }

    /// Applies every keyword of `shape` to `value`. `sameInstance` is true when `shape` is applied
    /// through `$ref` or `allOf` to a value another shape already covers (see ``checkAdditions``).
    mutating func check(_ value: JSONValue, _ shape: CompiledShape, depth: Int, sameInstance: Bool = false) -> Bool {
        guard spendApplication(shape) else { return true }
        guard depth < limits.maxDepth else {
            notVerified(shape, UnverifiedCheck.depthLimit, reason: "deeper than \(limits.maxDepth) levels")
            return true
        }
        if let accepted = shape.booleanSchema {
            if !accepted { fail(shape, .falseSchema, expected: "no value (the shape is 'false')", actual: value.typeName) }
            return accepted
        }
        if shape.nullable, case .null = value { return true }
        if let subtypes = shape.subtypes,
            let passed = checkSubtype(value, shape, subtypes, depth: depth, sameInstance: sameInstance)
        {
            return passed
        }
        return checkKeywords(value, shape, depth: depth, sameInstance: sameInstance)
    }

    /// OpenAPI's inheritance: a schema with a discriminator and no `oneOf` beside it, which its
    /// subtypes extend through `allOf`. A value whose member names a subtype is checked against
    /// the schema and that subtype, the schema's keywords once; nil when it names none (not an
    /// object, no such member, an unknown name or the schema itself): the schema alone decides.
    private mutating func checkSubtype(
        _ value: JSONValue, _ shape: CompiledShape, _ subtypes: CompiledShape.Subtypes, depth: Int, sameInstance: Bool
    ) -> Bool? {
        let identity = ObjectIdentifier(shape)
        if dispatching[instanceStart.dispatching...].contains(identity) { return true }
        guard case .object(let object) = value, case .string(let name)? = object[subtypes.propertyName],
            let position = subtypes.positions[name], schemas[position] !== shape,
            !entered[instanceStart.entered...].contains(position)
        else { return nil }
        dispatching.append(identity)
        defer { dispatching.removeLast() }
        let passed = checkKeywords(value, shape, depth: depth, sameInstance: sameInstance)
        if !passed, !recording { return false }
        return check(value, schemas[position], depth: depth + 1, sameInstance: true) && passed
    }

    /// Every keyword of `shape` but `nullable`, a boolean schema and its subtypes.
    private mutating func checkKeywords(_ value: JSONValue, _ shape: CompiledShape, depth: Int, sameInstance: Bool) -> Bool {
        var passed = true
        if let reference = shape.ref {
            passed = checkReference(value, reference, shape, depth: depth)
            if !passed, !recording { return false }
        }
        guard checkType(value, shape) else { return false }
        passed = checkValueKeywords(value, shape) && passed
        if !passed, !recording { return false }
        switch value {
        case .string(let text): passed = checkString(text, shape) && passed
        case .number(let number): passed = checkNumber(number, shape) && passed
        case .array(let items): passed = checkArray(items, shape, depth: depth) && passed
        case .object(let object): passed = checkObject(object, shape, depth: depth, sameInstance: sameInstance) && passed
        case .null, .bool: break
        }
        if !passed, !recording { return false }
        return checkCombinators(value, shape, depth: depth) && passed
    }

    /// Records a finding at the current path (when recording) and returns false for breaking ones.
    @discardableResult
    mutating func fail(
        _ shape: CompiledShape, _ rule: ValidationRule, expected: String, actual: String, classification: ChangeClass = .breaking
    ) -> Bool {
        if recording, classification == .breaking || limits.reportAdditions {
            collector.add(
                at: path, rule: rule.rawValue, expected: expected, actual: actual,
                location: shape.location, classification: classification
            )
        }
        return classification != .breaking
    }

    /// Checks `value` against `shape` with `component` appended to the instance path.
    mutating func check(_ value: JSONValue, _ shape: CompiledShape, at component: InstancePath.Component, depth: Int) -> Bool {
        path.components.append(component)
        defer { path.components.removeLast() }
        let enclosing = instanceStart
        instanceStart = (dispatching.count, entered.count)
        defer { instanceStart = enclosing }
        return check(value, shape, depth: depth + 1)
    }

    /// Whether `value` matches `shape`, without recording anything.
    mutating func probe(_ value: JSONValue, _ shape: CompiledShape, depth: Int) -> Bool {
        let wasRecording = recording
        recording = false
        defer { recording = wasRecording }
        return check(value, shape, depth: depth + 1)
    }

    private mutating func checkReference(
        _ value: JSONValue, _ reference: CompiledShape.Reference, _ shape: CompiledShape, depth: Int
    ) -> Bool {
        switch reference {
        case .resolved(let position):
            entered.append(position)
            defer { entered.removeLast() }
            return check(value, schemas[position], depth: depth + 1, sameInstance: true)
        case .unresolved(let missing):
            return fail(shape, .unresolvedRef, expected: "a defined schema '\(missing)'", actual: "no such schema")
        }
    }

    private mutating func checkType(_ value: JSONValue, _ shape: CompiledShape) -> Bool {
        guard let types = shape.types else { return true }
        for type in types where ValidationRun.matches(value, type) { return true }
        return fail(shape, .type, expected: ValueDescription.types(types, nullable: shape.nullable), actual: value.typeName)
    }

    /// Whether `value` is of JSON Schema type `type` (an integral number is also an `integer`).
    static func matches(_ value: JSONValue, _ type: JSONType) -> Bool {
        type.admits(value)
    }

    /// `enum` and `const`, which compare whole values.
    private mutating func checkValueKeywords(_ value: JSONValue, _ shape: CompiledShape) -> Bool {
        var passed = true
        if let members = shape.enumValues, !members.contains(value) {
            let expected = ValueDescription.oneOf(members.values)
            let actual = ValueDescription.describe(value, limit: limits.quotedLength)
            passed =
                shape.extensible
                ? fail(shape, .enumUnknownExtensible, expected: expected, actual: actual, classification: .additive)
                : fail(shape, .enumValue, expected: expected, actual: actual)
        }
        if let constant = shape.constValue, !StrictEquality.equal(constant, value) {
            let expected = ValueDescription.describe(constant)
            passed =
                fail(shape, .const, expected: expected, actual: ValueDescription.describe(value, limit: limits.quotedLength))
                && passed
        }
        return passed
    }
}
