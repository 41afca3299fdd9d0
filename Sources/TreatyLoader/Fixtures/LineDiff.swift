/// A unified diff of two texts for review: the lines both share at the start and the end are
/// context, the rest is one hunk (fixtures are canonical JSON with sorted keys, so a changed
/// field stays a small, local hunk).
enum LineDiff {
    /// `--- a/PATH`, `+++ b/PATH`, one `@@` hunk with three lines of context; empty when equal.
    static func unified(_ old: String, _ new: String, path: String, context: Int = 3) -> String {
        let before = lines(old)
        let after = lines(new)
        guard before != after else { return "" }
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
            before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
        {
            suffix += 1
        }
        let start = max(0, prefix - context)
        let endBefore = min(before.count, before.count - suffix + context)
        let endAfter = min(after.count, after.count - suffix + context)
        var output = ["--- a/\(path)", "+++ b/\(path)"]
        output.append("@@ -\(start + 1),\(endBefore - start) +\(start + 1),\(endAfter - start) @@")
        output += before[start..<prefix].map { " " + $0 }
        output += before[prefix..<(before.count - suffix)].map { "-" + $0 }
        output += after[prefix..<(after.count - suffix)].map { "+" + $0 }
        output += after[(after.count - suffix)..<endAfter].map { " " + $0 }
        return output.joined(separator: "\n") + "\n"
    }

    /// The text's lines, split at every line feed (a `Character` split would keep `\r\n` whole,
    /// and a CRLF file would be one line); a line's carriage return is shown as `␍`, so a line
    /// that differs only in its ending says so.
    private static func lines(_ text: String) -> [String] {
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? String(line.dropLast()) + "␍" : String(line)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
