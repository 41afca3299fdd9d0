/// The one small OpenAPI document every parity case starts from, as editable parts.
///
/// Why one document: each oasdiff check is about one kind of change at one place (a request body
/// property, a query parameter, a response header, …). Starting every pair from the same API and
/// editing only that place keeps each case to a line or two and makes the single difference
/// between its old and new document obvious. The document has one operation, `POST /items/{id}`
/// (`updateItem`), with:
///
/// - the path parameter `id`, written at path level so other operations of the path can share it;
/// - the query parameter `q` (``query``) and the `deepObject` query parameter `filter`, an object
///   whose property `p` is ``queryProperty``;
/// - the header parameters `X-Trace` (a string) and `X-Meta` (``header``, an object);
/// - a required JSON request body (``requestBody``), an object whose property `p` is
///   ``requestProperty``;
/// - a `200` response with the header `X-Rate` (``responseHeader``) and a JSON body
///   (``responseBody``), an object with the required `id` and the optional `r`
///   (``responseProperty``).
///
/// `components.schemas` holds `Cat`, `Dog` and `Bird`, objects told apart by `kind`, for the
/// composition and discriminator cases; `components.securitySchemes` holds `ApiKey`, `QueryKey`
/// and `Basic`, which no operation uses until a case writes a `security` requirement.
struct ParityDocument {
    var openAPI = "3.1.0"
    var path = "/items/{id}"
    var operationId: String? = "updateItem"
    /// Path-level parameters, shared by every operation of the path.
    var pathParameters = ["{ name: id, in: path, required: true, schema: { type: integer } }"]
    /// The schema of the query parameter `q`.
    var query = "{ type: string }"
    /// Written on `q` beside its schema (`required: true`, `deprecated: true`).
    var queryExtras = ""
    /// The schema of the property `p` of the `deepObject` query parameter `filter`.
    var queryProperty = "{ type: string }"
    /// The schema of the object header parameter `X-Meta`; ``headerProperty`` is its property `p`.
    var header: String?
    var headerProperty = "{ type: string }"
    /// Written on `X-Trace` beside its schema.
    var traceExtras = ""
    /// Operation-level parameters beyond `q`, `filter`, `X-Trace` and `X-Meta`.
    var extraParameters: [String] = []
    /// Which of the standard parameters are left out, by name.
    var removedParameters: Set<String> = []
    /// The operation's `security`, as a flow sequence; nil for none written.
    var security: String?
    /// The document's `security`, as a flow sequence; nil for none written.
    var globalSecurity: String?
    /// `components.securitySchemes` entries, one per line.
    var securitySchemes = [
        "ApiKey: { type: apiKey, in: header, name: X-Api-Key }",
        "QueryKey: { type: apiKey, in: query, name: api_key }",
        "Basic: { type: http, scheme: basic }",
    ]
    /// Whether the operation has a request body, and whether it is required.
    var hasRequestBody = true
    var requestBodyRequired = true
    /// The request body's `content` entries, one per line; nil for JSON with ``requestBody``.
    var requestContent: [String]?
    var requestBody: String?
    var requestProperty = "{ type: string }"
    /// The `200` response's header `X-Rate`: its schema, and whether it is required; nil
    /// ``responseHeader`` leaves the header out.
    var responseHeader: String? = "{ type: integer }"
    var responseHeaderRequired = false
    /// The `200` response's `content` entries, one per line; nil for JSON with ``responseBody``.
    var responseContent: [String]?
    var responseBody: String?
    var responseProperty = "{ type: string }"
    /// Responses beside `200`, one per line (`"404": { description: missing }`).
    var extraResponses: [String] = []
    /// Other operations of the path, each a line `method: { … }`.
    var otherOperations: [String] = []
    /// Other paths, each a line `/path: { … }`.
    var otherPaths: [String] = []

    /// The request body's schema as written: ``requestBody``, or the default object holding ``requestProperty``.
    var requestSchema: String {
        requestBody ?? "{ type: object, properties: { name: { type: string }, p: \(requestProperty) } }"
    }

    var responseSchema: String {
        responseBody ?? "{ type: object, required: [id], properties: { id: { type: integer }, r: \(responseProperty) } }"
    }

    var headerSchema: String { header ?? "{ type: object, properties: { p: \(headerProperty) } }" }

    /// The standard operation-level parameters, by name.
    var standardParameters: [(name: String, text: String)] {
        [
            ("q", "{ name: q, in: query, schema: \(query)\(queryExtras) }"),
            (
                "filter",
                "{ name: filter, in: query, style: deepObject, schema: { type: object, properties: { p: \(queryProperty) } } }"
            ),
            ("X-Trace", "{ name: X-Trace, in: header, schema: { type: string }\(traceExtras) }"),
            ("X-Meta", "{ name: X-Meta, in: header, schema: \(headerSchema) }"),
        ]
    }
}
