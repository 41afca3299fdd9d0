/// A text's Unicode scalars, each with whether an escaper must write it as an escape: the
/// ``Unicode/Scalar/isInvisibleOrControl`` predicate, read in context.
///
/// The one context is an emoji. A zero-width joiner, a variation selector (U+FE0E, U+FE0F) or a
/// tag character right after an emoji, or after another such joiner that follows one, is part
/// of the picture (`❤️`, `👩‍💻`, a subdivision flag), so it is kept as written. Anywhere else
/// it is invisible and escaped: `a\u{FE0F}` would read as `a`. ASCII digits, `#` and `*` are
/// emoji only as keycaps, so after them the joiners are escaped too.
///
/// ```swift
/// for (scalar, invisible) in VisibleScalars(text.unicodeScalars) {
///     result += invisible ? scalar.visibleEscape : String(scalar)
/// }
/// ```
public struct VisibleScalars<Base: Sequence>: Sequence where Base.Element == Unicode.Scalar {
    private let base: Base

    /// The scalars of `base`, marked.
    public init(_ base: Base) {
        self.base = base
    }

    /// An iterator over the marked scalars, from the first.
    public func makeIterator() -> Iterator {
        Iterator(base: base.makeIterator())
    }

    /// Walks the scalars, remembering whether the last one belongs to an emoji.
    public struct Iterator: IteratorProtocol {
        fileprivate var base: Base.Iterator
        private var inEmoji = false

        fileprivate init(base: Base.Iterator) {
            self.base = base
        }

        /// The next scalar, and whether it must be written as an escape.
        public mutating func next() -> (scalar: Unicode.Scalar, invisible: Bool)? {
            guard let scalar = base.next() else { return nil }
            if inEmoji, scalar.joinsEmoji { return (scalar, false) }
            inEmoji = !scalar.isASCII && scalar.properties.isEmoji
            return (scalar, scalar.isInvisibleOrControl)
        }
    }
}

extension Unicode.Scalar {
    /// The zero-width joiner, the text and emoji variation selectors, and the tag characters:
    /// invisible alone, part of the picture inside an emoji sequence.
    fileprivate var joinsEmoji: Bool {
        value == 0x200D || value == 0xFE0E || value == 0xFE0F || (0xE0020...0xE007F).contains(value)
    }
}
