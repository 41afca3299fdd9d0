/// Escaping for Markdown reports (`treaty diff --format markdown`, `treaty check --report`).
public enum Markdown {
    /// Text safe inside a table cell: a raw `|` would end the cell and a line break the row.
    public static func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "|": result += "\\|"
            case "\n", "\r\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// Text as inline code inside a table cell; a backtick would end the code span, so it becomes `'`.
    public static func code(_ text: String) -> String {
        text.isEmpty ? "" : "`" + cell(String(text.map { $0 == "`" ? "'" : $0 })) + "`"
    }
}
