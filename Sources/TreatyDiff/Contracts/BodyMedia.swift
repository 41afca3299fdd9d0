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

    /// Whether two declared media types tell a change: one side must be the JSON body Treaty
    /// checks. Of the bodies it does not check, a contract keeps one media type of several (the
    /// first written), so two of them differing may be the same list in another order.
    static func comparable(_ old: Shape?, _ new: Shape?) -> Bool {
        old != nil || new != nil
    }
}
