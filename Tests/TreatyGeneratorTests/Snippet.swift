/// Cuts whole declarations out of generated files, so snippet tests compare exact multi-line
/// text without depending on the rest of the file (such as its embedded archive).
enum Snippet {
    struct NotFound: Error, CustomStringConvertible {
        var start: String
        var description: String { "no line starts with '\(start)'" }
    }

    /// The declaration whose first line starts with `start` (indentation included): its `///`
    /// docs above, through the line that closes it at the same indentation (or the end of a
    /// multi-line value), with a trailing newline.
    static func declaration(_ start: String, in text: String) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.firstIndex(where: { $0.hasPrefix(start) }) else { throw NotFound(start: start) }
        let indent = String(lines[first].prefix { $0 == " " })
        var top = first
        while top > 0, lines[top - 1].hasPrefix(indent + "///") { top -= 1 }
        var end = first
        if lines[first].hasSuffix("{") {
            while end < lines.count - 1, lines[end] != indent + "}" { end += 1 }
        } else if lines[first].hasSuffix("\"\"\"") {
            end += 1
            while end < lines.count - 1, !lines[end].hasPrefix("\"\"\"") { end += 1 }
        }
        return lines[top...end].joined(separator: "\n") + "\n"
    }

    /// Lines `range` (1-based) of `text`, each with its newline.
    static func lines(_ range: ClosedRange<Int>, of text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines[(range.lowerBound - 1)...(range.upperBound - 1)].map { $0 + "\n" }.joined()
    }
}
