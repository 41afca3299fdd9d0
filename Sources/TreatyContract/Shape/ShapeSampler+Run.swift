extension ShapeSampler {
    /// One call of ``ShapeSampler/sample(_:)``: the step budget and the `$ref`s being sampled
    /// further up the value.
    ///
    /// Sampling is generate-and-check: the keywords of every shape that applies to a value
    /// (see ``Conjunction``) suggest a short, ordered list of candidates per JSON type, and the
    /// first one the validator accepts wins. `anyOf` and `oneOf` are searched branch by branch;
    /// `not`, `oneOf`'s "exactly one" and anything the candidates got wrong are caught by the check.
    struct Run {
        let schemas: SchemaTable
        let limits: Limits
        let validator: ShapeValidator
        /// The shapes compiled for checking candidates, shared by the runs of one sample.
        let memo: CompileMemo
        private var steps = 0
        /// The shape applications left for checking candidates, shared by all of them
        /// (``ValidationLimits/maxApplications`` of the validator): when they run out, so do the steps.
        private var applications: Int
        /// Schemas expanded for the values enclosing the one being sampled. Meeting one of them
        /// again would nest the same schema without end, so that branch fails instead.
        private var enclosingReferences: [SchemaReference] = []
        /// Whether a value whose smallest forms are all refused is tried once more with ``fuller``
        /// set: only in a second search, after a first without it found nothing.
        let allowsFuller: Bool
        /// Whether objects get their optional members too and arrays at least one item: the second
        /// try for a value whose smallest form is refused, mostly a `oneOf` whose branches all
        /// accept it (an error object whose `errors` list holds objects in one branch and strings
        /// in the other: only a filled list tells them apart).
        private(set) var fuller = false

        init(sampler: ShapeSampler, allowsFuller: Bool = false, memo: CompileMemo = CompileMemo()) {
            schemas = sampler.schemas
            self.memo = memo
            limits = sampler.limits
            validator = sampler.validator
            applications = sampler.validator.limits.maxApplications
            self.allowsFuller = allowsFuller
        }

        /// Whether the step budget is spent; every search loop stops when it is.
        var exhausted: Bool { steps > limits.maxSteps }

        /// Charges `cost` steps; false once the budget is spent.
        mutating func spend(_ cost: Int = 1) -> Bool {
            steps += min(max(cost, 0), limits.maxSteps + 1)
            return !exhausted
        }

        /// A value conforming to all of `shapes` and equal to none of `excluding`, or nil.
        ///
        /// `excluding` is how `uniqueItems` gets distinct items: each item avoids the ones before it.
        mutating func sample(_ shapes: [Shape], excluding: Set<JSONValue>, depth: Int) -> JSONValue? {
            guard depth <= limits.maxDepth, spend() else { return nil }
            var conjunction = Conjunction()
            for shape in shapes {
                guard gather(shape, into: &conjunction) else { return nil }
            }
            let whole = Run.allOf(shapes)
            return solve(conjunction, whole, excluding: excluding, depth: depth, choices: 0)
        }

        /// Adds `shape`, its `$ref` target and its `allOf` branches to `conjunction`; false when
        /// one of them accepts nothing (`false`, an unknown or endlessly nested `$ref`).
        private mutating func gather(_ shape: Shape, into conjunction: inout Conjunction) -> Bool {
            var pending = [shape]
            while let next = pending.popLast() {
                guard spend() else { return false }
                if let accepted = next.booleanSchema {
                    guard accepted else { return false }
                    continue
                }
                conjunction.parts.append(next)
                if !next.anyOf.isEmpty {
                    conjunction.choices.append(Self.named(next.anyOf, next.oneOf.isEmpty ? next.discriminator : nil))
                }
                if !next.oneOf.isEmpty { conjunction.choices.append(Self.named(next.oneOf, next.discriminator)) }
                if next.oneOf.isEmpty, next.anyOf.isEmpty, let discriminator = next.discriminator, !discriminator.mapping.isEmpty
                {
                    conjunction.choices.append(Self.subtypes(discriminator, at: next.location))
                }
                var nested = next.allOf
                if let reference = next.ref {
                    guard !enclosingReferences.contains(reference), let target = schemas[reference] else { return false }
                    if !conjunction.references.contains(reference) {
                        conjunction.references.append(reference)
                        nested.insert(target, at: 0)
                    }
                }
                pending += nested.reversed()
            }
            return true
        }

        /// `branches`, first each one a discriminator names required to carry the member naming it
        /// (`kind: card` for `Card`), so a value built for it is checked against it; then the
        /// branches as they are, for documents whose members hold other values than the names
        /// (OpenAI's `type: message` for `Message`, without a mapping), checked by the plain rule.
        private static func named(_ branches: [Shape], _ discriminator: Discriminator?) -> [Shape] {
            guard let discriminator else { return branches }
            return branches.compactMap { branch in
                guard let reference = branch.ref else { return nil }
                var member = Shape(at: branch.location)
                member.constValue = .string(discriminator.value(naming: reference))
                var tag = Shape(at: branch.location)
                tag.properties = [Shape.Property(name: discriminator.propertyName, shape: member)]
                tag.required = [discriminator.propertyName]
                var named = Shape(at: branch.location)
                named.allOf = [branch, tag]
                return named
            } + branches
        }

        /// OpenAPI's inheritance (a discriminator with no branches beside it): each subtype its
        /// mapping names, carrying the member naming it, as a client meets the schema in
        /// practice; then the schema alone, whose member may name no subtype.
        private static func subtypes(_ discriminator: Discriminator, at location: FileLocation) -> [Shape] {
            let named = discriminator.mapping.map { entry in
                var subtype = Shape(at: entry.location ?? location)
                subtype.ref = entry.reference
                return subtype
            }
            return Array(Self.named(named, discriminator).prefix(named.count)) + [Shape(at: location)]
        }

        /// Chooses a branch for each pending `anyOf` / `oneOf`, in order, then builds a value.
        private mutating func solve(
            _ conjunction: Conjunction, _ whole: Shape, excluding: Set<JSONValue>, depth: Int, choices: Int
        ) -> JSONValue? {
            var rest = conjunction
            guard !rest.choices.isEmpty else { return build(conjunction, whole, excluding: excluding, depth: depth) }
            guard choices < limits.maxDepth else { return nil }
            for branch in rest.choices.removeFirst() where !exhausted {
                var chosen = rest
                guard spend(), gather(branch, into: &chosen) else { continue }
                if let value = solve(chosen, whole, excluding: excluding, depth: depth, choices: choices + 1) {
                    return value
                }
            }
            return nil
        }

        /// The first candidate that `whole` accepts: a listed (`const` / `enum`) value, or a value
        /// of each type in ``Conjunction/typeOrder`` in turn.
        private mutating func build(_ conjunction: Conjunction, _ whole: Shape, excluding: Set<JSONValue>, depth: Int)
            -> JSONValue?
        {
            if let listed = conjunction.listedValues {
                for value in listed.filter({ $0 != .null }) + [.null] {
                    if accepts(value, whole, excluding) { return value }
                }
                return nil
            }
            let enclosing = enclosingReferences.count
            enclosingReferences += conjunction.references
            defer { enclosingReferences.removeSubrange(enclosing...) }
            let types = conjunction.typeOrder
            if let value = firstAccepted(types, conjunction, whole, excluding: excluding, depth: depth) { return value }
            // Only when every smallest value was refused.
            guard allowsFuller, !fuller else { return nil }
            fuller = true
            defer { fuller = false }
            let containers = types.filter { $0 == .object || $0 == .array }
            return firstAccepted(containers, conjunction, whole, excluding: excluding, depth: depth)
        }

        /// The first candidate of `types`, in order, that `whole` accepts.
        private mutating func firstAccepted(
            _ types: [JSONType], _ conjunction: Conjunction, _ whole: Shape, excluding: Set<JSONValue>, depth: Int
        ) -> JSONValue? {
            for type in types where !exhausted {
                for candidate in candidates(type, conjunction, excluding: excluding, depth: depth) {
                    if accepts(candidate, whole, excluding) { return candidate }
                }
            }
            return nil
        }

        private mutating func candidates(
            _ type: JSONType, _ conjunction: Conjunction, excluding: Set<JSONValue>, depth: Int
        ) -> [JSONValue] {
            // Which of a type's numbered variants to try: the first two, and, when values are excluded
            // (mostly the earlier items of a `uniqueItems` array, which took the variants before), the
            // next two. So n distinct items cost n short lists rather than lists of up to n values.
            let variants = Set([0, 1, excluding.count, excluding.count + 1]).sorted()
            switch type {
            case .null: return [.null]
            case .boolean: return [false, true]
            case .integer: return numbers(conjunction, integer: true, variants: variants)
            case .number: return numbers(conjunction, integer: false, variants: variants)
            case .string: return strings(conjunction, variants: variants)
            case .array: return array(conjunction, excluding: excluding, depth: depth).map { [$0] } ?? []
            case .object: return object(conjunction, excluding: excluding, depth: depth).map { [$0] } ?? []
            }
        }

        /// Whether `value` is new and valid against `whole`; each check costs a step.
        private mutating func accepts(_ value: JSONValue, _ whole: Shape, _ excluding: Set<JSONValue>) -> Bool {
            guard !excluding.contains(value), spend() else { return false }
            let accepted = validator.conforms(value, to: whole, applications: &applications, memo: memo)
            if applications <= 0 { steps = limits.maxSteps + 1 }
            return accepted
        }

        /// One shape standing for all of `shapes`, for the validator.
        private static func allOf(_ shapes: [Shape]) -> Shape {
            if shapes.count == 1 { return shapes[0] }
            var whole = Shape(at: shapes.first?.location ?? FileLocation(file: "", line: 0, column: 0))
            whole.allOf = shapes
            return whole
        }
    }
}
