extension ShapeValidator {
    /// Validates a header, query or path parameter, which is always a string on the wire,
    /// reading it as the type its shape declares.
    ///
    /// An `integer` shape needs optional `-` and digits, `number` a JSON number, `boolean`
    /// `true` or `false`, `null` the word `null`; anything else is checked as a string. When no
    /// declared type can read the text, the report says so as a `type` finding (`expected
    /// integer, got string`), rather than a confusing message about a number.
    public func validate(parameterValue: String, against shape: Shape) -> ValidationReport {
        validate(interpret(parameterValue, as: declaredTypes(of: shape)), against: shape)
    }

    /// Validates an array parameter from its items as the wire carries them (`tags=a&tags=b`, or
    /// `a,b` split): each item is read as the type the array's `items` declare, so `ids=1,2`
    /// checks `[1, 2]` against `{type: array, items: {type: integer}}`.
    public func validate(parameterItems items: [String], against shape: Shape) -> ValidationReport {
        let itemTypes = found(in: shape, \.items).flatMap(declaredTypes(of:))
        return validate(.array(items.map { interpret($0, as: itemTypes) }), against: shape)
    }

    /// Validates an object parameter from its members as the wire carries them
    /// (`filter[status]=open`): each member is read as its property's declared type.
    public func validate(parameterMembers members: [(name: String, value: String)], against shape: Shape)
        -> ValidationReport
    {
        var object = JSONObject()
        for member in members {
            let property = found(in: shape) { $0.property(member.name) }
            object[member.name] = interpret(member.value, as: property.flatMap(declaredTypes(of:)))
        }
        return validate(.object(object), against: shape)
    }

    /// The member names an object parameter declares, following `$ref`, `allOf` and the branches
    /// of `anyOf` / `oneOf`, and whether it also takes members it does not name.
    ///
    /// The `form` style writes an object's members as query items of their own (`page=2&per_page=20`
    /// for a `pagination` parameter), so these names say which items are its members. An object
    /// that names none, or writes `additionalProperties` other than `false`, takes any name.
    public func parameterMembers(of shape: Shape) -> (names: Set<String>, takesOthers: Bool) {
        var names: Set<String> = []
        var takesOthers = false
        var visits = 0
        gatherMembers(of: shape, depth: 0, visits: &visits, into: &names, takesOthers: &takesOthers)
        return (names, takesOthers || names.isEmpty)
    }

    private func gatherMembers(
        of shape: Shape, depth: Int, visits: inout Int, into names: inout Set<String>, takesOthers: inout Bool
    ) {
        visits += 1
        guard depth < limits.maxDepth, visits <= ShapeValidator.declaredTypesVisits else { return }
        names.formUnion(shape.properties.map(\.name))
        switch shape.additionalProperties {
        case .allowed, .shape: takesOthers = true
        case .unspecified, .forbidden: break
        }
        if let reference = shape.ref, let target = schemas[reference] {
            gatherMembers(of: target, depth: depth + 1, visits: &visits, into: &names, takesOthers: &takesOthers)
        }
        for branch in shape.allOf + shape.anyOf + shape.oneOf {
            gatherMembers(of: branch, depth: depth + 1, visits: &visits, into: &names, takesOthers: &takesOthers)
        }
    }

    /// Whether a parameter's shape may be an array (or, for `.object`, an object): the wire then
    /// carries it as several values.
    public func parameter(_ shape: Shape, accepts type: JSONType) -> Bool {
        declaredTypes(of: shape)?.contains(type) ?? false
    }

    /// The first value `keyword` gives on `shape` or, following `$ref`, `allOf` and then the
    /// branches of `anyOf` / `oneOf`, the shapes it stands for (Stripe's `created` is `anyOf:
    /// [{type: object, properties: {gte: integer, …}}, integer]`).
    func found<Value>(in shape: Shape, _ keyword: (Shape) -> Value?, depth: Int = 0) -> Value? {
        if let value = keyword(shape) { return value }
        guard depth < 16 else { return nil }
        if let reference = shape.ref, let target = schemas[reference], let value = found(in: target, keyword, depth: depth + 1) {
            return value
        }
        for branch in shape.allOf + shape.anyOf + shape.oneOf {
            if let value = found(in: branch, keyword, depth: depth + 1) { return value }
        }
        return nil
    }

    /// Validates a parameter's or header's `example` as the wire would carry it: a scalar as its
    /// text (``validate(parameterValue:against:)``), a list or object as JSON. Nil for a string
    /// holding an environment reference (`${TOKEN}`), whose value is only known when sent.
    ///
    /// Lint reports an example this refuses; `treaty import` leaves such an example out.
    public func validate(parameterExample example: JSONValue, against shape: Shape) -> ValidationReport? {
        switch example {
        case .string(let text):
            guard !EnvironmentReference.contains(text) else { return nil }
            return validate(parameterValue: text, against: shape)
        case .number(let number): return validate(parameterValue: number.text, against: shape)
        case .bool(let flag): return validate(parameterValue: String(flag), against: shape)
        case .null: return validate(parameterValue: "null", against: shape)
        case .array, .object: return validate(example, against: shape)
        }
    }

    /// The wire text as the first declared type that can read it.
    func interpret(_ text: String, as types: [JSONType]?) -> JSONValue {
        guard let types else { return .string(text) }
        for type in types {
            switch type {
            case .integer where ShapeValidator.isInteger(text):
                return .number(JSONNumber(text: text))
            case .number where (try? JSONParser().parse(text)).map(ShapeValidator.isNumber) == true:
                return .number(JSONNumber(text: text))
            case .boolean where text == "true" || text == "false":
                return .bool(text == "true")
            case .null where text == "null":
                return .null
            default:
                continue
            }
        }
        return .string(text)
    }

    /// The types a shape declares, following `$ref` and `allOf`, and joining the branches of
    /// `anyOf` / `oneOf`. Nil means any type, and is also the answer once the walk has visited
    /// ``declaredTypesVisits`` shapes: branches that share shapes can multiply the walk as they
    /// do validation (see ``ValidationLimits/maxApplications``), and the validator still checks
    /// the text whatever type it is read as.
    func declaredTypes(of shape: Shape) -> [JSONType]? {
        var visits = 0
        return declaredTypes(of: shape, depth: 0, visits: &visits)
    }

    /// The most shapes ``declaredTypes(of:)`` visits for one parameter.
    static let declaredTypesVisits = 4_096

    private func declaredTypes(of shape: Shape, depth: Int, visits: inout Int) -> [JSONType]? {
        if let types = shape.types { return types }
        visits += 1
        guard depth < limits.maxDepth, visits <= ShapeValidator.declaredTypesVisits else { return nil }
        if let reference = shape.ref, let target = schemas[reference],
            let types = declaredTypes(of: target, depth: depth + 1, visits: &visits)
        {
            return types
        }
        for branch in shape.allOf {
            if let types = declaredTypes(of: branch, depth: depth + 1, visits: &visits) { return types }
        }
        let alternatives = shape.anyOf + shape.oneOf
        guard !alternatives.isEmpty else { return nil }
        var joined: [JSONType] = []
        for branch in alternatives {
            guard let types = declaredTypes(of: branch, depth: depth + 1, visits: &visits) else { return nil }
            joined += types.filter { !joined.contains($0) }
        }
        return joined
    }

    private static func isInteger(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
    }

    private static func isNumber(_ value: JSONValue) -> Bool {
        if case .number = value { return true }
        return false
    }
}
