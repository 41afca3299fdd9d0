import TreatyContract

/// Writes findings as a SARIF 2.1.0 log, the format GitHub code scanning, Azure DevOps and
/// editors' SARIF viewers read.
///
/// One run, tool `treaty`, one result per finding with its rule id, level, message (the hint on a
/// second line), its place as a physical location relative to the checkout (`%SRCROOT%`), the
/// related locations, and the JSON pointer under `properties.pointer`. The output is canonical
/// JSON (sorted keys, no dates), so the same findings give the same bytes. Tests validate it
/// against the published schema (Tests/SARIF/sarif-schema-2.1.0.json).
public struct SARIFWriter: Sendable {
    /// What SARIF calls a result's `level`.
    public enum Level: String, Sendable {
        /// A problem that fails the run: lint errors, breaking changes.
        case error
        /// Worth fixing, does not fail the run: lint warnings, additive changes.
        case warning
        /// For information only: informational diff changes.
        case note
    }

    /// One result: a diagnostic, its level, and what SARIF adds beyond ``Diagnostic``.
    public struct Entry: Sendable, Hashable {
        /// The finding: rule, message, hint, place, related places and pointer.
        public var diagnostic: Diagnostic
        /// The SARIF level; by default the diagnostic's severity.
        public var level: Level
        /// Whether the diagnostic's location is a real place; contract-level diff changes have none.
        public var isLocated: Bool
        /// Why the finding is accepted (a diff accept-file reason); written as a SARIF suppression.
        public var suppression: String?

        /// An entry for `diagnostic`; `level` defaults to its severity (`error` or `warning`).
        public init(_ diagnostic: Diagnostic, level: Level? = nil, isLocated: Bool = true, suppression: String? = nil) {
            self.diagnostic = diagnostic
            self.level = level ?? (diagnostic.severity == .error ? .error : .warning)
            self.isLocated = isLocated
            self.suppression = suppression
        }
    }

    /// The schema URI written in `$schema`: the OASIS errata 01 schema the tests validate against.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// A writer for tool `treaty`; it holds no state, so one can serve every run.
    public init() {}

    /// A log with one result per diagnostic, at the level its severity gives.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        render(diagnostics.map { Entry($0) })
    }

    /// A log with one result per entry, in the order given.
    public func render(_ entries: [Entry]) -> String {
        let rules = Array(Set(entries.map(\.diagnostic.rule))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element, $0.offset) })
        let driver = JSONObject([
            ("name", .string("treaty")),
            ("rules", .array(rules.map { .object(JSONObject([("id", .string($0))])) })),
        ])
        let run = JSONObject([
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(entries.map { result($0, ruleIndex: ruleIndex[$0.diagnostic.rule] ?? 0) })),
            ("tool", .object(JSONObject([("driver", .object(driver))]))),
        ])
        let log = JSONObject([
            ("$schema", .string(Self.schemaURI)),
            ("runs", .array([.object(run)])),
            ("version", .string("2.1.0")),
        ])
        return JSONWriter.pretty.write(.object(log))
    }

    private func result(_ entry: Entry, ruleIndex: Int) -> JSONValue {
        let diagnostic = entry.diagnostic
        var text = diagnostic.message
        if let hint = diagnostic.hint { text += "\nhint: \(hint)" }
        var members: [(String, JSONValue)] = [
            ("level", .string(entry.level.rawValue)),
            ("message", message(text)),
            ("ruleId", .string(diagnostic.rule)),
            ("ruleIndex", .number(JSONNumber(ruleIndex))),
        ]
        if entry.isLocated { members.append(("locations", .array([physical(diagnostic.location)]))) }
        if !diagnostic.related.isEmpty {
            let related = diagnostic.related.enumerated().map { position, related -> JSONValue in
                guard case .object(var object) = physical(related.location) else { return .null }
                object["id"] = .number(JSONNumber(position))
                object["message"] = message(related.message)
                return .object(object)
            }
            members.append(("relatedLocations", .array(related)))
        }
        if let pointer = diagnostic.pointer {
            members.append(("properties", .object(JSONObject([("pointer", .string(pointer))]))))
        }
        if let reason = entry.suppression {
            let suppression = JSONObject([("justification", .string(reason)), ("kind", .string("external"))])
            members.append(("suppressions", .array([.object(suppression)])))
        }
        return .object(JSONObject(members))
    }

    private func message(_ text: String) -> JSONValue {
        .object(JSONObject([("text", .string(text))]))
    }

    private func physical(_ location: FileLocation) -> JSONValue {
        let artifact = JSONObject([("uri", .string(Self.uri(location.file))), ("uriBaseId", .string("%SRCROOT%"))])
        let region = JSONObject([
            ("startColumn", .number(JSONNumber(max(location.column, 1)))),
            ("startLine", .number(JSONNumber(max(location.line, 1)))),
        ])
        let physical = JSONObject([("artifactLocation", .object(artifact)), ("region", .object(region))])
        return .object(JSONObject([("physicalLocation", .object(physical))]))
    }

    /// A relative path as a URI reference: segments percent-encoded, `/` kept, `./` dropped.
    static func uri(_ path: String) -> String {
        let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        var result = ""
        for byte in trimmed.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
