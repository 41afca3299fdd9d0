import TreatyContract
import TreatyTooling

/// Renders a report as Markdown for a pull-request comment: a heading with the counts, one table
/// row per change (breaking first), then findings about the accept file.
enum MarkdownDiffRenderer {
    static func render(_ report: DiffReport) -> String {
        var output = "### Contract changes\n\n"
        guard !report.isEmpty else { return output + "No changes to the contracts.\n" }
        output += report.summaryLine + "\n"
        if !report.changes.isEmpty {
            output += "\n| Class | Rule | Where | Change |\n| --- | --- | --- | --- |\n"
            output += report.changes.map(row).joined()
        }
        if !report.findings.isEmpty {
            output += "\n**Accept file**\n\n"
            output += report.findings.map {
                "- \($0.severity.rawValue): `\($0.location)` [\($0.rule)] \(Markup.cell($0.message))\n"
            }
            .joined()
        }
        return output
    }

    private static func row(_ change: Change) -> String {
        var classification = change.classification == .breaking ? "**breaking**" : change.classification.rawValue
        var message = Markup.cell(change.message)
        if let reason = change.acceptedReason {
            classification += " (accepted)"
            message += "<br>accepted: \(Markup.cell(reason))"
        }
        return "| \(classification) | `\(change.rule)` | \(Markup.code(change.place)) | \(message) |\n"
    }
}
