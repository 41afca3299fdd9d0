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

    /// The type a body is written with: the one type its description lists when it lists one (so
    /// `application/*`, read as JSON, is still told from `application/json`), else the declared type.
    static func written(_ list: [String]?, declared: String) -> String {
        guard let list, list.count == 1 else { return declared }
        return list[0]
    }

    /// Whether two declared media types tell a change: their essences differ (case and
    /// parameters such as `charset` aside). A body Treaty does not read counts too, since the
    /// stubs serve and the live check asks for its type; its import is order-independent for a
    /// request (several types become `image/*` or `*/*`), while a response keeps the first type
    /// its document lists.
    static func differ(_ old: String, _ new: String) -> Bool {
        MediaType.essence(old) != MediaType.essence(new)
    }

    /// The changes between two lists of media types (an OpenAPI `content` map's keys), compared
    /// by essence: each type dropped is `removed`, each new one `added`. A side without a list (a
    /// Treaty contract names one type) lists its declared type; nil when neither side has a list
    /// or each lists one type, for the one type's ``differ(_:_:)`` change (a JSON body that
    /// became a form is one change of type, not a type removed and another added).
    static func listChanges(
        _ old: (list: [String]?, declared: String), _ new: (list: [String]?, declared: String), removed: DiffRule,
        added: DiffRule, location: FileLocation
    ) -> [Change]? {
        guard old.list != nil || new.list != nil else { return nil }
        let (old, new) = (old.list ?? [old.declared], new.list ?? [new.declared])
        guard old.count > 1 || new.count > 1 else { return nil }
        let (before, after) = (Set(old.map(MediaType.essence)), Set(new.map(MediaType.essence)))
        return old.filter { !after.contains(MediaType.essence($0)) }.map {
            Change(rule: removed, subject: $0, location: location, before: $0, subjectIsTheValue: true)
        }
            + new.filter { !before.contains(MediaType.essence($0)) }.map {
                Change(rule: added, subject: $0, location: location, after: $0, subjectIsTheValue: true)
            }
    }
}
