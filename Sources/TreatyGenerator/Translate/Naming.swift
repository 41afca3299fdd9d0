/// Derives Swift identifiers from contract names (endpoint ids, parameter and header names).
///
/// Identifiers are derived, never copied: only ASCII letters, digits and `_` survive, a leading
/// digit gets a `_`, very long names are shortened with a stable hash, and Swift keywords are
/// escaped. Whatever a contract says, the result is one identifier token.
enum Naming {
    /// The longest identifier written; longer names keep a prefix and a hash of the whole name.
    static let maximumLength = 64

    /// `listProjects` → `ListProjects`: a bare name to be used with a suffix (`ListProjectsInput`).
    static func typeName(_ name: String) -> String {
        let bare = bareIdentifier(name)
        return bare.prefix(1).uppercased() + bare.dropFirst()
    }

    /// A lower-camel-case identifier: `X-Request-Id` → `xRequestId`, `page[size]` → `pageSize`;
    /// Swift keywords are escaped with backticks.
    static func identifier(_ name: String) -> String {
        escaped(bareIdentifier(name))
    }

    /// `bare`, in backticks when it is a Swift keyword.
    static func escaped(_ bare: String) -> String {
        keywords.contains(bare) ? "`\(bare)`" : bare
    }

    /// An identifier without keyword escaping, for names that get a prefix or suffix. A name that
    /// already is an ASCII identifier is kept as written.
    static func bareIdentifier(_ name: String) -> String {
        var result: String
        if isASCIIIdentifier(name) {
            result = name
        } else {
            let words = name.split { !isWordCharacter($0) }.map(String.init)
            guard let first = words.first else { return "value" }
            result = lowerFirst(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            if result.first?.isNumber == true { result = "_" + result }
        }
        if result == "_" { result = "value" }
        guard result.utf8.count > maximumLength else { return result }
        return String(result.prefix(maximumLength - 9)) + "_" + stableHash(name)
    }

    /// A Swift-cased property name for a wire name: `per_page` → `perPage`, `X-Request-Id` →
    /// `xRequestId`, `user-id` → `userId`, without keyword escaping. Unlike ``bareIdentifier(_:)``,
    /// `_` separates words too, because parameter names follow the API's convention and Swift
    /// code reads in lower camel case; the wire name stays in the contract.
    static func bareProperty(_ name: String) -> String {
        let words = name.split { !isWordCharacter($0) || $0 == "_" }.map(String.init)
        guard let first = words.first else { return bareIdentifier(name) }
        var result = lowerFirst(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if result.first?.isNumber == true { result = "_" + result }
        guard result.utf8.count > maximumLength else { return result }
        return String(result.prefix(maximumLength - 9)) + "_" + stableHash(name)
    }

    /// `names` made unique in order: a repeat gets `_2`, `_3`, … until it is free.
    static func unique(_ names: [String], avoiding reserved: Set<String> = []) -> [String] {
        var taken = reserved
        return names.map { name in
            var candidate = name
            var counter = 2
            while taken.contains(candidate) {
                candidate = "\(name)_\(counter)"
                counter += 1
            }
            taken.insert(candidate)
            return candidate
        }
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
    }

    private static func isASCIIIdentifier(_ name: String) -> Bool {
        guard let first = name.first, !first.isNumber else { return false }
        return name.allSatisfy(isWordCharacter)
    }

    private static func lowerFirst(_ word: String) -> String {
        // `X` → `x`, `URL` → `url`, `ETag` → `eTag`: lower the leading run of capitals, keeping the last before a lowercase.
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        if upper == 0 { return word }
        if upper == characters.count { return word.lowercased() }
        let lowered = upper > 1 ? upper - 1 : 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// FNV-1a over the UTF-8 bytes, 8 hex digits: the same name always shortens the same way.
    private static func stableHash(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "self", "Self", "super", "throw",
        "throws", "true", "try", "Type", "any", "some", "await", "Any", "Protocol", "_",
    ]
}
