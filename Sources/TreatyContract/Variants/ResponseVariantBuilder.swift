/// Makes the boundary responses of a success scenario: its fixture with members `null` or left
/// out, arrays empty or at their bounds, enums at each declared value, numbers and strings at
/// their bounds, an unknown member added, each `oneOf` branch (see ``ResponseVariant/Kind``).
///
/// Every variant is checked with ``ShapeValidator`` against the response's shape before it is
/// returned, so a variant is never a response the contract forbids: a candidate the shape
/// refuses (a `minItems` that an empty array breaks, a `pattern` a padded string misses) is
/// dropped. The same body and shape always give the same variants, in the same order.
///
/// One builder serves generated suites, `treaty serve --variants` and response probing alike:
///
/// ```swift
/// let builder = ResponseVariantBuilder(schemas: contract.schemaTable)
/// for variant in builder.variants(of: fixture, shape: response.body!) {
///     print(variant.name)   // "/0/name null"
/// }
/// ```
public struct ResponseVariantBuilder: Sendable {
    /// The validator every variant passes.
    public let validator: ShapeValidator
    /// The bounds on the work and the number of variants.
    public let limits: Limits

    /// A builder resolving `$ref` through `schemas`.
    public init(schemas: SchemaTable, limits: Limits = .init()) {
        self.init(validator: ShapeValidator(schemas: schemas), limits: limits)
    }

    /// A builder checking with `validator`, for a caller that already holds the contract's.
    public init(validator: ShapeValidator, limits: Limits = .init()) {
        self.validator = validator
        self.limits = limits
    }

    /// The variants of `body` under `shape`, of the kinds in `kinds`; none when `body` itself
    /// does not conform (a scenario that serves a malformed body on purpose).
    ///
    /// Nullable members `null` and optional members absent come first, each as one variant of
    /// every such member at once (with its one-member ``ResponseVariant/parts``; a member inside
    /// another such member gets a variant of its own, one level deeper). The other kinds follow,
    /// taken in turn one of each, up to ``Limits/maxVariants`` in all.
    public func variants(of body: JSONValue, shape: Shape, kinds: Set<ResponseVariant.Kind> = Set(ResponseVariant.Kind.allCases))
        -> [ResponseVariant]
    {
        guard validator.conforms(body, to: shape) else { return [] }
        var sites = VariantSites(validator: validator, limits: limits)
        sites.walk(body, [shape], path: [], depth: 0)
        let candidates = sites.candidates.filter { kinds.contains($0.kind) }
        var result: [ResponseVariant] = []
        var names: Set<String> = []
        func keep(_ variant: ResponseVariant) {
            guard result.count < limits.maxVariants, names.insert(variant.name).inserted else { return }
            result.append(variant)
        }
        for (kind, label) in [(ResponseVariant.Kind.nullMembers, "null"), (.absentMembers, "absent")] {
            for variant in grouped(candidates.filter { $0.kind == kind }, label, body, shape) { keep(variant) }
        }
        var queues = ResponseVariant.Kind.allCases.map { kind in candidates.filter { $0.kind == kind }[...] }
        queues.removeFirst(2)
        while result.count < limits.maxVariants, queues.contains(where: { !$0.isEmpty }) {
            for index in queues.indices {
                guard let candidate = queues[index].popFirst() else { continue }
                if let variant = checked(candidate, body, shape) { keep(variant) }
            }
        }
        return result
    }

    /// `candidate` made into a variant, or nil when the shape refuses the body it gives.
    private func checked(_ candidate: VariantCandidate, _ body: JSONValue, _ shape: Shape) -> ResponseVariant? {
        let changed = candidate.edit.applied(to: body)
        guard changed != body, validator.conforms(changed, to: shape) else { return nil }
        return ResponseVariant(kind: candidate.kind, name: candidate.name, finding: candidate.finding, body: changed)
    }

    /// The members of one kind, all at once, level by level: first those with no such member
    /// inside them, then those around them, and so on, since nulling or dropping an outer member
    /// hides the inner ones. A level whose members together break the shape (a `minProperties`,
    /// say) gives its one-member variants instead.
    private func grouped(_ candidates: [VariantCandidate], _ label: String, _ body: JSONValue, _ shape: Shape)
        -> [ResponseVariant]
    {
        var remaining = candidates
        var result: [ResponseVariant] = []
        var level = 1
        while !remaining.isEmpty, level <= limits.maxLevels {
            let inner = remaining.filter { outer in
                !remaining.contains { $0.edit != outer.edit && $0.edit.isWithin(outer.edit) }
            }
            remaining.removeAll { candidate in inner.contains { $0.edit == candidate.edit } }
            let checkedParts = inner.prefix(limits.maxParts).compactMap { candidate in
                checked(candidate, body, shape).map { (edit: candidate.edit, variant: $0) }
            }
            let parts = checkedParts.map(\.variant)
            defer { level += 1 }
            guard parts.count > 1 else {
                result += parts
                continue
            }
            let together = checkedParts.reduce(body) { $1.edit.applied(to: $0) }
            guard validator.conforms(together, to: shape) else {
                result += parts
                continue
            }
            let suffix = level == 1 ? "" : ", level \(level)"
            let word = parts[0].kind == .nullMembers ? "nullable" : "optional"
            let listed = checkedParts.prefix(4).map(\.edit.pointer).joined(separator: ", ")
            let more = parts.count > 4 ? " and \(parts.count - 4) more" : ""
            result.append(
                ResponseVariant(
                    kind: parts[0].kind, name: "every \(word) member \(label)\(suffix)",
                    finding: "every \(word) member is \(label) (\(listed)\(more))", body: together, parts: parts))
        }
        return result
    }

    /// Bounds that keep variants few and cheap on large bodies and hostile shapes; documented in
    /// docs/generate.md.
    public struct Limits: Sendable, Hashable {
        /// The most variants per scenario (default 32).
        public var maxVariants: Int
        /// The most one-member parts of an all-at-once variant (default 64).
        public var maxParts: Int
        /// The most levels of all-at-once variants per kind (default 3).
        public var maxLevels: Int
        /// The deepest location walked (default 32).
        public var maxDepth: Int
        /// The most candidates considered per body (default 2 000).
        public var maxSites: Int
        /// The most shapes read together at one location (default 64).
        public var maxShapesPerLocation: Int
        /// The largest `maxItems` an array is filled to (default 100).
        public var maxArrayElements: Int
        /// The longest string a length bound makes (default 4 096 characters).
        public var maxStringLength: Int
        /// The most enum values tried per member (default 16).
        public var maxEnumValues: Int

        /// Limits; the defaults suit API bodies.
        public init(
            maxVariants: Int = 32, maxParts: Int = 64, maxLevels: Int = 3, maxDepth: Int = 32, maxSites: Int = 2_000,
            maxShapesPerLocation: Int = 64, maxArrayElements: Int = 100, maxStringLength: Int = 4_096, maxEnumValues: Int = 16
        ) {
            self.maxVariants = maxVariants
            self.maxParts = maxParts
            self.maxLevels = maxLevels
            self.maxDepth = maxDepth
            self.maxSites = maxSites
            self.maxShapesPerLocation = maxShapesPerLocation
            self.maxArrayElements = maxArrayElements
            self.maxStringLength = maxStringLength
            self.maxEnumValues = maxEnumValues
        }
    }
}
