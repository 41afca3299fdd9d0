public import TreatyContract

/// One way a live response departs from its contract: drift, located and classified.
///
/// ``target`` uses the diff engine's place vocabulary (`status`, `response.header.ETag`,
/// `response.body`) and ``pointer`` is a JSON pointer into the body, so a finding here and a
/// change in `treaty diff` read the same way.
public struct CheckFinding: Sendable, Hashable {
    public var check: CheckName
    /// A stable rule id: the validator's (`type`, `required`, `additional-property`, `enum`, …) for
    /// bodies and headers, or `undeclared-status`, `unexpected-status`, `content-type-missing`,
    /// `content-type-mismatch`, `header-missing`, `invalid-json`, `response-time-exceeded`.
    public var rule: String
    public var target: String
    /// An RFC 6901 pointer into the body (`/items/*/owner` when aggregated); empty for the root or a non-body target.
    public var pointer: String
    public var expected: String
    public var actual: String
    public var classification: ChangeClass
    public var occurrences: Int
    public var outOf: Int?
    /// Where the contract states what was expected.
    public var location: FileLocation?

    public init(
        check: CheckName, rule: String, target: String, pointer: String = "", expected: String, actual: String,
        classification: ChangeClass, occurrences: Int = 1, outOf: Int? = nil, location: FileLocation? = nil
    ) {
        self.check = check
        self.rule = rule
        self.target = target
        self.pointer = pointer
        self.expected = expected
        self.actual = actual
        self.classification = classification
        self.occurrences = occurrences
        self.outOf = outOf
        self.location = location
    }

    /// A validator violation as a finding of `check` on `target`.
    public init(_ violation: Violation, check: CheckName, target: String) {
        self.init(
            check: check, rule: violation.rule, target: target, pointer: violation.pointer, expected: violation.expected,
            actual: violation.actual, classification: violation.classification, occurrences: violation.occurrences,
            outOf: violation.outOf, location: violation.schemaLocation
        )
    }

    /// `response.body /items/*/id: expected integer, got string — 3 of 4 items`.
    public var message: String {
        let place = pointer.isEmpty ? target : "\(target) \(pointer)"
        var text = "\(place): expected \(expected), got \(actual)"
        if occurrences > 1 {
            text += outOf.map { " — \(occurrences) of \($0) items" } ?? " — \(occurrences) times"
        }
        return text
    }
}
