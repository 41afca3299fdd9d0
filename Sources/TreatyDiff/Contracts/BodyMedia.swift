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

    /// Whether two declared media types tell a change: their essences differ (case and
    /// parameters such as `charset` aside). A body Treaty does not read counts too, since the
    /// stubs serve and the live check asks for its type; its import is order-independent for a
    /// request (several types become `image/*` or `*/*`), while a response keeps the first type
    /// its document lists.
    static func differ(_ old: String, _ new: String) -> Bool {
        MediaType.essence(old) != MediaType.essence(new)
    }
}
