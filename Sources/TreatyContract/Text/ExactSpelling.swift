/// A text compared byte by byte, as a dictionary key.
///
/// Swift's `==` on strings is canonical equivalence: `é` and `e` followed by a combining accent
/// are equal. Checks that read scalars or bytes (the backtracking analysis of a `pattern`, the
/// secret detectors) can judge the two spellings differently, so a cache of their answers must
/// keep them apart.
public struct ExactSpelling: Hashable, Sendable {
    /// The text, as written.
    public let text: String

    /// The key for `text`'s exact bytes.
    public init(_ text: String) {
        self.text = text
    }

    /// Whether the two texts have the same bytes.
    public static func == (lhs: ExactSpelling, rhs: ExactSpelling) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    /// Hashes the bytes, so equal keys hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text.utf8.count)
        for byte in text.utf8 { hasher.combine(byte) }
    }
}
