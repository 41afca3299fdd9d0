import Testing

@testable import TreatyContract

private typealias F = ShapeFactory

/// `oneOf` / `anyOf` with a discriminator: the branch the member names decides, so branches that
/// overlap (each an `allOf` of a shared, open base) no longer make every value "match several".
@Suite struct DiscriminatorValidationTests {
    static let card = SchemaReference(file: "api.yaml", name: "Card")
    static let bank = SchemaReference(file: "api.yaml", name: "BankAccount")

    /// Card and BankAccount: the shared base (`kind`, `id`) plus an open member of their own.
    static let validator: ShapeValidator = {
        let base = F.object([("kind", F.shape(.string)), ("id", F.shape(.integer))], required: ["kind", "id"])
        func subtype(_ line: Int, _ member: String) -> Shape {
            F.shape(line: line) { $0.allOf = [base, F.object([(member, F.shape(line: line + 1, .string))])] }
        }
        return ShapeValidator(schemas: SchemaTable([card: subtype(10, "last4"), bank: subtype(20, "iban")]))
    }()

    static func method(_ discriminator: Discriminator?, anyOf: Bool = false) -> Shape {
        F.shape(line: 5) {
            let branches = [F.shape { $0.ref = card }, F.shape { $0.ref = bank }]
            if anyOf { $0.anyOf = branches } else { $0.oneOf = branches }
            $0.discriminator = discriminator
        }
    }

    static let mapped = Discriminator(
        propertyName: "kind", mapping: [.init(value: "card", reference: card), .init(value: "bank", reference: bank)])

    @Test func withoutADiscriminatorOverlappingBranchesRefuseEveryValue() {
        let report = Self.validator.validate(["kind": "card", "id": 1, "last4": "4242"], against: Self.method(nil))
        #expect(onlyViolation(report)?.actual == "object matching 2 of them (shapes 1, 2)")
    }

    @Test func theNamedBranchAloneDecides() {
        let shape = Self.method(Self.mapped)
        #expect(Self.validator.validate(["kind": "card", "id": 1, "last4": "4242"], against: shape).isValid)
        #expect(Self.validator.validate(["kind": "bank", "id": 2, "iban": "DE00"], against: shape).isValid)
        // The named branch's own finding, at its own place in the contract.
        let wrong = onlyViolation(Self.validator.validate(["kind": "bank", "id": 2, "iban": 7], against: shape))
        #expect(wrong?.pointer == "/iban")
        #expect(wrong?.schemaLocation == F.location(21))
        #expect(
            Self.validator.validate(["kind": "card", "id": 1, "last4": "4242"], against: Self.method(Self.mapped, anyOf: true))
                .isValid)
    }

    @Test func withoutAMappingTheSchemaNameNamesTheBranch() {
        let shape = Self.method(Discriminator(propertyName: "kind"))
        #expect(Self.validator.validate(["kind": "BankAccount", "id": 2], against: shape).isValid)
        #expect(!Self.validator.validate(["kind": "BankAccount", "id": "2"], against: shape).isValid)
    }

    /// No member, a member that is no string, or a name no branch has: the plain rule decides.
    @Test func aValueNamingNoBranchFallsBackToThePlainRule() {
        let shape = Self.method(Self.mapped)
        let unknown = onlyViolation(Self.validator.validate(["kind": "cash", "id": 1], against: shape))
        #expect(unknown?.actual == "object matching 2 of them (shapes 1, 2)")
        #expect(!Self.validator.validate(["id": 1], against: shape).isValid)
        #expect(!Self.validator.validate(["kind": 3, "id": 1], against: shape).isValid)
        // Exactly one branch accepts it (Card refuses a numeric `last4`): valid as plain `oneOf`.
        #expect(Self.validator.validate(["kind": "cash", "id": 1, "last4": 5], against: shape).isValid)
    }
}
