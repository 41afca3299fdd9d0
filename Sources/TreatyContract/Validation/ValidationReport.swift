/// The outcome of validating one document: its findings and whether a bound stopped the check.
public struct ValidationReport: Sendable, Hashable {
    /// Findings in the order first met, walking the document.
    public var violations: [Violation]
    /// Whether ``ValidationLimits/maxFindings`` was reached, so further distinct findings were dropped.
    public var truncated: Bool
    /// Whether ``ValidationLimits/maxDepth`` was reached, so deeper parts were not checked.
    public var depthLimitHit: Bool
    /// Whether the value conforms: no breaking finding (also counting dropped ones) and every part checked.
    public var isValid: Bool

    public init(violations: [Violation], truncated: Bool, depthLimitHit: Bool, isValid: Bool) {
        self.violations = violations
        self.truncated = truncated
        self.depthLimitHit = depthLimitHit
        self.isValid = isValid
    }

    /// Lines stating which bound stopped the check, for reports; empty when none did.
    public func limitNotes(_ limits: ValidationLimits) -> [String] {
        var notes: [String] = []
        if truncated { notes.append("stopped after \(limits.maxFindings) findings; fix these and run again to see more") }
        if depthLimitHit { notes.append("parts nested deeper than \(limits.maxDepth) levels were not checked") }
        return notes
    }
}
