/// A stub failure as an `Error`, so a test framework that prints errors on the first line of a
/// failure shows what failed there.
///
/// Swift Testing prints a recorded comment as `…: Issue recorded` with the message on a second
/// `↳` line, which CI log summaries and IDE badges cut off; a recorded error prints as
/// `…: Caught error: client regression: listProjects/notFound: …`. The Swift Testing reporters
/// (``FailureReporter`` in TreatyStubsTesting, and the one generated suites write) record this.
public struct ContractFailure: Error, CustomStringConvertible, Sendable {
    /// The failure message, whole.
    public let message: String

    /// A failure carrying `message`, as a reporter received it.
    public init(_ message: String) {
        self.message = message
    }

    /// The message itself, which is what Swift Testing prints after `Caught error:`.
    public var description: String { message }
}
