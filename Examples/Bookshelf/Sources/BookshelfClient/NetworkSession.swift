import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one thing ``ReviewsClient`` needs from the network: send a request, get bytes and a
/// response. Code written against this seam is unit-tested with a fake; `URLSession` conforms,
/// so a Treaty stub session's `urlSession` plugs in unchanged.
public protocol NetworkSession: Sendable {
    func send(_ request: URLRequest) async throws -> (Data, URLResponse)
}

extension URLSession: NetworkSession {
    public func send(_ request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request)
    }
}
