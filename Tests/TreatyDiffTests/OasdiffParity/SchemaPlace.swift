/// Where in ``ParityDocument`` a case writes its schema, and where Treaty reports a change there.
///
/// oasdiff tells the same change apart by place (`request-body-…`, `request-property-…`,
/// `request-parameter-…`, `request-parameter-property-…`, `response-header-…`); Treaty has one
/// rule for it and says the place in the change's `target` and `pointer`. Each place here is one
/// of oasdiff's, so a case checks both the rule and that it is found where the check looks.
enum SchemaPlace: Sendable {
    /// The query parameter `q`.
    case query
    /// The property `p` of the object query parameter `filter`.
    case queryProperty
    /// The object header parameter `X-Meta`, whole.
    case header
    /// The property `p` of `X-Meta`.
    case headerProperty
    /// The JSON request body's schema, whole.
    case requestBody
    /// The property `p` of the request body.
    case requestProperty
    /// The `200` response's JSON body schema, whole.
    case responseBody
    /// The optional property `r` of the response body.
    case responseProperty
    /// The `200` response's header `X-Rate`.
    case responseHeader

    func write(_ schema: String, into document: inout ParityDocument) {
        switch self {
        case .query: document.query = schema
        case .queryProperty: document.queryProperty = schema
        case .header: document.header = schema
        case .headerProperty: document.headerProperty = schema
        case .requestBody: document.requestBody = schema
        case .requestProperty: document.requestProperty = schema
        case .responseBody: document.responseBody = schema
        case .responseProperty: document.responseProperty = schema
        case .responseHeader: document.responseHeader = schema
        }
    }

    /// The `target` of a change found here.
    var target: String {
        switch self {
        case .query: "request.query.q"
        case .queryProperty: "request.query.filter"
        case .header, .headerProperty: "request.header.X-Meta"
        case .requestBody, .requestProperty: "request.body"
        case .responseBody, .responseProperty: "response.body"
        case .responseHeader: "response.header.X-Rate"
        }
    }

    /// The start of the `pointer` of a change found here.
    var pointer: String {
        switch self {
        case .queryProperty, .headerProperty, .requestProperty: "/properties/p"
        case .responseProperty: "/properties/r"
        default: ""
        }
    }
}
