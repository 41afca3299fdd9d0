/// Characters that change what a reader sees without being seen themselves: control characters,
/// line and paragraph separators, and the bidirectional overrides behind "Trojan Source" attacks.
///
/// Contracts come from pull requests, so every text that leaves Treaty for a person or a compiler
/// (generated Swift, diagnostics, JSON) writes these as visible escapes, and lint refuses them
/// in names and paths.
extension Unicode.Scalar {
    /// Whether the scalar is a control character (C0, DEL, C1), a line or paragraph separator,
    /// a bidirectional control, or a byte-order mark. Tab and newline count too: callers that
    /// keep them check for them first.
    public var isHiddenOrControl: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: return true
        default: return false
        }
    }

    /// Whether the scalar is one of Unicode's noncharacters (U+FDD0–U+FDEF and every code point
    /// ending in FFFE or FFFF): never text, and U+FFFE and U+FFFF are forbidden in XML.
    public var isNoncharacter: Bool {
        (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }

    /// `\u{202E}`: the Swift-style escape that shows the scalar instead of letting it act.
    public var visibleEscape: String {
        "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    }
}

extension StringProtocol {
    /// Whether the text holds any ``Unicode/Scalar/isHiddenOrControl`` scalar.
    public var containsHiddenOrControl: Bool {
        unicodeScalars.contains { $0.isHiddenOrControl }
    }

    /// The text on one line with hidden and control scalars written as visible escapes (`\n`,
    /// `\t`, `\u{202E}`), for a terminal, a comment or a message quoting user input.
    public var visiblyEscaped: String {
        guard containsHiddenOrControl else { return String(self) }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += scalar.isHiddenOrControl ? scalar.visibleEscape : String(scalar)
            }
        }
        return result
    }
}
