/// The outcome of validating one document: its findings, the parts that could not be checked,
/// and whether a bound stopped the check.
///
/// A report has three outcomes: valid (no breaking finding, every part checked), invalid (a
/// breaking finding), and not verified (no breaking finding, but ``unverified`` is not empty).
/// A part that could not be checked is never read as a pass: ``isValid`` is false.
public struct ValidationReport: Sendable, Hashable {
    /// Findings in the order first met, walking the document.
    public var violations: [Violation]
    /// Parts that could not be checked: a `pattern` too expensive to match, nesting deeper than
    /// ``ValidationLimits/maxDepth``.
    public var unverified: [UnverifiedCheck]
    /// Whether ``ValidationLimits/maxFindings`` was reached, so further distinct findings were dropped.
    public var truncated: Bool
    /// Whether a breaking finding was met, counting findings dropped by ``truncated``.
    public var hasBreakingFindings: Bool

    /// - Parameter hasBreakingFindings: nil to derive it from `violations`.
    public init(
        violations: [Violation], unverified: [UnverifiedCheck] = [], truncated: Bool = false, hasBreakingFindings: Bool? = nil
    ) {
        self.violations = violations
        self.unverified = unverified
        self.truncated = truncated
        self.hasBreakingFindings = hasBreakingFindings ?? violations.contains { $0.classification == .breaking }
    }

    /// Whether every part of the value was checked.
    public var isVerified: Bool { unverified.isEmpty }

    /// Whether the value conforms: no breaking finding (also counting dropped ones) and every part checked.
    public var isValid: Bool { !hasBreakingFindings && isVerified }

    /// Whether ``ValidationLimits/maxDepth`` was reached, so deeper parts were not checked.
    public var depthLimitHit: Bool { unverified.contains { $0.rule == UnverifiedCheck.depthLimit } }

    /// Lines stating which bound stopped the check, for reports; empty when none did.
    public func limitNotes(_ limits: ValidationLimits) -> [String] {
        var notes: [String] = []
        if truncated { notes.append("stopped after \(limits.maxFindings) findings; fix these and run again to see more") }
        if depthLimitHit { notes.append("parts nested deeper than \(limits.maxDepth) levels were not checked") }
        return notes
    }
}
