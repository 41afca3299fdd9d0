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

    /// `GET /books/export`: the shelf as CSV text. A 2xx answer that is not CSV (a proxy's JSON
    /// error page, say) is a decoding error, never text the app would show as a shelf.
    public func exportShelf() async throws(BookshelfError) -> String {
        let data = try await fetch(baseURL.appendingPathComponent("books/export"), as: "text/csv")
        guard let text = String(data: data, encoding: .utf8) else { throw .decoding("expected UTF-8 text") }
        return text
    }

    /// `GET /books/{bookId}/cover`: the cover as PNG bytes. A 2xx answer of another type, or
    /// bytes without PNG's signature, is a decoding error, never an image the app would draw.
    public func cover(bookId: Int) async throws(BookshelfError) -> Data {
        let data = try await fetch(baseURL.appendingPathComponent("books/\(bookId)/cover"), as: "image/png")
        guard data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw .decoding("expected PNG bytes")
        }
        return data
    }

    /// The body of a 2xx answer of the media type `type`, asked for in `Accept`.
    private func fetch(_ url: URL, as type: String) async throws(BookshelfError) -> Data {
        var request = URLRequest(url: url)
        request.setValue(type, forHTTPHeaderField: "Accept")
        let (data, response) = try await exchange(request)
        guard let http = response as? HTTPURLResponse else { throw .transport(.badServerResponse) }
        guard (200..<300).contains(http.statusCode) else {
            throw .http(status: http.statusCode, retryAfter: http.value(forHTTPHeaderField: "Retry-After").flatMap { Int($0) })
        }
        let sent = http.value(forHTTPHeaderField: "Content-Type") ?? ""
        guard sent.lowercased().hasPrefix(type) else { throw .decoding("expected \(type), got '\(sent)'") }
        return data
    }

    private func exchange(_ request: URLRequest) async throws(BookshelfError) -> (Data, URLResponse) {
        do {
            return try await session.data(for: request)
        } catch {
            throw .transport((error as? URLError)?.code ?? .unknown)
        }
    }

    private func send<Value: Decodable>(_ request: URLRequest) async throws(BookshelfError) -> Value {
        var request = request
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, response) = try await exchange(request)
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
