/// Bounds and options for one validation, so a huge or hostile document cannot hang or exhaust memory.
public struct ValidationLimits: Sendable, Hashable {
    /// The most distinct findings kept per document (after aggregating array items); the report
    /// says when more were dropped.
    public var maxFindings: Int
    /// The deepest nesting of instance values and schema applications (`$ref`, `allOf`, …)
    /// followed; deeper parts are not checked and are reported as not verified
    /// (``UnverifiedCheck/depthLimit``).
    public var maxDepth: Int
    /// The steps `pattern` matching may take per document, on top of an allowance of 100 steps
    /// per byte of text searched. A search that runs out is reported as not verified
    /// (``UnverifiedCheck/patternTooExpensive``). The default, 10 million, is a fraction of a
    /// second.
    public var patternSteps: Int
    /// Whether to report additive findings (undeclared properties of open objects, unknown values
    /// of extensible enums). Off for plain conformance, where they are not violations; the live
    /// checker turns it on to show drift.
    public var reportAdditions: Bool

    /// Limits; the defaults suit fixtures and live responses.
    public init(maxFindings: Int = 100, maxDepth: Int = 64, patternSteps: Int = 10_000_000, reportAdditions: Bool = false) {
        self.maxFindings = maxFindings
        self.maxDepth = maxDepth
        self.patternSteps = patternSteps
        self.reportAdditions = reportAdditions
    }
}
