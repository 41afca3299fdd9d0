/// A book on one of the user's shelves, as `GET /books` and `GET /books/{bookId}` return it.
public struct Book: Codable, Sendable, Equatable {
    public var id: Int
    public var title: String
    /// `null` for the many books without one.
    public var subtitle: String?
    public var author: String

    public init(id: Int, title: String, subtitle: String? = nil, author: String) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.author = author
    }
}

/// One reader's review, as `GET /books/{bookId}/reviews` returns it.
public struct Review: Codable, Sendable, Equatable {
    public var stars: Int
    public var text: String

    public init(stars: Int, text: String) {
        self.stars = stars
        self.text = text
    }
}

/// The shelves `GET /books?shelf=` filters by.
public enum Shelf: String, Sendable, CaseIterable {
    case reading, read, wishlist
}
