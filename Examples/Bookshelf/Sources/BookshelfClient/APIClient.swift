import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Bookshelf API on an injected `URLSession`: the app passes `.shared`, tests pass a stub
/// session's `urlSession`, and nothing else changes.
public struct APIClient: Sendable {
    public let baseURL: URL
    public let session: URLSession

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    /// `GET /books`, optionally only one shelf.
    public func listBooks(shelf: Shelf? = nil) async throws(BookshelfError) -> [Book] {
        var components = URLComponents(url: baseURL.appendingPathComponent("books"), resolvingAgainstBaseURL: false)!
        if let shelf { components.queryItems = [URLQueryItem(name: "shelf", value: shelf.rawValue)] }
        return try await send(URLRequest(url: components.url!))
    }

    /// `GET /books/{bookId}`.
    public func getBook(id: Int) async throws(BookshelfError) -> Book {
        try await send(URLRequest(url: baseURL.appendingPathComponent("books/\(id)")))
    }

    private func send<Value: Decodable>(_ request: URLRequest) async throws(BookshelfError) -> Value {
        var request = request
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw .transport((error as? URLError)?.code ?? .unknown)
        }
        return try Response.decode(data, response)
    }
}

/// Status check and JSON decoding, shared by both clients.
enum Response {
    static func decode<Value: Decodable>(_ data: Data, _ response: URLResponse) throws(BookshelfError) -> Value {
        guard let http = response as? HTTPURLResponse else { throw .transport(.badServerResponse) }
        guard (200..<300).contains(http.statusCode) else {
            let retryAfter = http.value(forHTTPHeaderField: "Retry-After").flatMap { Int($0) }
            throw .http(status: http.statusCode, retryAfter: retryAfter)
        }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw .decoding(String(describing: error))
        }
    }
}
