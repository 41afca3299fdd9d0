/// The API's error body: `{"error": "not_found", "message": "…"}`.
public struct ErrorBody: Decodable, Equatable, Sendable {
    /// A machine-readable code.
    public var error: String
    public var message: String

    public init(error: String, message: String) {
        self.error = error
        self.message = message
    }
}
