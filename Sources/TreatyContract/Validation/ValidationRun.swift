/// One walk of a value against a shape: the instance path, the depth bound and the findings.
///
/// Every `check…` method returns whether the value passed (breaking findings only). While
/// ``recording`` is off, as when probing the branches of `anyOf`, `oneOf` and `not`, nothing is
/// recorded and a check returns at its first failure.
struct ValidationRun {
    let schemas: SchemaTable
    let limits: ValidationLimits
    let regexes: RegexCache
    var path = InstancePath()
    var collector: FindingCollector
    var recording = true
    /// The instance path of an object whose additive members an enclosing `allOf` reports, against
    /// the union of its branches' properties; the branches themselves stay quiet about them.
    var composedObjectPath: InstancePath?
    private(set) var depthLimitHit = false

    init(validator: ShapeValidator) {
        schemas = validator.schemas
        limits = validator.limits
        regexes = validator.regexes
        collector = FindingCollector(maxFindings: validator.limits.maxFindings)
    }

    /// Applies every keyword of `shape` to `value`.
    mutating func check(_ value: JSONValue, _ shape: Shape, depth: Int) -> Bool {
        guard depth < limits.maxDepth else {
            depthLimitHit = true
            return true
        }
        if let accepted = shape.booleanSchema {
            if !accepted { fail(shape, "false-schema", expected: "no value (the shape is 'false')", actual: value.typeName) }
            return accepted
        }
        if shape.nullable, case .null = value { return true }
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
        case .object(let object): passed = checkObject(object, shape, depth: depth) && passed
        case .null, .bool: break
        }
        if !passed, !recording { return false }
        return checkCombinators(value, shape, depth: depth) && passed
    }

    /// Records a finding at the current path (when recording) and returns false for breaking ones.
    @discardableResult
    mutating func fail(
        _ shape: Shape, _ rule: String, expected: String, actual: String, classification: ChangeClass = .breaking
    ) -> Bool {
        if recording, classification == .breaking || limits.reportAdditions {
            collector.add(
                at: path, rule: rule, expected: expected, actual: actual,
                location: shape.location, classification: classification
            )
        }
        return classification != .breaking
    }

    /// Checks `value` against `shape` with `component` appended to the instance path.
    mutating func check(_ value: JSONValue, _ shape: Shape, at component: InstancePath.Component, depth: Int) -> Bool {
        path.components.append(component)
        defer { path.components.removeLast() }
        return check(value, shape, depth: depth + 1)
    }

    /// Whether `value` matches `shape`, without recording anything.
    mutating func probe(_ value: JSONValue, _ shape: Shape, depth: Int) -> Bool {
        let wasRecording = recording
        recording = false
        defer { recording = wasRecording }
        return check(value, shape, depth: depth + 1)
    }

    private mutating func checkReference(_ value: JSONValue, _ reference: SchemaReference, _ shape: Shape, depth: Int) -> Bool {
        guard let target = schemas[reference] else {
            return fail(shape, "unresolved-ref", expected: "a defined schema '\(reference)'", actual: "no such schema")
        }
        return check(value, target, depth: depth + 1)
    }

    private mutating func checkType(_ value: JSONValue, _ shape: Shape) -> Bool {
        guard let types = shape.types else { return true }
        let actual = value.typeName
        for type in types where type.rawValue == actual || (type == .number && actual == "integer") {
            return true
        }
        return fail(shape, "type", expected: ValueDescription.types(types, nullable: shape.nullable), actual: actual)
    }

    /// `enum` and `const`, which compare whole values.
    private mutating func checkValueKeywords(_ value: JSONValue, _ shape: Shape) -> Bool {
        var passed = true
        if let values = shape.enumValues, !values.contains(where: { StrictEquality.equal($0, value) }) {
            let expected = ValueDescription.oneOf(values)
            let actual = ValueDescription.describe(value)
            passed = shape.extensible
                ? fail(shape, "enum-unknown-extensible", expected: expected, actual: actual, classification: .additive)
                : fail(shape, "enum", expected: expected, actual: actual)
        }
        if let constant = shape.constValue, !StrictEquality.equal(constant, value) {
            let expected = ValueDescription.describe(constant)
            passed = fail(shape, "const", expected: expected, actual: ValueDescription.describe(value)) && passed
        }
        return passed
    }
}
