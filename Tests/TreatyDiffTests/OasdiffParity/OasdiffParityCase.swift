import Testing

/// One oasdiff check, written as a pair of OpenAPI documents that make the change it names, with
/// the Treaty rules that must report it.
///
/// The pairs are our own: each is derived from what the check means (docs/oasdiff-checks.md
/// says it in a sentence), made by editing one place of ``ParityDocument``, never taken from
/// oasdiff's fixtures. ``target`` and ``pointer`` say where the rules must be reported, so a
/// case about a request body property is not satisfied by the same rule found elsewhere.
struct OasdiffParityCase: Sendable, CustomTestStringConvertible {
    /// The oasdiff check id, a row of docs/oasdiff-checks.md.
    var id: String
    /// What this pair writes, when a check has more than one case (`header`, `closed object`).
    var variant: String?
    var old: String
    var new: String
    /// Each must be among the changes, with the class DiffRule.catalogue gives it.
    var rules: [String]
    /// The change's `target` (`request.body`, `request.query.q`), when the place is known.
    var target: String?
    /// The start of the change's JSON pointer into its target.
    var pointer: String

    var testDescription: String { variant.map { "\(id) (\($0))" } ?? id }

    /// A case that writes `old` and `new` at one schema place of the standard document; `pointer`
    /// narrows where below the place the rules must be found (`/properties/p` of a body).
    static func at(
        _ id: String, _ place: SchemaPlace, _ old: String, _ new: String, _ rules: String..., openAPI: String = "3.1.0",
        variant: String? = nil, pointer: String? = nil
    ) -> Self {
        var before = ParityDocument()
        var after = ParityDocument()
        before.openAPI = openAPI
        after.openAPI = openAPI
        place.write(old, into: &before)
        place.write(new, into: &after)
        return Self(
            id: id, variant: variant, old: before.yaml, new: after.yaml, rules: rules, target: place.target,
            pointer: pointer ?? place.pointer)
    }

    /// A case that edits the standard document's structure: `old` makes the old version (the
    /// standard one when left out), `new` the new one.
    static func edit(
        _ id: String, variant: String? = nil, target: String? = nil, pointer: String = "",
        old: (inout ParityDocument) -> Void = { _ in }, new: (inout ParityDocument) -> Void, _ rules: String...
    ) -> Self {
        var before = ParityDocument()
        var after = ParityDocument()
        old(&before)
        old(&after)
        new(&after)
        return Self(
            id: id, variant: variant, old: before.yaml, new: after.yaml, rules: rules, target: target, pointer: pointer)
    }
}
