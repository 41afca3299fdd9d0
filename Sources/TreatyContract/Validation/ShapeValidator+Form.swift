extension ShapeValidator {
    /// Validates a form body's fields (see ``FormFields``) as the JSON value they stand for.
    ///
    /// A field whose name nests deeper than ``ValidationLimits/maxDepth`` brackets is left out
    /// of the value and reported as not verified (``UnverifiedCheck/depthLimit``) at its first step.
    public func validate(formFields fields: [FormFields.Field], against shape: Shape) -> ValidationReport {
        var report = validate(formValue(fields, shape: shape), against: shape)
        report.unverified += nestingChecks(fields, shape: shape)
        return report
    }

    /// A not-verified entry for each field whose name nests deeper than ``ValidationLimits/maxDepth``.
    func nestingChecks(_ fields: [FormFields.Field], shape: Shape) -> [UnverifiedCheck] {
        fields.compactMap { field in
            let steps = FormFields.path(field.name)
            guard steps.count > limits.maxDepth else { return nil }
            return UnverifiedCheck(
                pointer: "/" + JSONPointer.escape(steps[0]), schemaLocation: shape.location, rule: UnverifiedCheck.depthLimit,
                reason: "a field name nested \(steps.count - 1) brackets deep, deeper than \(limits.maxDepth) levels")
        }
    }

    /// The value a form body's fields stand for, read the way `shape` declares it: a part is an
    /// array where the shape may be one and its fields repeat a name or number their items, an
    /// object where they name members, and each text is read as its declared type (`2` as an
    /// integer for `type: integer`), as query parameters are. A name sent more than once for a
    /// part that is no array is an array all the same, so the shape refuses it.
    public func formValue(_ fields: [FormFields.Field], shape: Shape) -> JSONValue {
        value(of: FormFields.Node.tree(fields, maxDepth: limits.maxDepth), shape, depth: 0)
    }

    private func value(of node: FormFields.Node, _ shape: Shape?, depth: Int) -> JSONValue {
        let isArray = shape.map { parameter($0, accepts: .array) } ?? false
        let itemShape = shape.flatMap { found(in: $0, \.items) }
        let itemTypes = itemShape.flatMap(declaredTypes(of:))
        if node.children.isEmpty {
            if isArray { return .array(node.values.map { interpret($0, as: itemTypes) }) }
            let types = shape.flatMap(declaredTypes(of:))
            if node.values.count == 1 { return interpret(node.values[0], as: types) }
            return .array(node.values.map { interpret($0, as: types) })
        }
        guard depth < limits.maxDepth else { return .string("") }
        if node.isIndexed, isArray || !(shape.map { parameter($0, accepts: .object) } ?? false) {
            let ordered = node.children.enumerated().sorted { first, second in
                (Int(first.element.key) ?? Int.max, first.offset) < (Int(second.element.key) ?? Int.max, second.offset)
            }
            let items = ordered.map { value(of: $0.element.node, itemShape, depth: depth + 1) }
            return .array(node.values.map { interpret($0, as: itemTypes) } + items)
        }
        var object = JSONObject()
        for (key, child) in node.children {
            object[key] = value(of: child, shape.flatMap { member(key, of: $0) }, depth: depth + 1)
        }
        guard node.values.isEmpty else { return .array(node.values.map { .string($0) } + [.object(object)]) }
        return .object(object)
    }

    /// The shape of member `name`: its property's, else the `additionalProperties` shape.
    func member(_ name: String, of shape: Shape) -> Shape? {
        if let property = found(in: shape, { $0.property(name) }) { return property }
        return found(in: shape) { candidate in
            if case .shape(let additional) = candidate.additionalProperties { additional } else { nil }
        }
    }
}
