/// Characters that change what a reader sees without being seen themselves: control characters,
/// invisible format characters and spaces, and the bidirectional overrides behind "Trojan Source"
/// attacks.
///
/// Contracts come from pull requests, so every text that leaves Treaty for a person or a compiler
/// (generated Swift, YAML, diagnostics) writes these as visible escapes, and lint refuses the
/// worst of them in names and paths.
extension Unicode.Scalar {
    /// Whether a reader could not see the scalar, or it acts on the text around it instead of
    /// showing itself: the one predicate every escaper asks, so a string literal, a YAML scalar
    /// and a diagnostic show the same characters as escapes.
    ///
    /// It holds for Unicode's control (Cc), format (Cf), line and paragraph separator (Zl, Zp)
    /// and private-use (Co) characters, every space separator (Zs) but the plain space, every
    /// default-ignorable code point (zero-width joiners, variation selectors, Hangul fillers,
    /// tags and the ranges Unicode reserves for more), the bidirectional controls (all of them
    /// Cf) and the noncharacters. Tab and newline count too: callers that keep them check for
    /// them first.
    ///
    /// Private-use characters are escaped because they have no agreed look: a font may draw one
    /// as anything or nothing, so a reviewer cannot tell what they read. Unpaired surrogates
    /// cannot occur: a `Unicode.Scalar` is never one, and decoding repairs them to U+FFFD, which
    /// shows. Code points unassigned in the toolchain's Unicode data are kept (noncharacters and
    /// reserved default-ignorables apart), so a character newer than the compiler is not escaped
    /// by one toolchain and written by the next. Combining marks that show (U+0301) are kept.
    ///
    /// Escaping is lossless, so this is deliberately wider than ``isHiddenOrControl``, the set
    /// lint refuses outright. Inside an emoji, the joiners that build it are not invisible:
    /// ``VisibleScalars`` applies this predicate with that one exception.
    public var isInvisibleOrControl: Bool {
        // Printable ASCII, nearly every character Treaty writes, is visible.
        if value >= 0x20, value < 0x7F { return false }
        if isHiddenOrControl || isNoncharacter { return true }
        if properties.isDefaultIgnorableCodePoint { return true }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse:
            return true
        default:
            return false
        }
    }

    /// Whether the scalar is a control character (C0, DEL, C1), a line or paragraph separator,
    /// a bidirectional control, or a byte-order mark: the part of ``isInvisibleOrControl`` that
    /// lint refuses in names and paths (`hidden-character`, `invalid-path`), text fixtures refuse,
    /// and canonical JSON writes as `\uXXXX`. Tab and newline count too: callers that keep them
    /// check for them first.
    ///
    /// It stays this narrow because it refuses rather than escapes: a fixture's text or a JSON
    /// string may hold a no-break space or a zero-width joiner legitimately, and canonical JSON
    /// already written must keep its bytes.
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

    /// The text on one line with invisible and control scalars (``VisibleScalars``) written as
    /// visible escapes (`\n`, `\t`, `\u{202E}`, `\u{200B}`), for a terminal, a comment or a
    /// message quoting user input.
    public var visiblyEscaped: String {
        guard unicodeScalars.contains(where: \.isInvisibleOrControl) else { return String(self) }
        var result = ""
        for (scalar, invisible) in VisibleScalars(unicodeScalars) {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += invisible ? scalar.visibleEscape : String(scalar)
            }
        }
        return result
    }
}
