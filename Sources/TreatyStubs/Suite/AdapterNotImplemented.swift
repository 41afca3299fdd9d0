/// Thrown by the methods of an adapter skeleton until they call the real client, so an
/// unfinished adapter fails its tests with a message that says what to do.
///
/// The skeleton is the user's file from the first `treaty generate` on, so this is plain API: an
/// adapter finished one endpoint at a time keeps throwing it from the others, with a plain
/// `import TreatyStubs`.
public struct AdapterNotImplemented: Error, CustomStringConvertible, Sendable {
    /// The endpoint id whose adapter method is still the skeleton's.
    public var endpoint: String

    /// The error for the skeleton method of `endpoint`.
    public init(_ endpoint: String) {
        self.endpoint = endpoint
    }

    /// Says which method to implement and how.
    public var description: String {
        "the adapter method '\(endpoint)' is not implemented: call your client there"
    }
}
