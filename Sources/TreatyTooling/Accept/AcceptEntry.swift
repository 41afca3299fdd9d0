public import TreatyContract

/// One known, intended change listed in an accept file (`contracts/.treaty-accept.yaml`).
///
/// An entry names a rule id and narrows where it applies; each of ``contract``, ``endpoint``,
/// ``status``, ``target`` and ``pointer`` that is set must equal the change's. A ``pointer``
/// ending in `/*` matches that pointer and everything below it. Every entry carries a reason
/// and an expiry date (`yyyy-mm-dd`, valid through that day), so acceptances do not outlive
/// the migration they were written for.
///
/// The model lives here, beside the contract model, so the loader can read accept files without
/// depending on the diff engine; TreatyDiff adds the matching against changes.
public struct AcceptEntry: Sendable, Hashable {
    /// The rule id the entry accepts, e.g. `response-field-removed`.
    public var rule: String
    /// The contract name the change must be in, when set.
    public var contract: String?
    /// The endpoint id the change must be at, when set.
    public var endpoint: String?
    /// The response status the change must be under, when set (`404`, `default`).
    public var status: String?
    /// What the change must be about, when set (`request`, `response`, a parameter name).
    public var target: String?
    /// The shape pointer the change must be at, when set; a trailing `/*` matches everything below.
    public var pointer: String?
    /// Why the change is intended; shown beside the accepted change.
    public var reason: String
    /// The last day the entry applies, `yyyy-mm-dd`.
    public var expires: String
    /// Where the entry is written in the accept file, for findings about it.
    public var location: FileLocation?

    /// An entry as an accept file states it.
    public init(
        rule: String, contract: String? = nil, endpoint: String? = nil, status: String? = nil, target: String? = nil,
        pointer: String? = nil, reason: String, expires: String, location: FileLocation? = nil
    ) {
        self.rule = rule
        self.contract = contract
        self.endpoint = endpoint
        self.status = status
        self.target = target
        self.pointer = pointer
        self.reason = reason
        self.expires = expires
        self.location = location
    }

    /// Whether ``expires`` is a `yyyy-mm-dd` date that exists, checked as the validator checks
    /// `format: date` (RFC 3339 `full-date`).
    public var hasValidExpiry: Bool { FormatChecker.check(expires, format: "date") == true }

    /// Whether the entry no longer applies on `today` (`yyyy-mm-dd`; such dates sort as text).
    public func isExpired(today: String) -> Bool { expires < today }
}
