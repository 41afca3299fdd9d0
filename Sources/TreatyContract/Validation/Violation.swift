/// One way a JSON value departs from its shape, aggregated over array items when it repeats.
///
/// A violation says where (an RFC 6901 pointer into the value, and the shape's place in the
/// contract), which rule, what was expected and what was found, and how much it matters to a
/// client (``classification``). When the same finding repeats across the items of an array, the
/// array index in ``pointer`` becomes `*` and ``occurrences`` / ``outOf`` count it.
public struct Violation: Sendable, Hashable {
    /// The instance location, e.g. `/items/3/owner/email`, or `/items/*/owner/email` when aggregated; `""` is the root.
    public var pointer: String
    /// Where the violated keyword's shape was written.
    public var schemaLocation: FileLocation
    /// A stable rule id: `type`, `required`, `additional-property`, `enum`, `format`, `min-length`, …
    public var rule: String
    /// What the shape asks for, e.g. `string`, `one of 'open', 'closed'`.
    public var expected: String
    /// What the value has, e.g. `null`, `'archived'`.
    public var actual: String
    /// Whether a client can break on it.
    public var classification: ChangeClass
    /// How many instance locations had this finding.
    public var occurrences: Int
    /// For aggregated findings, how many array items there were at the `*` position.
    public var outOf: Int?

    /// A violation at `pointer`.
    public init(
        pointer: String, schemaLocation: FileLocation, rule: String, expected: String, actual: String,
        classification: ChangeClass, occurrences: Int = 1, outOf: Int? = nil
    ) {
        self.pointer = pointer
        self.schemaLocation = schemaLocation
        self.rule = rule
        self.expected = expected
        self.actual = actual
        self.classification = classification
        self.occurrences = occurrences
        self.outOf = outOf
    }

    /// The rendered finding: `/items/*/owner/email: expected string, got null — 37 of 40 items`.
    public var message: String {
        var text = "\(pointer.isEmpty ? "(root)" : pointer): expected \(expected), got \(actual)"
        if occurrences > 1 {
            text += outOf.map { " — \(occurrences) of \($0) items" } ?? " — \(occurrences) times"
        }
        return text
    }
}
