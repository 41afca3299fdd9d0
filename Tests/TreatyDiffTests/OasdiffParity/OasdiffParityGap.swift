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

/// The gaps found. Each pair was written as the check means it and Treaty reported nothing.
extension OasdiffParityGap {
    static let all: [Self] = [
        OasdiffParityGap(
            id: "response-media-type-name-generalized",
            reason:
                "a response whose one media type becomes a wildcard (`application/json` to `application/*`, the same schema "
                + "under each) is no change: the OpenAPI reader takes `*/*` and `application/*` as `application/json` "
                + "(MediaTypes.pick), so no `response-content-type-changed`; only when several types are listed is the list "
                + "compared as written (`response-media-type-removed` + `response-media-type-added`); the page's row said "
                + "`response-content-type-changed` for one type, and now names this exception",
            attempt: .media(
                "response-media-type-name-generalized", [Media.json], [Media.anyApplication], "response-content-type-changed",
                variant: "the one type to a wildcard")),
        OasdiffParityGap(
            id: "response-media-type-name-specialized",
            reason:
                "the reverse: a response whose one media type `application/*` becomes `application/json` is no change, "
                + "since the wildcard is read as `application/json`",
            attempt: .media(
                "response-media-type-name-specialized", [Media.anyApplication], [Media.json], "response-content-type-changed",
                variant: "the one wildcard to a type")),
    ]

    typealias Media = OasdiffParityCase.Media
}
