public import TreatyContract

/// One finding about a contract or fixture: what is wrong, where, and how to fix it.
///
/// Every stage (YAML reading, lint, fixture verification) reports through this one type so
/// the CLI can sort, count and render all of them alike.
public struct Diagnostic: Sendable, Hashable, Comparable {
    /// How much a finding matters: errors fail `treaty lint`, warnings do not.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
    }

    /// Whether the finding fails the run (error) or is only shown (warning).
    public var severity: Severity
    /// A stable, kebab-case identifier documented in docs/contract-format.md.
    public var rule: String
    /// What was found and what was expected: lowercase start, no trailing period.
    public var message: String
    /// Where the finding is: the file as the user named it, 1-based line and column.
    public var location: FileLocation
    /// How to fix it, when there is something useful to say.
    public var hint: String?
    /// The RFC 6901 pointer of the offending value, for findings inside a JSON document
    /// (fixtures, bodies); nil otherwise. Tools read it from JSON and SARIF output.
    public var pointer: String?
    /// Other places that explain this finding, in order: where an unclosed construct started,
    /// the scenario a fixture belongs to.
    public var related: [RelatedLocation]

    /// A finding; `rule` is its stable id, `hint` how to fix it, `pointer` and `related` where it points.
    public init(
        _ severity: Severity, _ rule: String, _ message: String, at location: FileLocation, hint: String? = nil,
        pointer: String? = nil, related: [RelatedLocation] = []
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.location = location
        self.hint = hint
        self.pointer = pointer
        self.related = related
    }

    /// Sorted by file and position, then by rule, so output is stable across runs.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs.related.lexicographicallyPrecedes(rhs.related)
    }
}

extension Array where Element == Diagnostic {
    /// Whether any finding is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// The findings sorted, each mistake once: diagnostics that differ only in their related
    /// locations (one bad fixture used by three scenarios) become one, listing every related place.
    public func mergingRelated() -> [Diagnostic] {
        var merged: [Diagnostic: [RelatedLocation]] = [:]
        for diagnostic in self {
            var key = diagnostic
            key.related = []
            merged[key, default: []] += diagnostic.related
        }
        return merged.map { key, related in
            var diagnostic = key
            diagnostic.related = Set(related).sorted()
            return diagnostic
        }.sorted()
    }
}
