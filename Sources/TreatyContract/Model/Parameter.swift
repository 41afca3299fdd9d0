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
    /// `default:` (in OpenAPI, the schema's): what the server uses when an optional parameter is
    /// left out. Clients that omit the parameter rely on it, so `treaty diff` reports its changes.
    public var defaultValue: JSONValue?
    /// Where the parameter is declared.
    public var location: FileLocation
    /// `style:`, how an array or object value is written on the wire (OpenAPI's names); nil for
    /// the default of where the parameter is: `form` in a query, `simple` in a path or header.
    public var style: ParameterStyle?
    /// `explode:`, whether each item of an array goes in a parameter of its own (`tags=a&tags=b`)
    /// or all in one (`tags=a,b`); nil for the style's default, `true` for `form` and
    /// `deepObject`, `false` for the others.
    public var explode: Bool?

    /// A parameter; the loader builds these, tests may too.
    public init(
        name: String, shape: Shape, required: Bool = false, secret: Bool = false, example: JSONValue? = nil,
        location: FileLocation, style: ParameterStyle? = nil, explode: Bool? = nil, defaultValue: JSONValue? = nil
    ) {
        self.name = name
        self.shape = shape
        self.required = required
        self.secret = secret
        self.example = example
        self.location = location
        self.style = style
        self.explode = explode
        self.defaultValue = defaultValue
    }

    /// The style and explode a query parameter is written with, defaults applied.
    public var querySerialization: (style: ParameterStyle, explode: Bool) {
        let style = style ?? .form
        return (style, explode ?? (style == .form || style == .deepObject))
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

/// How a parameter's array or object value is written on the wire: OpenAPI's `style` values
/// for query, path and header parameters (`label` and `matrix`, rare path styles, are not among
/// them).
public enum ParameterStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// Query: `tags=a&tags=b` exploded, `tags=a,b` not.
    case form
    /// Path and header: `a,b`.
    case simple
    /// Query, not exploded: `tags=a%20b`.
    case spaceDelimited
    /// Query, not exploded: `tags=a|b`.
    case pipeDelimited
    /// Query: `filter[status]=open&filter[kind]=bug` for an object, `ids[]=1&ids[]=2` as clients
    /// write arrays.
    case deepObject

    /// Whether the style may be written for a query parameter (else: a path or header one).
    public var isQueryStyle: Bool { self != .simple }

    /// The character that joins an array's items when not exploded.
    public var separator: Character {
        switch self {
        case .spaceDelimited: " "
        case .pipeDelimited: "|"
        case .form, .simple, .deepObject: ","
        }
    }
}
