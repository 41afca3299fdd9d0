import TreatyContract

/// The one escaping layer between contract text and generated Swift, one function per context:
/// ``string(_:)`` for `"…"` literals, ``rawLines(_:)`` for embedded documents, ``comment(_:)``
/// for `//` and `///` lines. Identifiers have their own layer, ``Naming``: they are derived from
/// contract names, never copied.
///
/// Contracts arrive in pull requests and the generated suite is compiled and run in CI, so no
/// contract text may end a literal or a comment early, or hide what it does behind a
/// bidirectional control.
enum SwiftLiteral {
    /// A `"…"` string literal: quotes, backslashes and every invisible or control scalar
    /// (``VisibleScalars``: controls, separators, bidirectional controls, zero-width and other
    /// format characters) are escaped, so the literal is one line and shows what it holds.
    static func string(_ text: String) -> String {
        var result = "\""
        for (scalar, invisible) in VisibleScalars(text.unicodeScalars) {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if invisible {
                    result += scalar.visibleEscape
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The widest line of text ``rawLines(_:)`` writes before breaking it with a line continuation.
    static let lineWidth = 120

    /// A multi-line string literal holding `text` byte for byte, as lines for
    /// ``PropertyDeclaration/value``, so an embedded document reads in a pull request as it is.
    ///
    /// The literal is raw: its delimiter has more `#` than any run in the text, counted in Unicode
    /// scalars as the compiler reads them, so no escape or terminator inside can be misread. Text a
    /// raw literal cannot carry unchanged or visibly (carriage returns, other control characters,
    /// separators, bidirectional controls and other invisible scalars, a run of 40 or more `#`) is
    /// written in a plain multi-line literal instead, every quote, backslash and hidden scalar escaped. Either way a
    /// text line longer than ``lineWidth`` is broken with the literal's line continuation (`\#`),
    /// which joins the pieces again.
    static func rawLines(_ text: String) -> [String] {
        var longest = 0
        var run = 0
        var hidden = false
        for (scalar, invisible) in VisibleScalars(text.unicodeScalars) {
            run = scalar == "#" ? run + 1 : 0
            longest = max(longest, run)
            if scalar != "\n", scalar != "\t", invisible { hidden = true }
        }
        // A long run of `#` would make the delimiter itself a long line; the escaped form needs none.
        if longest >= 40 || hidden {
            // Split by scalars: `\r\n` is one `Character`, and its `\r` is kept as an escape.
            let pieces = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
                let tokens = VisibleScalars(line).map { escapedInMultilineLiteral($0.scalar, invisible: $0.invisible) }
                return wrapped(tokens, continuation: "\\")
            }
            return ["\"\"\""] + pieces + ["\"\"\""]
        }
        let hashes = String(repeating: "#", count: longest + 1)
        // No `\r` is left here, so lines split at the byte `\n` as at the character; a line of at
        // most `lineWidth` bytes has at most as many characters, so it needs no taking apart.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let pieces = lines.flatMap { bytes in
            let line = Substring(bytes)
            return bytes.count <= lineWidth
                ? [String(line)] : wrapped(line.map(String.init), continuation: "\\" + hashes)
        }
        return [hashes + "\"\"\""] + pieces + ["\"\"\"" + hashes]
    }

    /// One line of a literal as pieces of at most ``lineWidth`` characters, every piece but the
    /// last ending in `continuation`. `tokens` are never split, so an escape stays whole.
    private static func wrapped(_ tokens: [String], continuation: String) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var width = 0
        for token in tokens {
            if width + token.count > lineWidth, width > 0 {
                pieces.append(piece + continuation)
                piece = ""
                width = 0
            }
            piece += token
            width += token.count
        }
        return pieces + [piece]
    }

    /// One scalar as a plain `\"\"\"` literal must hold it: quotes and backslashes escaped (so no
    /// run of quotes can close the literal), hidden scalars shown as escapes.
    private static func escapedInMultilineLiteral(_ scalar: Unicode.Scalar, invisible: Bool) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default: return invisible ? scalar.visibleEscape : String(scalar)
        }
    }

    /// The text of one comment line: newlines and other hidden scalars are shown as escapes, so a
    /// contract text can never end the comment and start code.
    static func comment(_ text: String) -> String {
        text.visiblyEscaped
    }
}
