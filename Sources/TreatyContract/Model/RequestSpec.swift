/// What an endpoint accepts: its parameters and body.
public struct RequestSpec: Sendable, Hashable, Codable {
    /// `request.path`, in template order.
    public var pathParameters: [Parameter]
    /// `request.query`, in document order.
    public var query: [Parameter]
    /// `request.headers`, in document order (defaults not included; see ``Contract/defaultHeaders``).
    public var headers: [Parameter]
    /// `request.body`: the JSON body's shape, when the endpoint takes one.
    public var body: Shape?
    /// `request.bodyRequired` (default true when a body is declared).
    public var bodyRequired: Bool
    /// `request.contentType` (default `application/json` when a body is declared).
    public var contentType: String?
    /// Every media type an OpenAPI description lists for the body, in its order: a client may
    /// send (or ask for) any of them, so `treaty diff` compares them as a set. Nil for a Treaty
    /// contract, which names one ``contentType``.
    public var mediaTypes: [String]?
    /// `request.credentials`: the ways a client may authenticate, each a set of secret headers
    /// and query parameters sent together; a request must carry every credential of at least one.
    /// Nil (the default) when the request's own `required` flags say all: alternatives in
    /// different places (a token, or an email and a key) cannot be written as `required` alone.
    public var credentials: [CredentialSet]?

    /// A request specification; by default no parameters and no body.
    public init(
        pathParameters: [Parameter] = [], query: [Parameter] = [], headers: [Parameter] = [], body: Shape? = nil,
        bodyRequired: Bool = true, contentType: String? = nil
    ) {
        self.pathParameters = pathParameters
        self.query = query
        self.headers = headers
        self.body = body
        self.bodyRequired = bodyRequired
        self.contentType = contentType
    }
}

/// One way to authenticate: the secret headers and query parameters a client sends together
/// (Cloudflare's `Authorization`, or `X-Auth-Email` with `X-Auth-Key`).
public struct CredentialSet: Sendable, Hashable, Codable {
    /// Header names, as the request declares them.
    public var headers: [String]
    /// Query parameter names.
    public var query: [String]

    /// A set of credentials sent together; either list may be empty.
    public init(headers: [String] = [], query: [String] = []) {
        self.headers = headers
        self.query = query
    }

    /// `header 'Authorization'`, `headers 'X-Auth-Email' and 'X-Auth-Key'`, `query 'key'`: for
    /// findings that say which credentials were expected, never their values.
    public var description: String {
        func named(_ kind: String, _ names: [String]) -> String? {
            guard !names.isEmpty else { return nil }
            let quoted = names.map { "'\($0)'" }
            let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
            return (names.count == 1 ? kind : kind + "s") + " " + list
        }
        return [named("header", headers), named("query parameter", query)].compactMap { $0 }.joined(separator: " with ")
    }
}
