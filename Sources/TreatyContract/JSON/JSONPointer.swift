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

    /// `name` as one pointer token: `~` written `~0`, `/` written `~1` (`a/b` → `a~1b`).
    public static func escape(_ name: String) -> String {
        guard name.contains(where: { $0 == "~" || $0 == "/" }) else { return name }
        return name.replacingEvery("~", with: "~0").replacingEvery("/", with: "~1")
    }
}

extension String {
    /// Every `target` character replaced by `replacement`. The standard library's `replacing` and
    /// `split(separator:)` on a string need macOS 13 / iOS 16, newer than the runtime's deployment targets.
    fileprivate func replacingEvery(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
