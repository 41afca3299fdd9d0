import TreatyContract
import TreatyTooling

/// Renders a report as Markdown for a pull-request comment: a heading with the counts, one table
/// row per change (breaking first), then findings about the accept file and about documents read leniently.
///
/// A change that says the same thing at several places (a shared schema's, seen from every
/// endpoint that returns it) is one row naming its shortest place, how many more there are and
/// some of their endpoints (``SamePlaceGroup``). Past ``maximumRows`` rows or
/// ``maximumCharacters`` characters the table stops and says how much is left out: a comment must
/// stay readable, and a forge refuses one much larger (GitHub's limit is 65,536 characters).
enum MarkdownDiffRenderer {
    /// The most table rows written.
    static let maximumRows = 200
    /// The most characters of table written, leaving room for the rest of a comment.
    static let maximumCharacters = 50_000
    /// The most accept-file findings listed (an accept file of a thousand stale entries).
    static let maximumFindings = 50

    static func render(_ report: DiffReport) -> String {
        var output = "### Contract changes\n\n"
        guard !report.isEmpty else { return output + "No changes to the contracts.\n" }
        output += report.summaryLine + "\n"
        if !report.found.isEmpty {
            let rows = SamePlaceGroup.groups(of: report.found)
            output += "\n| Class | Rule | Where | Change |\n| --- | --- | --- | --- |\n"
            var written = 0
            var table = 0
            for group in rows.prefix(maximumRows) {
                let line = row(group)
                guard table + line.count <= maximumCharacters else { break }
                output += line
                table += line.count
                written += 1
            }
            if written < rows.count {
                let left = rows.dropFirst(written)
                let changes = left.reduce(0) { $0 + $1.count }
                let rowWord = left.count == 1 ? "row" : "rows"
                let changeWord = changes == 1 ? "change" : "changes"
                output += "\n\(left.count) more \(rowWord) (\(changes) \(changeWord)) left out; "
                output += "`--format text` shows every row, `--format json` every change at every place.\n"
            }
        }
        if !report.findings.isEmpty {
            output += "\n**Findings**\n\n"
            output += report.findings.prefix(maximumFindings).map {
                "- \($0.severity.rawValue): `\($0.location)` [\($0.rule)] \(Markup.cell($0.message))\n"
            }
            .joined()
            let left = report.findings.count - maximumFindings
            if left > 0 {
                output += "\n\(left) more \(left == 1 ? "finding" : "findings") left out; `--format text` lists them all.\n"
            }
        }
        return output
    }

    private static func row(_ group: SamePlaceGroup) -> String {
        let change = group.shown
        var classification = change.classification == .breaking ? "**breaking**" : change.classification.rawValue
        var message = Markup.cell(change.message)
        if let reason = change.acceptedReason {
            classification += " (accepted)"
            message += "<br>accepted: \(Markup.cell(reason))"
        }
        var places = Markup.code(change.place)
        if group.count > 1 {
            let endpoints = group.otherEndpoints
            let shown = endpoints.prefix(5).map(Markup.code).joined(separator: ", ")
            let more = endpoints.count > 5 ? ", …" : ""
            places += "<br>and \(group.count - 1) more" + (endpoints.isEmpty ? "" : ", at \(shown)\(more)")
        }
        return "| \(classification) | `\(change.rule)` | \(places) | \(message) |\n"
    }
}
