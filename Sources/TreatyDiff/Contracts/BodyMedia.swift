import TreatyContract

/// The media type a request or response body is declared with.
enum BodyMedia {
    /// `application/json` for a body with a shape and no type written; the written type for a
    /// body without a shape (not JSON); nil for no body.
    static func declared(_ body: Shape?, _ contentType: String?) -> String? {
        body != nil ? (contentType ?? "application/json") : contentType
    }

    /// The body's type, or its media type when it has no shape.
    static func text(_ body: Shape?, _ mediaType: String) -> String {
        body.map(ShapePair.typeText) ?? mediaType
    }
}
