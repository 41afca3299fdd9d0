import Testing

/// A check docs/oasdiff-checks.md counts as covered that these cases do not show Treaty
/// reporting, and why. Kept apart from the cases so that none is faked: either the change cannot
/// be written in a document Treaty reads, or the pair below was written and Treaty did not report
/// the rule the table names (a finding about Treaty or about the table).
struct OasdiffParityGap: Sendable, CustomTestStringConvertible {
    var id: String
    var reason: String
    /// The pair that was tried, with the rules Treaty was expected to report; nil when no
    /// document can make the change.
    var attempt: OasdiffParityCase?

    var testDescription: String { id }
}

/// The gaps found: none left. The two found first (a response whose one media type became a
/// wildcard, or the reverse, read as no change) are reported since the listed type is compared.
extension OasdiffParityGap {
    static let all: [Self] = []

    typealias Media = OasdiffParityCase.Media
}
