import TreatyContract
import TreatyTooling

/// Renders a report as compiler-style lines, so terminals and editors link each change to its file.
///
/// `contracts/projects.yaml:12:7: breaking: [response-field-removed] Projects getProject 200 response.body/properties/email: response field removed: 'email'; was 'string'`
///
/// A change seen at several places (a shared schema's, from every endpoint that reaches it) is
/// one line at its shortest place that says how many more there are (``SamePlaceGroup``): on a
/// real API one removed field can be hundreds of places of one contract, all at one location.
/// `--format json` lists every place.
enum TextDiffRenderer {
    static func render(_ report: DiffReport, style: TerminalStyle = .plain) -> String {
        var output = SamePlaceGroup.groups(of: report.found).map { line($0, style: style) }.joined()
        output += DiagnosticFormat.text.render(report.findings, style: style)
        output += report.found.isEmpty && report.findings.isEmpty ? "no changes\n" : report.summaryLine + "\n"
        return output
    }

    private static func line(_ group: SamePlaceGroup, style: TerminalStyle) -> String {
        let change = group.shown
        // Places and messages quote contract text (a description with line breaks, a hostile key):
        // escaped, so each change stays one line and no contract can write a line of its own.
        var text = change.location.map { "\($0): ".visiblyEscaped } ?? ""
        text += style.changeClass(change.classification)
        if change.isAccepted { text += " (accepted)" }
        text += ": [\(change.rule)] \(change.place.visiblyEscaped): \(change.message.visiblyEscaped)\(group.morePlaces)\n"
        if let reason = change.acceptedReason { text += "  accepted: \(reason.visiblyEscaped)\n" }
        return text
    }
}
