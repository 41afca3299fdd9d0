/// How checking one string against one `pattern` came out.
enum PatternOutcome: Sendable, Equatable {
    case match
    case noMatch
    /// The check stopped before it could answer; reported as "not verified", never as a pass or
    /// a mismatch.
    case tooExpensive(Cost)

    enum Cost: Sendable, Equatable {
        /// The validation's ``PatternBudget`` ran out.
        case budget
        /// ICU gave up (its backtracking stack is limited, so `^a+$` fails on a million `a`s).
        case engineLimit
        /// The validation's deadline passed (``ValidationLimits/deadline``).
        case deadline
    }
}
