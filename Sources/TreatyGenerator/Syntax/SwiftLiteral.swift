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
    /// A `"…"` string literal: quotes, backslashes, control characters, separators and
    /// bidirectional controls are escaped, so the literal is one line and shows what it holds.
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
                if scalar.isHiddenOrControl {
                    result += scalar.visibleEscape
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A multi-line raw string literal holding `text` byte for byte, as lines for
    /// ``PropertyDeclaration/value``: the delimiter has more `#` than any run in the text, counted
    /// in Unicode scalars as the compiler reads them, so no escape or terminator inside can be
    /// misread. Text a raw literal cannot carry unchanged or visibly (carriage returns, other
    /// control characters, separators, bidirectional controls) becomes one escaped ``string(_:)``.
    static func rawLines(_ text: String) -> [String] {
        if text.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && $0.isHiddenOrControl }) {
            return [string(text)]
        }
        var longest = 0
        var run = 0
        for scalar in text.unicodeScalars {
            run = scalar == "#" ? run + 1 : 0
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return [hashes + "\"\"\""] + text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            + ["\"\"\"" + hashes]
    }

    /// The text of one comment line: newlines and other hidden scalars are shown as escapes, so a
    /// contract text can never end the comment and start code.
    static func comment(_ text: String) -> String {
        text.visiblyEscaped
    }
}
