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
    /// Nullable members `null`, optional members absent and unknown members come first, each as
    /// one variant of every such member at once, with its one-member ``ResponseVariant/parts``
    /// (a member inside another nullable or optional member gets a variant of its own, one level
    /// later). The other kinds follow, taken in turn one of each, up to ``Limits/maxVariants`` in all.
    public func variants(of body: JSONValue, shape: Shape, kinds: Set<ResponseVariant.Kind> = Set(ResponseVariant.Kind.allCases))
        -> [ResponseVariant]
    {
        var check = VariantCheck(validator: validator, applications: limits.maxApplications)
        guard check.conforms(body, shape) else { return [] }
        var sites = VariantSites(check: check, limits: limits)
        sites.walk(body, [shape], path: InstancePath(), depth: 0)
        check = sites.check
        let candidates = sites.candidates.filter { kinds.contains($0.kind) }
        var result: [ResponseVariant] = []
        var names: Set<String> = []
        func keep(_ variant: ResponseVariant) {
            guard result.count < limits.maxVariants, names.insert(variant.name).inserted else { return }
            result.append(variant)
        }
        let grouped: [ResponseVariant.Kind] = [.nullMembers, .absentMembers, .unknownMembers]
        for kind in grouped {
            let group = Grouping(kind: kind, body: body, shape: shape, maxParts: limits.maxParts, maxLevels: limits.maxLevels)
            for variant in group.variants(candidates.filter { $0.kind == kind }, &check) { keep(variant) }
        }
        var queues = ResponseVariant.Kind.allCases.filter { !grouped.contains($0) }.map { kind in
            candidates.filter { $0.kind == kind }[...]
        }
        while result.count < limits.maxVariants, queues.contains(where: { !$0.isEmpty }) {
            for index in queues.indices {
                guard let candidate = queues[index].popFirst() else { continue }
                if let variant = Grouping.checked(candidate, body, shape, &check) { keep(variant) }
            }
        }
        return result
    }

    /// The parts of `variant` the shape accepts, each one a variant of its own: what a run tries
    /// when the variant of all of them at once failed, to name the member.
    public func checkedParts(of variant: ResponseVariant, shape: Shape) -> [ResponseVariant] {
        var check = VariantCheck(validator: validator, applications: limits.maxApplications)
        return variant.parts.filter { check.conforms($0.body, shape) }
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
        /// The most shape applications spent checking one body's variants (default 2 000 000):
        /// candidates checked after that are left out.
        public var maxApplications: Int

        /// Limits; the defaults suit API bodies.
        public init(
            maxVariants: Int = 32, maxParts: Int = 64, maxLevels: Int = 3, maxDepth: Int = 32, maxSites: Int = 2_000,
            maxShapesPerLocation: Int = 64, maxArrayElements: Int = 100, maxStringLength: Int = 4_096, maxEnumValues: Int = 16,
            maxApplications: Int = 2_000_000
        ) {
            self.maxApplications = maxApplications
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
