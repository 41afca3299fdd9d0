/// OpenAPI's `discriminator` beside a `oneOf` or `anyOf`: the member whose value says which
/// branch a value is.
///
/// Polymorphic APIs describe a payload as `oneOf: [Card, BankAccount]`, each branch an `allOf`
/// of a shared base and its own members. Such branches rarely exclude one another (an open
/// object with a card's members also fits the bank account's shape), so "exactly one" alone
/// refuses most real values. With a discriminator, a value whose `propertyName` member is a
/// string is checked against the branch that string names, and only that one: through
/// ``mapping``, else by the branch's schema name (`Card`), as OpenAPI specifies.
public struct Discriminator: Sendable, Hashable, Codable {
    /// One `mapping` entry: a member value and the schema it names.
    public struct Mapping: Sendable, Hashable, Codable {
        /// The member value, as the payload writes it (`card`).
        public var value: String
        /// The schema that value names.
        public var reference: SchemaReference
        /// Where the entry is written, for a finding about the schema it names.
        public var location: FileLocation?

        /// An entry naming `reference` by `value`, written at `location` when it comes from a file.
        public init(value: String, reference: SchemaReference, location: FileLocation? = nil) {
            self.value = value
            self.reference = reference
            self.location = location
        }
    }

    /// The member that names the branch (`propertyName`).
    public var propertyName: String
    /// The explicit `mapping`, in document order.
    public var mapping: [Mapping]

    /// A discriminator on `propertyName`; without `mapping`, branches are named by schema name.
    public init(propertyName: String, mapping: [Mapping] = []) {
        self.propertyName = propertyName
        self.mapping = mapping
    }

    /// The position among `branches` (each branch's `$ref`, if it has one) that `value` names:
    /// an explicit mapping first, else a branch whose schema is called `value`; nil for none.
    public func branch(for value: String, among branches: [SchemaReference?]) -> Int? {
        if let mapped = mapping.first(where: { $0.value == value }) {
            return branches.firstIndex { $0 == mapped.reference }
        }
        return branches.firstIndex { $0?.name == value }
    }

    /// The member value that names `reference`: the first mapping entry naming it, else its
    /// schema name.
    public func value(naming reference: SchemaReference) -> String {
        mapping.first { $0.reference == reference }?.value ?? reference.name
    }
}
