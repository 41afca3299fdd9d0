/// Thrown by the methods of an adapter skeleton until they call the real client, so an
/// unfinished adapter fails its tests with a message that says what to do.
public struct AdapterNotImplemented: Error, CustomStringConvertible, Sendable {
    public var endpoint: String

    public init(_ endpoint: String) {
        self.endpoint = endpoint
    }

    public var description: String {
        "the adapter method '\(endpoint)' is not implemented: call your client there"
    }
}
