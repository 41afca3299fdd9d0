import TreatyContract

extension DiagnosticFormat {
    /// The `json` format: one object per diagnostic, keys sorted, absent values `null`.
    static func json(_ diagnostics: [Diagnostic]) -> String {
        let values: [JSONValue] = diagnostics.map { diagnostic in
            var members = locationMembers(diagnostic.location)
            members += [
                ("hint", diagnostic.hint.map(JSONValue.string) ?? .null),
                ("message", .string(diagnostic.message)),
                ("pointer", diagnostic.pointer.map(JSONValue.string) ?? .null),
                ("related", .array(diagnostic.related.map(relatedValue))),
                ("rule", .string(diagnostic.rule)),
                ("severity", .string(diagnostic.severity.rawValue)),
            ]
            return .object(JSONObject(members))
        }
        return JSONWriter.pretty.write(.array(values))
    }

    private static func relatedValue(_ related: RelatedLocation) -> JSONValue {
        .object(JSONObject(locationMembers(related.location) + [("message", .string(related.message))]))
    }

    private static func locationMembers(_ location: FileLocation) -> [(String, JSONValue)] {
        [
            ("column", .number(JSONNumber(location.column))),
            ("file", .string(location.file)),
            ("line", .number(JSONNumber(location.line))),
        ]
    }
}
