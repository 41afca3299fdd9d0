import Foundation

/// The check rows of docs/oasdiff-checks.md: each oasdiff id with the Treaty rules, class and
/// coverage the page gives it.
struct OasdiffChecksTable {
    struct Row {
        var id: String
        var level: String
        /// The "Treaty rule(s)" cell, as written: rule ids in backticks, with prose around them.
        var rules: String
        /// The "Treaty class" cell: `breaking`, `breaking (≠)`, `by what changed: …`.
        var classification: String
        var coverage: String

        /// Whether the page says Treaty reports this check.
        var isCovered: Bool { coverage == "covered" || coverage == "covered coarsely" }

        /// Whether the rule cell names `rule` (in backticks, as the page writes ids).
        func names(_ rule: String) -> Bool { rules.contains("`\(rule)`") }
    }

    var rows: [Row]

    /// The page as the repository holds it, found from this file's path (as DiffRuleTests finds
    /// docs/diff-rules.md).
    static func load(filePath: String = #filePath) throws -> Self {
        var root = URL(fileURLWithPath: filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        let text = try String(contentsOf: root.appendingPathComponent("docs/oasdiff-checks.md"), encoding: .utf8)
        return Self(markdown: text)
    }

    /// Every table line whose first cell is a backticked id and that has the six columns of the
    /// checks table (the summary table above it has three).
    init(markdown: String) {
        rows = markdown.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `"), line.hasSuffix(" |") else { return nil }
            let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            guard cells.count == 6 else { return nil }
            return Row(
                id: cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), level: cells[1], rules: cells[3],
                classification: cells[4], coverage: cells[5])
        }
    }
}
