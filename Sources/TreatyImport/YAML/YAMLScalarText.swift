import TreatyContract

/// The one escaper for every string Treaty writes into YAML: keys and values alike.
///
/// A string is written plain only when it is plainly a string where it stands and YAML's core
/// schema cannot read it as another type; everything else is double-quoted, with control,
/// invisible and bidirectional characters (``VisibleScalars``, the same set generated Swift
/// escapes) written as `\uXXXX` so a reviewer sees them and no newline can break out of the scalar.
enum YAMLScalarText {
    /// Where a scalar stands: flow collections (`{ … }`, `[ … ]`) end plain scalars at `,`, brackets and braces.
    enum Context {
        case block, flow
    }

    /// `text` as a YAML scalar that reads back as exactly this string in `context`.
    static func escape(_ text: String, in context: Context = .flow) -> String {
        isPlainSafe(text, in: context) ? text : doubleQuoted(text)
    }

    /// Whether `text` can be written without quotes in `context` and still read back as the same string.
    ///
    /// Deliberately stricter than YAML: it starts with a letter, `_`, `/`, `$`, `(`, `^`, `\`, `./`
    /// or `..`; it has no comment sign, quote, tab, `: `, trailing `:`, outer space or invisible
    /// character, and no `,`, `[`, `]`, `{` or `}` in flow context; and it is not a word some YAML
    /// reader takes for a boolean or null. Numbers never start that way, so none is read as one.
    static func isPlainSafe(_ text: String, in context: Context = .flow) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last, last != " ", last != ":" else { return false }
        guard !VisibleScalars(scalars).contains(where: { $0.invisible }) else { return false }
        guard isPlainStart(first) || (first == "." && scalars.count > 1 && (scalars[1] == "." || scalars[1] == "/")) else {
            return false
        }
        for (index, scalar) in scalars.enumerated() {
            if scalar == ":" {
                guard index + 1 < scalars.count, scalars[index + 1] != " " else { return false }
            } else if context == .block && "[]{},".unicodeScalars.contains(scalar) {
                continue
            } else if !isPlainBody(scalar) {
                return false
            }
        }
        return !reservedWords.contains(text.lowercased())
    }

    /// `text` in double quotes, with `"` and `\` escaped and every character a reader could not
    /// see (or that could end the line) written as an escape.
    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for (scalar, invisible) in VisibleScalars(text.unicodeScalars) {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result += invisible ? unicodeEscape(scalar) : String(scalar)
            }
        }
        return result + "\""
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        if scalar.value > 0xFFFF { return "\\U" + String(repeating: "0", count: 8 - hex.count) + hex }
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    private static func isPlainStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return isASCIILetter(scalar) || "_/$(^\\".unicodeScalars.contains(scalar)
        }
        return scalar.properties.isAlphabetic
    }

    private static func isPlainBody(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return isASCIILetter(scalar) || ("0"..."9").contains(scalar)
                || " _-./()+;=^$~'!?@&*%|<>\\".unicodeScalars.contains(scalar)
        }
        return true
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// Words the YAML 1.2 core schema or a YAML 1.1 reader resolves to a boolean or null (compared lower-cased).
    private static let reservedWords: Set<String> = ["true", "false", "null", "yes", "no", "on", "off", "y", "n"]
}
