import Foundation

/// RFC 6901 JSON pointers as the validator writes them (`/items/0/a~1b`), read back into the
/// member names and indices they are made of, for the code that walks a document along one.
public enum JSONPointer {
    /// The unescaped tokens of `pointer`: `"/a~1b/0"` → `["a/b", "0"]`; `""` (the root) → `[]`.
    public static func tokens(_ pointer: String) -> [String] {
        guard !pointer.isEmpty else { return [] }
        return pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            String($0).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }
}
