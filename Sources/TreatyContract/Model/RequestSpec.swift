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
