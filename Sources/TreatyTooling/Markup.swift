import TreatyContract

/// The one escaper per report context: XML and HTML, Markdown, and the terminal, shared by the
/// live reports, the summary and `treaty diff --format markdown`.
///
/// Every text a server or a contract supplied reaches a report through one of these, so no value
/// can break a JUnit file, inject a tag or a link into a pull-request comment, or send escape
/// sequences to a CI log. Hidden and control characters become visible escapes (`\u{1B}`)
/// everywhere; XML 1.0's forbidden characters (C0 controls, U+FFFE, U+FFFF) never appear raw.
public enum Markup {
    /// Text safe inside XML/HTML elements and quoted attributes; newlines and tabs are kept.
    public static func escape(_ text: String) -> String {
        var output = ""
        for (scalar, invisible) in VisibleScalars(text.unicodeScalars) {
            switch scalar {
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\n", "\t": output.unicodeScalars.append(scalar)
            default: output += entity(scalar) ?? visible(scalar, invisible)
            }
        }
        return output
    }

    /// Text safe inside a Markdown table cell or list item: no raw HTML (`<`, `>`, `&` as
    /// entities), no Markdown syntax (link brackets, emphasis, code, strike-through and table
    /// pipes backslash-escaped), one line.
    public static func cell(_ text: String) -> String {
        var output = ""
        for (scalar, invisible) in VisibleScalars(text.unicodeScalars) {
            switch scalar {
            case "\n", "\t": output += " "
            case "\\", "`", "*", "_", "[", "]", "|", "~": output += "\\" + String(scalar)
            default: output += entity(scalar) ?? visible(scalar, invisible)
            }
        }
        return output
    }

    /// Inline code in Markdown for any text: an HTML `<code>` element, which no backtick in the
    /// text can close (a Markdown code span could be).
    public static func code(_ text: String) -> String {
        "<code>" + cell(text) + "</code>"
    }

    /// Text safe for a terminal or a CI log: newlines kept, every other control or hidden
    /// character (ESC, BEL, NUL, bidirectional overrides) written as a visible escape.
    public static func terminal(_ text: String) -> String {
        let marked = VisibleScalars(text.unicodeScalars)
        guard marked.contains(where: { $0.0 != "\n" && $0.1 }) else { return text }
        var output = ""
        for (scalar, invisible) in marked { output += scalar == "\n" ? "\n" : visible(scalar, invisible) }
        return output
    }

    /// The entity for the three characters that open markup in XML, HTML and Markdown alike.
    private static func entity(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        default: return nil
        }
    }

    /// The scalar, or its escape when ``VisibleScalars`` marks it invisible: the one predicate
    /// generated Swift and YAML escape by, which takes in control characters (tab included) and
    /// Unicode's noncharacters, which XML forbids.
    private static func visible(_ scalar: Unicode.Scalar, _ invisible: Bool) -> String {
        invisible ? scalar.visibleEscape : String(scalar)
    }
}
