/// A named input or header: a path, query or header parameter, or a response header.
public struct Parameter: Sendable, Hashable, Codable {
    /// The name as written (header names compare case-insensitively; see ``matches(_:)``).
    public var name: String
    /// The value's shape; header and query values are strings on the wire and are read as the
    /// shape's type (an `integer` header must hold digits).
    public var shape: Shape
    /// Whether the value must be present. Path parameters always are.
    public var required: Bool
    /// `secret: true`, or a well-known credential header: the value comes from the environment,
    /// never from the contract, and is redacted in every output.
    public var secret: Bool
    /// `example:`, a value used for generated requests and live samples.
    public var example: JSONValue?
    /// Where the parameter is declared.
    public var location: SourceLocation

    /// A parameter; the loader builds these, tests may too.
    public init(
        name: String, shape: Shape, required: Bool = false, secret: Bool = false, example: JSONValue? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.shape = shape
        self.required = required
        self.secret = secret
        self.example = example
        self.location = location
    }

    /// Header-style name comparison (case-insensitive).
    public func matches(_ other: String) -> Bool {
        name.lowercased() == other.lowercased()
    }

    /// Header names whose values are credentials even when the contract does not say `secret: true`.
    public static let credentialHeaderNames: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "api-key",
    ]
}
