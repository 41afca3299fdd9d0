import TreatyContract
import TreatyTooling

/// Renders a report as compiler-style lines, so terminals and editors link each change to its file.
///
/// `contracts/projects.yaml:12:7: breaking: [response-field-removed] Projects getProject 200 response.body/properties/email: response field removed: 'email'; was 'string'`
enum TextDiffRenderer {
    static func render(_ report: DiffReport, style: TerminalStyle = .plain) -> String {
        var output = report.changes.map { line($0, style: style) }.joined()
        output += DiagnosticFormat.text.render(report.findings, style: style)
        output += report.changes.isEmpty && report.findings.isEmpty ? "no changes\n" : report.summaryLine + "\n"
        return output
    }

    private static func line(_ change: Change, style: TerminalStyle) -> String {
        var text = change.location.map { "\($0): " } ?? ""
        text += style.changeClass(change.classification)
        if change.isAccepted { text += " (accepted)" }
        text += ": [\(change.rule)] \(change.place): \(change.message)\n"
        if let reason = change.acceptedReason { text += "  accepted: \(reason)\n" }
        return text
    }
}
