/// A response body the contract allows besides a scenario's fixture: the fixture with one
/// boundary pushed (a member `null`, an array empty, an enum member at another declared value).
///
/// A client that decodes its fixture can still fail on another response the contract equally
/// allows, most often a member the API may leave out or send as `null` that the client's model
/// requires. Generated suites serve each variant of a success scenario as a test case of its own
/// (`listReleases/success ~ /0/name null`), `treaty serve --variants` serves them to a UI test,
/// and ``ResponseVariantBuilder`` makes them, always valid by the response's shape.
public struct ResponseVariant: Sendable, Hashable {
    /// The kinds of boundary, each one a setting that can turn it off
    /// (`treaty.yaml`: `variants: { off: [enum-values] }`).
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// Nullable members `null`: all at once, then one by one when that fails.
        case nullMembers = "null-members"
        /// Optional members left out: all at once, then one by one when that fails.
        case absentMembers = "absent-members"
        /// Arrays with no element.
        case emptyArrays = "empty-arrays"
        /// Arrays at their declared `minItems` and `maxItems`.
        case arrayBounds = "array-bounds"
        /// Enum members at each of their other declared values.
        case enumValues = "enum-values"
        /// Numbers at their bounds.
        case numberBounds = "number-bounds"
        /// Strings at their length bounds.
        case stringBounds = "string-bounds"
        /// An undeclared member added to an open object, which a client must ignore.
        case unknownMembers = "unknown-members"
        /// A `oneOf` / `anyOf` answered with each branch.
        case branches = "branches"
    }

    /// What kind of boundary this is.
    public let kind: Kind
    /// The short name after `~` in the test case name (`/0/name null`); unique within a scenario.
    public let name: String
    /// What the response says, for a failure: `/0/name is null`.
    public let finding: String
    /// For a variant of several members at once (every nullable member `null`): the one-member
    /// variants it is made of, so a failure can name the member. Empty otherwise. They are
    /// candidates: ``ResponseVariantBuilder/checkedParts(of:shape:)`` gives those the shape
    /// accepts, which is all that a failing run needs to try.
    public let parts: [ResponseVariant]
    /// The scenario's body, and the changes that make this variant of it: a variant holds the
    /// few values it changes, not a copy of the body, so a suite can keep every variant of a
    /// large API at hand.
    let base: JSONValue
    let edits: [ValueEdit]

    init(kind: Kind, name: String, finding: String, base: JSONValue, edits: [ValueEdit], parts: [ResponseVariant] = []) {
        self.kind = kind
        self.name = name
        self.finding = finding
        self.base = base
        self.edits = edits
        self.parts = parts
    }

    /// The whole response body.
    public var body: JSONValue { edits.reduce(base) { $1.applied(to: $0) } }
}
