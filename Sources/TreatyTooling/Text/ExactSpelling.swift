import Foundation

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
        let count = lhs.text.utf8.count
        guard count == rhs.text.utf8.count else { return false }
        guard count > 0 else { return true }
        return lhs.withBytes { left in rhs.withBytes { right in memcmp(left.baseAddress!, right.baseAddress!, count) == 0 } }
    }

    /// Hashes the bytes, so equal keys hash alike: in one piece, since a cache lookup hashes every
    /// string it is given (the strings of a large document's examples, most of them URLs) and
    /// hashing byte by byte cost more than the lookups saved.
    public func hash(into hasher: inout Hasher) {
        withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// The UTF-8 bytes in one buffer: the string's own storage, or a copy for one stored otherwise.
    private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
