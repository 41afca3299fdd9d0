import TreatyContract

/// Samples by shape, its own location aside: a document reuses a few schemas (`$ref: Problem`)
/// across hundreds of operations, and sampling validates every candidate. Owned by one builder.
final class SampleMemo {
    let sampler: ShapeSampler
    private var values: [Key: JSONValue?] = [:]
    /// The same shape met again (a shared `components.responses` body at every use): found by
    /// identity, without hashing its keywords. The shape is kept so its identity stays its own.
    private var seen: [ObjectIdentifier: (shape: Shape, value: JSONValue?)] = [:]

    init(_ sampler: ShapeSampler) {
        self.sampler = sampler
    }

    /// A shape, its location cleared, compared whole but hashed by its outer keywords and where
    /// its nested shapes are written: hashing every nested schema of a large inline body at each
    /// new shape was most of the memo's cost. Equal shapes agree on all of these (a shape's
    /// equality counts its nested shapes' locations), so the memo finds what a whole hash finds.
    private struct Key: Hashable {
        let shape: Shape

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.shape == rhs.shape }

        func hash(into hasher: inout Hasher) {
            hasher.combine(shape.ref)
            hasher.combine(shape.types)
            hasher.combine(shape.format)
            hasher.combine(shape.enumValues?.count)
            for property in shape.properties {
                hasher.combine(property.name)
                Self.combine(property.shape.location, into: &hasher)
            }
            for nested in [shape.items, shape.not].compactMap({ $0 }) + shape.oneOf + shape.anyOf + shape.allOf {
                Self.combine(nested.location, into: &hasher)
            }
        }

        /// A nested shape's line and column: which schema of the document it is.
        private static func combine(_ location: FileLocation, into hasher: inout Hasher) {
            hasher.combine(location.line)
            hasher.combine(location.column)
        }
    }

    func sample(_ shape: Shape) -> JSONValue? {
        if let known = seen[shape.storageIdentity] { return known.value }
        var cleared = shape
        cleared.location = FileLocation(file: "", line: 0, column: 0)
        let key = Key(shape: cleared)
        let value: JSONValue?
        if let known = values[key] {
            value = known
        } else {
            value = sampler.sample(shape)
            values[key] = value
        }
        seen[shape.storageIdentity] = (shape, value)
        return value
    }
}
