/// Turns contract names (endpoint ids, parameter and header names) into Swift identifiers.
enum Naming {
    /// `listProjects` → `ListProjects`.
    static func typeName(_ name: String) -> String {
        let identifier = self.identifier(name)
        return identifier.prefix(1).uppercased() + identifier.dropFirst()
    }

    /// A lower-camel-case identifier: `X-Request-Id` → `xRequestId`, `page[size]` → `pageSize`;
    /// Swift keywords are escaped with backticks.
    static func identifier(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        guard let first = words.first else { return "value" }
        var result = lowerFirst(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if result.first?.isNumber == true { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
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

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "self", "Self", "super", "throw",
        "throws", "true", "try", "Type", "any", "some", "await",
    ]
}
