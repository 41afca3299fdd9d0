import TreatyContract
import TreatyTooling

/// Renders a report as a SARIF 2.1.0 log through the one ``SARIFWriter``.
///
/// Each change is a result at its place in the contract: breaking changes at level `error`,
/// additive ones `warning`, informational ones `note`. An accepted change carries its reason as
/// an external suppression, so code scanning shows it as dismissed rather than hiding it. A
/// contract-level change (a contract added, removed or given a new version) is at the start of
/// its file: code scanning refuses the whole log when one result has no location.
/// Findings about the comparison (expired accept entries) follow at their own severity.
///
/// A change seen at several places of one contract is one result, at its shortest place, saying
/// how many more there are (``SamePlaceGroup``): they share one location, and GitHub code scanning
/// refuses a run of more than 25,000 results (two versions of Stripe's description differ at
/// 261,606 places, 398 changes). Past ``maximumResults`` the log says how many it left out.
enum SARIFDiffRenderer {
    /// GitHub code scanning's limit of results per run.
    static let maximumResults = 25_000

    /// - Parameter limit: the most results written (tests use a small one).
    static func render(_ report: DiffReport, limit: Int = maximumResults) -> String {
        let groups = SamePlaceGroup.groups(of: report.found)
        let findings = report.findings.map { SARIFWriter.Entry($0) }
        guard groups.count + findings.count > limit else { return SARIFWriter().render(groups.map(entry) + findings) }
        // One result is the note; findings about the accept file are kept before changes are.
        let keptFindings = findings.prefix(max(0, limit - 1))
        let room = max(0, limit - 1 - keptFindings.count)
        let left = groups.dropFirst(room)
        let places = left.reduce(0) { $0 + $1.count }
        let findingsLeft = findings.count - keptFindings.count
        var text = "\(left.count) more changes (\(places) places)"
        if findingsLeft > 0 { text += " and \(findingsLeft) accept-file findings" }
        text += " left out, past code scanning's \(limit) results; `--format json` lists every one"
        // Code scanning refuses a result without a location: the note sits where the first change left out is.
        let place = left.first?.shown.location
        let note = Diagnostic(.warning, "diff-results-left-out", text, at: place ?? FileLocation(file: "", line: 1, column: 1))
        let noteEntry = SARIFWriter.Entry(note, level: .note, isLocated: place != nil, suppression: nil)
        return SARIFWriter().render(groups.prefix(room).map(entry) + [noteEntry] + keptFindings)
    }

    private static func entry(_ group: SamePlaceGroup) -> SARIFWriter.Entry {
        let change = group.shown
        let level: SARIFWriter.Level =
            switch change.classification {
            case .breaking: .error
            case .warning, .additive: .warning
            case .informational: .note
            }
        let location = change.location ?? FileLocation(file: "", line: 1, column: 1)
        let diagnostic = Diagnostic(
            change.classification == .breaking ? .error : .warning, change.rule,
            "\(change.place): \(change.message)\(group.morePlaces)",
            at: location, pointer: change.pointer.isEmpty ? nil : change.pointer)
        return SARIFWriter.Entry(diagnostic, level: level, isLocated: change.location != nil, suppression: change.acceptedReason)
    }
}
