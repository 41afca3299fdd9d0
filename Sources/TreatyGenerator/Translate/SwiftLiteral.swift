/// Swift literals for generated code.
enum SwiftLiteral {
    /// A `"…"` string literal with quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A multi-line raw string literal holding `text` byte for byte, as lines for
    /// ``PropertyDeclaration/value``: the delimiter has more `#` than any run in the text, so no
    /// escape or terminator inside can be misread.
    static func rawLines(_ text: String) -> [String] {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "#" ? run + 1 : 0
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return [hashes + "\"\"\""] + text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            + ["\"\"\"" + hashes]
    }
}
