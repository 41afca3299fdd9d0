import TreatyContract
import TreatyTooling

/// Renders a report as canonical JSON (sorted keys, via ``JSONWriter/pretty``).
///
/// `{"changes": [...], "findings": [...], "summary": {"accepted", "additive", "breaking", "informational"}}`;
/// absent values are `null`, so every change object has the same keys.
enum JSONDiffRenderer {
    static func render(_ report: DiffReport) -> String {
        let (unaccepted, accepted) = report.summaryCounts
        var summary: [(String, JSONValue)] = zip(ChangeClass.allCases, unaccepted).map { ($0.rawValue, number($1)) }
        summary.append(("accepted", number(accepted)))
        let findings = JSONValue.array(report.findings.map(finding))
        let root: JSONValue = .object(
            JSONObject([
                ("changes", .array(report.changes.map(change))),
                ("findings", findings),
                ("summary", .object(JSONObject(summary))),
            ]))
        return JSONWriter.pretty.write(root)
    }

    static func change(_ change: Change) -> JSONValue {
        .object(
            JSONObject([
                ("rule", .string(change.rule)),
                ("classification", .string(change.classification.rawValue)),
                ("contract", optional(change.contract)),
                ("endpoint", optional(change.endpoint)),
                ("status", optional(change.status)),
                ("target", optional(change.target)),
                ("pointer", .string(change.pointer)),
                ("file", optional(change.location?.file)),
                ("line", change.location.map { number($0.line) } ?? .null),
                ("column", change.location.map { number($0.column) } ?? .null),
                ("before", optional(change.before)),
                ("after", optional(change.after)),
                ("message", .string(change.message)),
                ("accepted", .bool(change.isAccepted)),
                ("acceptedReason", optional(change.acceptedReason)),
            ]))
    }

    private static func finding(_ diagnostic: Diagnostic) -> JSONValue {
        .object(
            JSONObject([
                ("severity", .string(diagnostic.severity.rawValue)),
                ("rule", .string(diagnostic.rule)),
                ("message", .string(diagnostic.message)),
                ("file", .string(diagnostic.location.file)),
                ("line", number(diagnostic.location.line)),
                ("column", number(diagnostic.location.column)),
            ]))
    }

    private static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    private static func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
}
