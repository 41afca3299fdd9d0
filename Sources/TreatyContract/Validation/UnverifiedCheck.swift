/// A part of a value the validator could not check, and why: neither a pass nor a mismatch.
///
/// Reports show it as "not verified" (`/slug: not verified: pattern too expensive (…)`), and a
/// ``ValidationReport`` holding one is not valid. Repeats across array items are aggregated as
/// for ``Violation``.
public struct UnverifiedCheck: Sendable, Hashable {
    /// A `pattern` search ran out of its step budget or hit a limit of the regular-expression engine.
    public static let patternTooExpensive = "pattern-too-expensive"
    /// The value (or the chain of shapes applied to it) is nested deeper than ``ValidationLimits/maxDepth``.
    public static let depthLimit = "depth-limit"
    /// The validation's deadline (``ValidationLimits/deadline``) passed before this part was checked.
    public static let deadline = "validation-deadline"
    /// The validation made as many shape applications as ``ValidationLimits/maxApplications``
    /// allows (combinators over shared shapes multiply them) and stopped here.
    public static let tooComplex = "shapes-too-complex"

    /// The instance location, `*` for aggregated array indices; `""` is the root.
    public var pointer: String
    /// Where the shape that could not be applied was written.
    public var schemaLocation: FileLocation
    /// ``patternTooExpensive``, ``depthLimit``, ``deadline`` or ``tooComplex``.
    public var rule: String
    /// Why, e.g. `pattern too expensive ('(?=a)(a*)*b' ran out of its matching budget)`, `deeper than 64 levels`.
    public var reason: String
    /// How many instance locations had this outcome.
    public var occurrences: Int
    /// For aggregated entries, how many array items there were at the `*` position.
    public var outOf: Int?

    /// An unverified check at `pointer`.
    public init(
        pointer: String, schemaLocation: FileLocation, rule: String, reason: String, occurrences: Int = 1, outOf: Int? = nil
    ) {
        self.pointer = pointer
        self.schemaLocation = schemaLocation
        self.rule = rule
        self.reason = reason
        self.occurrences = occurrences
        self.outOf = outOf
    }

    /// `/items/*/slug: not verified: pattern too expensive ('…' ran out of its matching budget) — 3 of 40 items`.
    public var message: String {
        var text = "\(pointer.isEmpty ? "(root)" : pointer): not verified: \(reason)"
        if occurrences > 1 {
            text += outOf.map { " — \(occurrences) of \($0) items" } ?? " — \(occurrences) times"
        }
        return text
    }
}
