import TreatyContract
public import TreatyTooling
public import TreatyYAML

/// Reads an accept file into an `AcceptList` (the core model's; the diff engine applies it), reporting each malformed entry at its line and column.
///
/// The file holds one key, `accept:`, with a list of entries:
///
/// ```yaml
/// accept:
///   - rule: response-field-removed
///     endpoint: getProject
///     pointer: /properties/status
///     reason: status moved to /v2, clients migrated in 4.2
///     expires: 2027-01-31
/// ```
///
/// Like the contract loader it never stops at the first problem: a bad entry is reported and
/// left out, the rest are kept. Misspelt keys get a "did you mean". Whether a rule id exists and
/// whether an expiry date has passed are judged later by the diff engine, which knows both.
public struct AcceptFileLoader: Sendable {
    public var files: FileSource
    public var reader: YAMLReader

    /// The keys an entry may have, in the order the documentation lists them.
    static let entryKeys = ["rule", "contract", "endpoint", "status", "target", "pointer", "reason", "expires"]

    public init(files: FileSource = .local, reader: YAMLReader = YAMLReader()) {
        self.files = files
        self.reader = reader
    }

    /// What a load produced.
    public struct Result: Sendable {
        public var file: AcceptList
        /// Every problem found, sorted by position.
        public var diagnostics: [Diagnostic]
        /// Whether the file could not be read at all (missing, a folder): a usage problem.
        public var unreadable: Bool
    }

    /// Loads the accept file at `path`; an empty file accepts nothing and is not an error.
    public func load(_ path: String) -> Result {
        var result = Result(file: AcceptList(file: path), diagnostics: [], unreadable: false)
        let bytes: [UInt8]
        do {
            bytes = try files.read(path)
        } catch {
            result.unreadable = true
            result.diagnostics = [.unreadableFile(path, reason: "\(error)")]
            return result
        }
        let root: YAMLNode?
        do {
            root = try reader.read(bytes)
        } catch {
            result.diagnostics = [error.diagnostic(in: path)]
            return result
        }
        guard let root else { return result }
        var context = DecodeContext(file: path)
        result.file.entries = decodeFile(root, &context)
        result.diagnostics = context.diagnostics.sorted()
        return result
    }

    private func decodeFile(_ root: YAMLNode, _ context: inout DecodeContext) -> [AcceptEntry] {
        guard let pairs = context.mapping(root, "the accept file", allowed: ["accept"]) else { return [] }
        guard let list = pairs.first(where: { $0.keyText == "accept" })?.value else {
            context.report(.missingAcceptList(at: context.location(root)))
            return []
        }
        if list.scalar?.resolved == .null { return [] }
        guard let items = context.sequence(list, "'accept'") else { return [] }
        return items.compactMap { decodeEntry($0, &context) }
    }

    /// One entry, or nil (with diagnostics) when it lacks a required key or holds a bad value.
    private func decodeEntry(_ node: YAMLNode, _ context: inout DecodeContext) -> AcceptEntry? {
        let before = context.diagnostics.count
        guard let pairs = context.mapping(node, "an accept entry", allowed: Self.entryKeys) else { return nil }
        var values: [String: String] = [:]
        for pair in pairs {
            guard let key = pair.keyText, Self.entryKeys.contains(key) else { continue }
            guard let text = context.scalarText(pair.value, "accept entry '\(key)'") else { continue }
            if text.isEmpty {
                context.report(.emptyAcceptField(key, at: context.location(pair.value)))
            } else if key == "pointer", !text.hasPrefix("/") {
                context.report(.invalidAcceptPointer(text, at: context.location(pair.value)))
            } else {
                values[key] = text
            }
        }
        for key in ["rule", "reason", "expires"] where values[key] == nil && !pairs.contains(where: { $0.keyText == key }) {
            context.report(.missingKey(key, in: "an accept entry", at: context.location(node), hint: Self.hint(for: key)))
        }
        guard context.diagnostics.count == before, let rule = values["rule"], let reason = values["reason"],
            let expires = values["expires"]
        else { return nil }
        return AcceptEntry(
            rule: rule, contract: values["contract"], endpoint: values["endpoint"], status: values["status"],
            target: values["target"], pointer: values["pointer"], reason: reason, expires: expires,
            location: context.location(node))
    }

    private static func hint(for key: String) -> String {
        switch key {
        case "rule": return "name the rule id 'treaty diff' printed, e.g. 'response-field-removed'"
        case "reason": return "say why the change is intended, for the reviewers who read the diff"
        default: return "give the last day the entry applies, written 'yyyy-mm-dd'"
        }
    }
}
