import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A deliberately small client for the Notes test contract, written the way an app would: it is
/// what the generated Notes suite (XCTest flavour) is compiled and run against.
struct NotesClient {
    struct Note: Decodable, Equatable {
        var slug: String
        var text: String
        var tags: [String]?
    }

    enum Failure: Error {
        case transport(URLError)
        case http(status: Int, retryAfter: Int?)
        case decoding
    }

    let baseURL: URL
    let session: URLSession
    let apiKey: String

    /// `requestId` goes in `X-Request-Id`, for tracing a search through the server's logs.
    func search(_ query: String, archived: Bool? = nil, requestId: String? = nil) async throws -> [Note] {
        var components = URLComponents(url: baseURL.appendingPathComponent("notes"), resolvingAgainstBaseURL: false)!
        components.queryItems =
            [URLQueryItem(name: "q", value: query)] + (archived.map { [URLQueryItem(name: "archived", value: String($0))] } ?? [])
        return try await get(components.url!, requestId: requestId, retryingOnce: true)
    }

    func read(slug: String) async throws -> Note {
        try await get(baseURL.appendingPathComponent("notes").appendingPathComponent(slug), retryingOnce: false)
    }

    private func get<Value: Decodable>(_ url: URL, requestId: String? = nil, retryingOnce: Bool) async throws -> Value {
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue(apiKey, forHTTPHeaderField: "X-Api-Key")
        if let requestId { request.setValue(requestId, forHTTPHeaderField: "X-Request-Id") }
        let data: Data
        let response: HTTPURLResponse
        do {
            let (body, answer) = try await session.data(for: request)
            data = body
            response = answer as! HTTPURLResponse
        } catch let error as URLError {
            throw Failure.transport(error)
        }
        if response.statusCode == 503, retryingOnce { return try await get(url, requestId: requestId, retryingOnce: false) }
        guard (200..<300).contains(response.statusCode) else {
            throw Failure.http(
                status: response.statusCode, retryAfter: response.value(forHTTPHeaderField: "Retry-After").flatMap { Int($0) })
        }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw Failure.decoding
        }
    }
}
