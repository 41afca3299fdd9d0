import TreatyContract

/// The drift a team has accepted as known: a small, sorted, reviewable JSON file that scheduled
/// live checks compare each run with (`treaty check --baseline FILE`).
///
/// A finding is known by its ``Fingerprint`` (contract, endpoint, check, rule, pointer, class),
/// never by a value or a timing, so the same drift gives the same entry on every run. Each entry
/// remembers the run it was first seen in (`--run-id`, e.g. the CI build number).
public struct DriftBaseline: Sendable, Hashable {
    /// What identifies one drift finding across runs.
    public struct Fingerprint: Sendable, Hashable, Comparable {
        public var contract: String
        public var endpoint: String
        public var check: String
        public var rule: String
        public var pointer: String
        public var classification: String

        public init(contract: String, endpoint: String, finding: CheckFinding) {
            self.contract = contract
            self.endpoint = endpoint
            check = finding.check.rawValue
            rule = finding.rule
            pointer = finding.pointer.isEmpty ? finding.target : "\(finding.target) \(finding.pointer)"
            classification = finding.classification.rawValue
        }

        init(contract: String, endpoint: String, check: String, rule: String, pointer: String, classification: String) {
            self.contract = contract
            self.endpoint = endpoint
            self.check = check
            self.rule = rule
            self.pointer = pointer
            self.classification = classification
        }

        public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
            (lhs.contract, lhs.endpoint, lhs.check, lhs.rule, lhs.pointer, lhs.classification)
                < (rhs.contract, rhs.endpoint, rhs.check, rhs.rule, rhs.pointer, rhs.classification)
        }

        /// `Projects listProjects response_schema_conformance type response.body /0/id breaking`.
        public var description: String { "\(contract) \(endpoint) \(check) \(rule) \(pointer) \(classification)" }
    }

    /// One accepted finding and the run it was first seen in (nil when that run gave no id).
    public struct Entry: Sendable, Hashable {
        public var fingerprint: Fingerprint
        public var firstSeen: String?

        public init(fingerprint: Fingerprint, firstSeen: String?) {
            self.fingerprint = fingerprint
            self.firstSeen = firstSeen
        }
    }

    /// Bumped only for incompatible changes to the file.
    public static let formatVersion = 1

    /// Sorted by fingerprint, one entry per fingerprint.
    public private(set) var entries: [Entry]

    public init(entries: [Entry] = []) {
        var unique: [Fingerprint: Entry] = [:]
        for entry in entries where unique[entry.fingerprint] == nil { unique[entry.fingerprint] = entry }
        self.entries = unique.values.sorted { $0.fingerprint < $1.fingerprint }
    }

    /// The entry for `fingerprint`, if the baseline knows it.
    public func entry(_ fingerprint: Fingerprint) -> Entry? {
        entries.first { $0.fingerprint == fingerprint }
    }

    /// The file's text: pretty, sorted, one entry per finding, newline-terminated.
    public func render() -> String {
        let items: [JSONValue] = entries.map { entry in
            let print = entry.fingerprint
            return .object(
                JSONObject([
                    ("check", .string(print.check)), ("classification", .string(print.classification)),
                    ("contract", .string(print.contract)), ("endpoint", .string(print.endpoint)),
                    ("firstSeen", entry.firstSeen.map(JSONValue.string) ?? .null), ("pointer", .string(print.pointer)),
                    ("rule", .string(print.rule)),
                ]))
        }
        let root = JSONValue.object(
            JSONObject([("formatVersion", .number(JSONNumber(DriftBaseline.formatVersion))), ("findings", .array(items))]))
        return JSONWriter.pretty.write(root)
    }

    /// Reads a baseline file; `file` names it in errors.
    /// - Throws: ``CheckSetupError`` when the text is not a baseline this version reads.
    public init(text: String, file: String) throws(CheckSetupError) {
        let invalid = CheckSetupError(
            "'\(file)' is not a Treaty drift baseline; write one with 'treaty check --baseline \(file) --update-baseline'")
        guard case .object(let root)? = try? JSONParser().parse(text), case .array(let items)? = root["findings"] else {
            throw invalid
        }
        guard case .number(let version)? = root["formatVersion"], version.text == String(DriftBaseline.formatVersion) else {
            throw CheckSetupError("'\(file)' is a baseline of another format version; expected \(DriftBaseline.formatVersion)")
        }
        var entries: [Entry] = []
        for item in items {
            guard case .object(let object) = item else { throw invalid }
            func field(_ name: String) throws(CheckSetupError) -> String {
                guard case .string(let text)? = object[name] else { throw invalid }
                return text
            }
            let fingerprint = Fingerprint(
                contract: try field("contract"), endpoint: try field("endpoint"), check: try field("check"),
                rule: try field("rule"), pointer: try field("pointer"), classification: try field("classification"))
            var firstSeen: String?
            if case .string(let run)? = object["firstSeen"] { firstSeen = run }
            entries.append(Entry(fingerprint: fingerprint, firstSeen: firstSeen))
        }
        self.init(entries: entries)
    }
}
