/// One boundary worth trying in a body, before it is checked against the whole shape.
struct VariantCandidate: Sendable {
    let kind: ResponseVariant.Kind
    let name: String
    let finding: String
    let edit: ValueEdit
}

/// Walks a body alongside its shape and lists the boundaries each location offers: the
/// candidates ``ResponseVariantBuilder`` checks and keeps.
///
/// At each location it reads every shape that applies there together (the shape, its `$ref`
/// targets, its `allOf` parts and the `oneOf` / `anyOf` branches the value matches), so bounds
/// and members spread over them all count. Arrays are followed into their first element only:
/// a client decodes every element with the same code. The walk stops at ``Limits/maxDepth`` and
/// after ``Limits/maxSites`` candidates, so a huge body costs a bounded amount of work.
struct VariantSites {
    let sampler: ShapeSampler
    let limits: ResponseVariantBuilder.Limits
    /// The checks of the walk (which branch a value takes, whether a member may be `null`),
    /// handed on to the builder's checks of whole bodies.
    var check: VariantCheck
    private(set) var candidates: [VariantCandidate] = []

    init(check: VariantCheck, limits: ResponseVariantBuilder.Limits) {
        self.check = check
        self.sampler = ShapeSampler(validator: check.validator)
        self.limits = limits
    }

    /// The name a variant uses for an undeclared member; a body that has it gets no such variant.
    static let unknownMemberName = "treatyUnknownMember"

    private var isFull: Bool { candidates.count >= limits.maxSites }

    mutating func walk(_ value: JSONValue, _ shapes: [Shape], path: InstancePath, depth: Int) {
        guard depth <= limits.maxDepth, !isFull else { return }
        var parts: [Shape] = []
        var references: Set<SchemaReference> = []
        for shape in shapes { gather(shape, value, path, into: &parts, references: &references) }
        if let listed = parts.lazy.compactMap(\.enumValues).first, parts.allSatisfy({ $0.constValue == nil }) {
            enumCandidates(value, listed, path)
        }
        switch value {
        case .object(let object): objectCandidates(object, parts, path, depth)
        case .array(let elements): arrayCandidates(elements, parts, path, depth)
        case .string(let text): stringCandidates(text, parts, path)
        case .number(let number): numberCandidates(number, parts, path)
        case .bool, .null: break
        }
    }

    /// The shapes that apply to `value`: `shape`, its `$ref` targets and `allOf` parts, and the
    /// `oneOf` / `anyOf` branches `value` matches. A branch it does not match is a candidate.
    private mutating func gather(
        _ shape: Shape, _ value: JSONValue, _ path: InstancePath, into parts: inout [Shape],
        references: inout Set<SchemaReference>
    ) {
        guard parts.count < limits.maxShapesPerLocation else { return }
        parts.append(shape)
        if let reference = shape.ref, references.insert(reference).inserted, let target = check.validator.schemas[reference] {
            gather(target, value, path, into: &parts, references: &references)
        }
        for part in shape.allOf { gather(part, value, path, into: &parts, references: &references) }
        for (combinator, branches) in [("oneOf", shape.oneOf), ("anyOf", shape.anyOf)] where !branches.isEmpty {
            for (index, branch) in branches.enumerated() {
                if check.conforms(value, branch) {
                    gather(branch, value, path, into: &parts, references: &references)
                } else {
                    branchCandidate(branch, index: index, combinator: combinator, path)
                }
            }
        }
    }

    private mutating func add(_ kind: ResponseVariant.Kind, _ name: String, _ finding: String, _ edit: ValueEdit) {
        guard !isFull else { return }
        candidates.append(VariantCandidate(kind: kind, name: name, finding: finding, edit: edit))
    }

    private mutating func branchCandidate(_ branch: Shape, index: Int, combinator: String, _ path: InstancePath) {
        guard let sample = sampler.sample(branch) else { return }
        let pointer = ValueEdit.pointer(path)
        let label = branch.ref.map { "\($0.name) (\(combinator) branch \(index + 1))" } ?? "\(combinator) branch \(index + 1)"
        add(.branches, "\(pointer) as \(label)", "\(pointer) is \(label)", ValueEdit(path: path, change: .set(sample)))
    }

    private mutating func enumCandidates(_ value: JSONValue, _ listed: [JSONValue], _ path: InstancePath) {
        let pointer = ValueEdit.pointer(path)
        for other in listed.prefix(limits.maxEnumValues) where other != value {
            let text = JSONWriter.compact.write(other)
            add(.enumValues, "\(pointer) \(text)", "\(pointer) is \(text)", ValueEdit(path: path, change: .set(other)))
        }
    }

    private mutating func objectCandidates(_ object: JSONObject, _ parts: [Shape], _ path: InstancePath, _ depth: Int) {
        let required = Set(parts.flatMap(\.required))
        for member in object.members {
            let declared = parts.compactMap { $0.property(member.key) }
            guard !declared.isEmpty else { continue }
            let memberPath = path.appending(.key(member.key))
            let pointer = ValueEdit.pointer(memberPath)
            if member.value != .null, declared.allSatisfy({ check.conforms(.null, $0) }) {
                add(.nullMembers, "\(pointer) null", "\(pointer) is null", ValueEdit(path: memberPath, change: .set(.null)))
            }
            if !required.contains(member.key) {
                add(.absentMembers, "\(pointer) absent", "\(pointer) is absent", ValueEdit(path: memberPath, change: .remove))
            }
            walk(member.value, declared, path: memberPath, depth: depth + 1)
        }
        guard parts.contains(where: { !$0.properties.isEmpty }), object[Self.unknownMemberName] == nil else { return }
        let extra = parts.lazy.compactMap { part -> Shape? in
            if case .shape(let shape) = part.additionalProperties { return shape }
            return nil
        }.first
        guard let filler = extra.map({ sampler.sample($0) }) ?? .string("ignored") else { return }
        let pointer = ValueEdit.pointer(path)
        add(
            .unknownMembers, "\(pointer) unknown member", "\(pointer) has a member the contract does not declare",
            ValueEdit(path: path, change: .insert(Self.unknownMemberName, filler)))
    }

    private mutating func arrayCandidates(_ elements: [JSONValue], _ parts: [Shape], _ path: InstancePath, _ depth: Int) {
        let pointer = ValueEdit.pointer(path)
        if !elements.isEmpty {
            add(.emptyArrays, "\(pointer) empty", "\(pointer) is empty", ValueEdit(path: path, change: .set(.array([]))))
        }
        if let least = parts.compactMap(\.minItems).max(), least > 0, elements.count > least {
            add(
                .arrayBounds, "\(pointer) at minItems \(least)", "\(pointer) has \(least) elements, its minItems",
                ValueEdit(path: path, change: .set(.array(Array(elements.prefix(least))))))
        }
        if let most = parts.compactMap(\.maxItems).min(), let last = elements.last, elements.count < most,
            most <= limits.maxArrayElements
        {
            let padded = elements + Array(repeating: last, count: most - elements.count)
            add(
                .arrayBounds, "\(pointer) at maxItems \(most)", "\(pointer) has \(most) elements, its maxItems",
                ValueEdit(path: path, change: .set(.array(padded))))
        }
        guard let first = elements.first else { return }
        let items = parts.compactMap(\.items)
        if !items.isEmpty { walk(first, items, path: path.appending(.index(0)), depth: depth + 1) }
    }

    private mutating func stringCandidates(_ text: String, _ parts: [Shape], _ path: InstancePath) {
        let pointer = ValueEdit.pointer(path)
        let length = text.count
        let seed = text.isEmpty ? "x" : text
        if let least = parts.compactMap(\.minLength).max(), least != length, least <= limits.maxStringLength {
            add(
                .stringBounds, "\(pointer) at minLength \(least)", "\(pointer) is \(least) characters long, its minLength",
                ValueEdit(path: path, change: .set(.string(Self.resized(seed, to: least)))))
        }
        if let most = parts.compactMap(\.maxLength).min(), most != length, most <= limits.maxStringLength {
            add(
                .stringBounds, "\(pointer) at maxLength \(most)", "\(pointer) is \(most) characters long, its maxLength",
                ValueEdit(path: path, change: .set(.string(Self.resized(seed, to: most)))))
        }
    }

    /// `seed` cut or repeated to exactly `count` characters.
    private static func resized(_ seed: String, to count: Int) -> String {
        var result = ""
        while result.count < count { result += seed }
        return String(result.prefix(count))
    }

    private mutating func numberCandidates(_ number: JSONNumber, _ parts: [Shape], _ path: InstancePath) {
        let pointer = ValueEdit.pointer(path)
        var bounds: [(String, JSONNumber)] = []
        if let least = parts.compactMap(\.minimum).max(by: { $0.double < $1.double }) { bounds.append(("minimum", least)) }
        if let most = parts.compactMap(\.maximum).min(by: { $0.double < $1.double }) { bounds.append(("maximum", most)) }
        if number.isInteger {
            // An integer just inside an exclusive bound; a fractional one has no "just inside".
            if let above = parts.compactMap(\.exclusiveMinimum).compactMap(\.int).max(), above < Int.max {
                bounds.append(("exclusiveMinimum", JSONNumber(above + 1)))
            }
            if let below = parts.compactMap(\.exclusiveMaximum).compactMap(\.int).min(), below > Int.min {
                bounds.append(("exclusiveMaximum", JSONNumber(below - 1)))
            }
        }
        for (keyword, bound) in bounds where bound != number {
            add(
                .numberBounds, "\(pointer) at \(keyword) \(bound)", "\(pointer) is \(bound), at its \(keyword)",
                ValueEdit(path: path, change: .set(.number(bound))))
        }
    }
}
