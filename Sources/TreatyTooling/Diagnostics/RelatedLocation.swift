public import TreatyContract

/// A second place that explains a diagnostic: where an unclosed construct began, or the
/// scenario in the contract that a fixture finding belongs to.
///
/// A diagnostic is located where the mistake is; a related location says where the reader
/// should look next. Text output prints it as an indented `note:` line, JSON as a `related`
/// entry, SARIF as a `relatedLocations` entry, and GitHub annotations append it to the message.
public struct RelatedLocation: Sendable, Hashable, Comparable {
    /// The place, `file:line:column` like the diagnostic's own.
    public var location: FileLocation
    /// What is at that place, lowercase, user tokens in single quotes: `the flow mapping started here`.
    public var message: String

    /// A related place: `RelatedLocation("the flow mapping started here", at: start)`.
    public init(_ message: String, at location: FileLocation) {
        self.message = message
        self.location = location
    }

    /// By place, then message, so merged notes print in file order.
    public static func < (lhs: RelatedLocation, rhs: RelatedLocation) -> Bool {
        (lhs.location, lhs.message) < (rhs.location, rhs.message)
    }
}
