public import Foundation

/// One request a stub session received, as the client sent it.
public struct RecordedRequest: Sendable, Hashable {
    /// Upper-case HTTP method.
    public var method: String
    /// The full URL the client asked for, query included.
    public var url: URL
    /// Header fields as sent (Foundation may merge repeated names).
    public var headers: [String: String]
    /// The body, read in full from `httpBody` or `httpBodyStream`; nil when none was sent.
    public var body: Data?
    /// False when the body of an upload task could not be recovered (Foundation does not pass it
    /// to a `URLProtocol`): the body and its `Content-Type` were then not verified, and the session
    /// reports so unless it was opened with ``StubOptions/unverifiedBodies``.
    public var bodyVisible: Bool
    /// The contract endpoint (or ad-hoc route) id the request matched, if any.
    public var endpointID: String?

    /// A recorded request; the runtime makes these from the `URLRequest` it intercepts.
    public init(
        method: String, url: URL, headers: [String: String], body: Data?, bodyVisible: Bool = true,
        endpointID: String? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.bodyVisible = bodyVisible
        self.endpointID = endpointID
    }

    /// The value of the header called `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }

    /// `METHOD /path?query`, for messages.
    public var summary: String {
        let query = url.encodedQuery.map { "?" + $0 } ?? ""
        return "\(method) \(url.encodedPath)\(query)"
    }
}
