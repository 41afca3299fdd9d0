public import Foundation

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// The smallest transport a client needs: one request in, body and response out.
///
/// A client built on another HTTP library takes an `HTTPTransport` instead of a `URLSession`;
/// in production it wraps that library, and in tests ``StubSession/transport`` serves it from the
/// same stubs, verification and spy as ``StubSession/urlSession``.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response body and head.
    /// - Throws: the transport's error (`URLError` for ``URLSessionTransport``).
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// An ``HTTPTransport`` over a `URLSession`.
public struct URLSessionTransport: HTTPTransport {
    /// The session every request goes through.
    public let session: URLSession

    /// A transport over `session`, such as a stub session's ``StubSession/urlSession``.
    public init(session: URLSession) {
        self.session = session
    }

    /// Sends `request` with `data(for:)`.
    /// - Throws: the session's error, or `URLError(.badServerResponse)` for a non-HTTP response.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }
}

extension StubSession {
    /// A transport answered by this session's stubs, for clients that do not use `URLSession` directly.
    public var transport: any HTTPTransport { URLSessionTransport(session: urlSession) }
}
