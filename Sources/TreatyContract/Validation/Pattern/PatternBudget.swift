/// The steps `pattern` matching may still take during one validation.
///
/// A validation starts with ``ValidationLimits/patternSteps`` and each match adds
/// ``stepsPerByte`` for every UTF-8 byte of its text before it runs, so the work all patterns of a
/// document may do is bounded by a constant plus a multiple of the document's size, whatever the
/// patterns and however many strings there are.
struct PatternBudget {
    /// The allowance a match adds per UTF-8 byte of its text (plus one for the end of the text).
    static let stepsPerByte = 100

    private(set) var remaining: Int
    /// When searching must stop regardless of the steps left (``ValidationLimits/deadline``).
    let deadline: ValidationDeadline?

    init(steps: Int, deadline: ValidationDeadline? = nil) {
        remaining = steps
        self.deadline = deadline
    }

    /// Whether the deadline has passed.
    var isExpired: Bool {
        deadline?.hasPassed ?? false
    }

    /// Adds the allowance for matching a text of `length` UTF-8 bytes.
    mutating func grant(forLength length: Int) {
        let (sum, overflow) = remaining.addingReportingOverflow(PatternBudget.stepsPerByte &* (length + 1))
        remaining = overflow ? Int.max : sum
    }

    mutating func spend(_ steps: Int) {
        remaining -= steps
    }
}
