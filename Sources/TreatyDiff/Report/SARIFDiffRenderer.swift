import TreatyContract
import TreatyTooling

/// Renders a report as a SARIF 2.1.0 log through the one ``SARIFWriter``.
///
/// Each change is a result at its place in the contract: breaking changes at level `error`,
/// additive ones `warning`, informational ones `note`. An accepted change carries its reason as
/// an external suppression, so code scanning shows it as dismissed rather than hiding it. A
/// contract-level change with no place in a file (a contract added or removed) has no location.
/// Findings about the comparison (expired accept entries) follow at their own severity.
enum SARIFDiffRenderer {
    static func render(_ report: DiffReport) -> String {
        SARIFWriter().render(report.changes.map(entry) + report.findings.map { SARIFWriter.Entry($0) })
    }

    private static func entry(_ change: Change) -> SARIFWriter.Entry {
        let level: SARIFWriter.Level =
            switch change.classification {
            case .breaking: .error
            case .additive: .warning
            case .informational: .note
            }
        let location = change.location ?? SourceLocation(file: "", line: 1, column: 1)
        let diagnostic = Diagnostic(
            change.classification == .breaking ? .error : .warning, change.rule, "\(change.place): \(change.message)",
            at: location, pointer: change.pointer.isEmpty ? nil : change.pointer)
        return SARIFWriter.Entry(diagnostic, level: level, isLocated: change.location != nil, suppression: change.acceptedReason)
    }
}
