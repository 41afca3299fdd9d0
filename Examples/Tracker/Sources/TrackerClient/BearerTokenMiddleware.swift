import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Signs every request of the generated client with the account's token, as
/// `Authorization: Bearer <token>`: the document's `bearerToken` security scheme, which the
/// generator leaves to a middleware.
public struct BearerTokenMiddleware: ClientMiddleware {
    private let token: String

    /// A middleware that sends `token` with every request.
    public init(token: String) {
        self.token = token
    }

    public func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[.authorization] = "Bearer \(token)"
        return try await next(request, body, baseURL)
    }
}
