import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Reviews of a book, through a ``NetworkSession`` rather than a concrete `URLSession`.
public struct ReviewsClient: Sendable {
    public let baseURL: URL
    public let network: any NetworkSession

    public init(baseURL: URL, network: any NetworkSession) {
        self.baseURL = baseURL
        self.network = network
    }

    /// `GET /books/{bookId}/reviews`.
    public func reviews(of bookId: Int) async throws(BookshelfError) -> [Review] {
        var request = URLRequest(url: baseURL.appendingPathComponent("books/\(bookId)/reviews"))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await network.send(request)
        } catch {
            throw .transport((error as? URLError)?.code ?? .unknown)
        }
        return try Response.decode(data, response)
    }
}
