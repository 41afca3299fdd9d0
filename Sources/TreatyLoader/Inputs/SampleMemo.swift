import TreatyContract

/// Samples by shape, its own location and prose aside: a document reuses a few schemas
/// (`$ref: Problem`) across hundreds of operations, and sampling validates every candidate.
/// Owned by one builder, which also checks values through it, so that every shape it meets is
/// compiled for validation once. Not shared between threads.
final class SampleMemo {
    let sampler: ShapeSampler
    /// The shapes compiled for checking values, kept across samples and checks: a body compiled
    /// to sample it is not compiled again to check its fuller form or to sample its members.
    private let compiled = CompileMemo()
    private var values: [Key: JSONValue?] = [:]
    /// Samples that avoid given values, by shape and the values avoided: a document's every
    /// `{id}` path parameter avoids the same example in its `allInputs` scenario.
    private var avoiding: [Avoiding: JSONValue?] = [:]
    /// The same shape met again (a shared `components.responses` body at every use): found by
    /// identity, without hashing its keywords. The shape is kept so its identity stays its own.
    private var seen: [ObjectIdentifier: (shape: Shape, value: JSONValue?)] = [:]

    init(_ sampler: ShapeSampler) {
        self.sampler = sampler
    }

    /// A shape, compared apart from its location and description (a sample depends on neither;
    /// ``Shape/equalsApartFromPlaceAndProse(_:)``, in place: a copy with the two cleared, made at
    /// every lookup, was a tenth of the memo's cost), and hashed by its outer keywords and where
    /// its nested shapes are written: hashing every nested schema of a large inline body at each
    /// new shape was most of the memo's cost. Equal shapes agree on all of these (a shape's
    /// equality counts its nested shapes' locations), so the memo finds what a whole hash finds.
    /// The string and number bounds are hashed too: without them the thousands of plain strings
    /// of a large document, told apart by a `maxLength`, fell on one hash and every lookup
    /// compared them one by one.
    ///
    /// The hash is kept and compared first: a dictionary compares the key it looks for with every
    /// key on its probe path, and comparing two shapes compares every keyword of both.
    private struct Key: Hashable {
        let shape: Shape
        private let hash: Int

        init(_ shape: Shape) {
            self.shape = shape
            var hasher = Hasher()
            Self.combine(shape, into: &hasher)
            hash = hasher.finalize()
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hash == rhs.hash && lhs.shape.equalsApartFromPlaceAndProse(rhs.shape)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }

        private static func combine(_ shape: Shape, into hasher: inout Hasher) {
            hasher.combine(shape.ref)
            hasher.combine(shape.types)
            hasher.combine(shape.format)
            hasher.combine(shape.enumValues?.count)
            hasher.combine(shape.pattern)
            hasher.combine(shape.minLength)
            hasher.combine(shape.maxLength)
            hasher.combine(shape.minimum)
            hasher.combine(shape.maximum)
            hasher.combine(shape.minItems)
            hasher.combine(shape.maxItems)
            for property in shape.properties {
                hasher.combine(property.name)
                combine(property.shape.location, into: &hasher)
            }
            for nested in [shape.items, shape.not].compactMap({ $0 }) + shape.oneOf + shape.anyOf + shape.allOf {
                combine(nested.location, into: &hasher)
            }
        }

        /// A nested shape's line and column: which schema of the document it is.
        private static func combine(_ location: FileLocation, into hasher: inout Hasher) {
            hasher.combine(location.line)
            hasher.combine(location.column)
        }
    }

    /// A shape and the values its sample must avoid.
    private struct Avoiding: Hashable {
        let shape: Key
        let excluded: Set<JSONValue>
    }

    func sample(_ shape: Shape) -> JSONValue? {
        if let known = seen[shape.storageIdentity] { return known.value }
        let key = Key(shape)
        let value: JSONValue?
        if let known = values[key] {
            value = known
        } else {
            value = sampler.sample(shape, memo: compiled)
            values[key] = value
        }
        seen[shape.storageIdentity] = (shape, value)
        return value
    }

    /// A value valid against `shape` and equal to none of `excluding`, or nil; memoized by the
    /// shape and the values excluded, as a sample depends on nothing else.
    func sample(_ shape: Shape, excluding: Set<JSONValue>) -> JSONValue? {
        guard !excluding.isEmpty else { return sample(shape) }
        let key = Avoiding(shape: Key(shape), excluded: excluding)
        if let known = avoiding[key] { return known }
        let value = sampler.sample(shape, excluding: excluding, memo: compiled)
        avoiding[key] = value
        return value
    }

    /// Whether `value` conforms to `shape`, as ``ShapeValidator/conforms(_:to:)`` says.
    func conforms(_ value: JSONValue, to shape: Shape) -> Bool {
        sampler.validator.conforms(value, to: shape, memo: compiled)
    }
}
