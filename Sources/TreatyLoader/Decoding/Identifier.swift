/// Rules for names that become Swift identifiers in generated code (contract, endpoint and scenario names).
enum Identifier {
    /// Letters, digits and underscores, not starting with a digit.
    static func isValid(_ name: String) -> Bool {
        // ASCII only, so byte by byte: every byte of a non-ASCII character is refused.
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"):
                true
            default: false
            }
        }
    }

    /// A valid identifier starting with a capital letter.
    static func isTypeName(_ name: String) -> Bool {
        isValid(name) && name.first?.isUppercase == true
    }

    /// A suggestion for a type name: the name's words, capitalised and joined.
    static func typeName(from name: String) -> String {
        let words = withoutApostrophes(name).split { !($0.isLetter || $0.isNumber) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.isEmpty ? "API" : joined
    }

    /// A lower-camel-case identifier from any text (`list-pets` → `listPets`, `GET /pets/{id}` →
    /// `getPetsId`), ASCII only; `fallback` when nothing usable is left.
    static func lowerCamel(from text: String, fallback: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 }
            ? asciiLowerCamel(from: text, fallback: fallback) : charactersLowerCamel(from: text, fallback: fallback)
    }

    /// ``lowerCamel(from:fallback:)`` character by character: any text.
    static func charactersLowerCamel(from text: String, fallback: String) -> String {
        let words = withoutApostrophes(text).split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        guard let first = words.first else { return fallback }
        var result = first.prefix(1).lowercased() + first.dropFirst()
        result += words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return result.first?.isNumber == true ? fallback + result : result
    }

    /// ``lowerCamel(from:fallback:)`` for ASCII text, byte by byte: the same words, without
    /// breaking the text into characters (GitHub's 893 operation ids took 60 M instructions).
    static func asciiLowerCamel(from text: String, fallback: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var startsWord = true
        for byte in text.utf8 where byte != UInt8(ascii: "'") {
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            let isUpper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            let isLower = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            guard isDigit || isUpper || isLower else {
                startsWord = true
                continue
            }
            // A word's first letter: lower case for the first word, upper case for the others.
            if startsWord, result.isEmpty, isUpper {
                result.append(byte + 32)
            } else if startsWord, !result.isEmpty, isLower {
                result.append(byte - 32)
            } else {
                result.append(byte)
            }
            startsWord = false
        }
        guard let first = result.first else { return fallback }
        let name = String(decoding: result, as: UTF8.self)
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) ? fallback + name : name
    }

    /// An apostrophe joins the letters around it (`GitHub's API` → `GitHubsAPI`, not `GitHubSAPI`).
    private static func withoutApostrophes(_ text: String) -> String {
        text.contains(where: { $0 == "'" || $0 == "\u{2019}" }) ? text.filter { $0 != "'" && $0 != "\u{2019}" } : text
    }
}
