// Started by 'treaty generate' from treaty.yaml's 'adapterSkeleton'; this file is ours, and Treaty
// never overwrites it.

import BookshelfClient
import Foundation
import TreatyStubs

/// Connects the generated Bookshelf suite to the app's clients: build them on the stub
/// session, call them per endpoint, and say which of their errors is which.
struct BookshelfAdapter: BookshelfContractAdapter {
    let client: APIClient
    let reviews: ReviewsClient

    init(stubs: StubSession) {
        client = APIClient(baseURL: stubs.baseURL, session: stubs.urlSession)
        // The seam-based client gets the stub session through its protocol, as the app's code would.
        reviews = ReviewsClient(baseURL: stubs.baseURL, network: stubs.urlSession)
    }

    func listBooks(_ input: BookshelfContract.ListBooksInput) async throws {
        _ = try await client.listBooks(shelf: input.shelf.flatMap { Shelf(rawValue: $0.rawValue) })
    }

    func getBook(_ input: BookshelfContract.GetBookInput) async throws {
        _ = try await client.getBook(id: input.bookId)
    }

    func listReviews(_ input: BookshelfContract.ListReviewsInput) async throws {
        _ = try await reviews.reviews(of: input.bookId)
    }

    func exportShelf(_ input: BookshelfContract.ExportShelfInput) async throws {
        _ = try await client.exportShelf()
    }

    func bookCover(_ input: BookshelfContract.BookCoverInput) async throws {
        _ = try await client.cover(bookId: input.bookId)
    }

    static func classify(_ error: any Error) -> ClientOutcome {
        guard let error = error as? BookshelfError else { return .unclassified(String(describing: error)) }
        switch error {
        case .transport(let code): return .transport(code: code)
        case .http(let status, let retryAfter): return .http(status: status, retryAfter: retryAfter)
        case .decoding: return .decoding
        }
    }
}

/// The adapter the generated tests run.
typealias BookshelfContractSubject = BookshelfAdapter
