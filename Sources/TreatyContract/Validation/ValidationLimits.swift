/// Bounds and options for one validation, so a huge or hostile document cannot hang or exhaust memory.
public struct ValidationLimits: Sendable, Hashable {
    /// The shape applications a validation may make per value of the document it checks, when
    /// that is more than ``maxApplications``: a large body gets room for its size (a value under
    /// a few `anyOf`s is checked a few times; 64 leaves room for many).
    public static let applicationsPerValue = 64

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
    /// The shape applications one validation may make (a value checked against one shape: the
    /// root, every member and item, every `$ref`, `allOf`, `anyOf`, `oneOf` and `not` branch), or
    /// ``applicationsPerValue`` per value of the document checked when that is more. Combinators
    /// that share shapes multiply the work: a `oneOf` of two `$ref`s to a shape that is itself such
    /// a `oneOf`, 30 levels deep, would take 2^30 applications for one value. A validation that runs
    /// out stops there and reports what it left as not verified (``UnverifiedCheck/tooComplex``),
    /// never as a pass. The default, 200,000, is well under a second at worst; the examples of the
    /// largest real API descriptions tried need at most 2,000 each.
    public var maxApplications: Int
    /// Whether to report additive findings (undeclared properties of open objects, unknown values
    /// of extensible enums). Off for plain conformance, where they are not violations; the live
    /// checker turns it on to show drift.
    public var reportAdditions: Bool
    /// When validation must stop, whatever the budget says: the live checker passes each sample's
    /// deadline, so a server value that makes a `pattern` expensive cannot stretch a sample past
    /// `--timeout`. Searches left when it passes are reported as not verified
    /// (``UnverifiedCheck/deadline``). Nil: no deadline.
    public var deadline: ValidationDeadline?
    /// The most Unicode scalars of a string value a finding quotes; longer ones are cut with `…`.
    /// The live checker quotes up to 4,096 and cuts after masking secrets, so no part of a secret
    /// survives the cut.
    public var quotedLength: Int

    /// Limits; the defaults suit fixtures and live responses.
    public init(
        maxFindings: Int = 100, maxDepth: Int = 64, patternSteps: Int = 10_000_000, reportAdditions: Bool = false,
        deadline: ValidationDeadline? = nil, quotedLength: Int = 60, maxApplications: Int = 200_000
    ) {
        self.quotedLength = quotedLength
        self.maxApplications = maxApplications
        self.maxFindings = maxFindings
        self.maxDepth = maxDepth
        self.patternSteps = patternSteps
        self.reportAdditions = reportAdditions
        self.deadline = deadline
    }
}
