import Testing

@testable import TreatyContract

private typealias F = ShapeFactory

/// OpenAPI's inheritance: `Pet` carries the discriminator and no branches; `Cat` and `Dog` extend
/// it through `allOf`. A value read as a `Pet` is checked as the subtype its `petType` names.
@Suite struct InheritanceValidationTests {
    static let pet = SchemaReference(file: "api.yaml", name: "Pet")
    static let cat = SchemaReference(file: "api.yaml", name: "Cat")
    static let dog = SchemaReference(file: "api.yaml", name: "Dog")

    static func table(petMapping: [Discriminator.Mapping]? = nil) -> SchemaTable {
        let mapping = petMapping ?? [.init(value: "Cat", reference: cat), .init(value: "Dog", reference: dog)]
        let base = F.object(
            line: 10, [("petType", F.shape(line: 11, .string)), ("name", F.shape(line: 12, .string))],
            required: ["petType", "name"]
        ) { $0.discriminator = Discriminator(propertyName: "petType", mapping: mapping) }
        func subtype(_ line: Int, _ members: [(String, Shape)], required: [String]) -> Shape {
            F.shape(line: line) { $0.allOf = [F.shape { $0.ref = pet }, F.object(line: line + 1, members, required: required)] }
        }
        let cat = subtype(
            20, [("huntingSkill", F.shape(line: 22, .string)), ("friend", F.shape { $0.ref = pet })], required: ["huntingSkill"])
        let dog = subtype(30, [("packSize", F.shape(line: 32, .integer))], required: ["packSize"])
        return SchemaTable([pet: base, Self.cat: cat, Self.dog: dog])
    }

    static let validator = ShapeValidator(schemas: table())
    static let petReference = F.shape(line: 5) { $0.ref = pet }

    @Test func theNamedSubtypeIsCheckedWithTheBase() {
        let validator = Self.validator
        #expect(
            validator.validate(["petType": "Cat", "name": "Tom", "huntingSkill": "lazy"], against: Self.petReference).isValid)
        #expect(validator.validate(["petType": "Dog", "name": "Rex", "packSize": 2], against: Self.petReference).isValid)
        // The subtype's own rule, found where the subtype writes it.
        let wrong = onlyViolation(
            validator.validate(["petType": "Dog", "name": "Rex", "packSize": "two"], against: Self.petReference))
        #expect(wrong?.pointer == "/packSize")
        #expect(wrong?.schemaLocation == F.location(32))
        let missing = onlyViolation(validator.validate(["petType": "Cat", "name": "Tom"], against: Self.petReference))
        #expect(missing?.pointer == "/huntingSkill")
    }

    /// The base is reached again through the subtype's `allOf`: its findings come once, and the
    /// walk does not go round.
    @Test func theBaseIsCheckedOnce() {
        let report = Self.validator.validate(["petType": "Cat", "huntingSkill": "lazy"], against: Self.petReference)
        #expect(report.violations.map(\.pointer) == ["/name"])
    }

    /// A name no subtype has, the base's own name, no member or no string: the base alone decides.
    @Test func aValueNamingNoSubtypeIsCheckedAgainstTheBaseAlone() {
        let validator = Self.validator
        #expect(validator.validate(["petType": "Fish", "name": "Nemo"], against: Self.petReference).isValid)
        #expect(!validator.validate(["petType": "Fish"], against: Self.petReference).isValid)
        #expect(!validator.validate(["petType": 3, "name": "Tom"], against: Self.petReference).isValid)
        let selfNamed = ShapeValidator(
            schemas: Self.table(petMapping: [.init(value: "pet", reference: Self.pet), .init(value: "Cat", reference: Self.cat)]))
        #expect(selfNamed.validate(["petType": "pet", "name": "Any"], against: Self.petReference).isValid)
        #expect(!selfNamed.validate(["petType": "Cat", "name": "Tom"], against: Self.petReference).isValid)
    }

    /// A `Pet` inside a `Cat` is a value of its own: its `petType` names its own subtype.
    @Test func aNestedValueIsDispatchedOnItsOwn() {
        let value = F.parse(#"{"petType":"Cat","name":"Tom","huntingSkill":"lazy","friend":{"petType":"Dog","name":"Rex"}}"#)
        let nested = onlyViolation(Self.validator.validate(value, against: Self.petReference))
        #expect(nested?.pointer == "/friend/packSize")
    }

    /// Reached straight from the subtype, the base does not send the value back to it: the
    /// subtype's findings come once.
    @Test func theSubtypeValidatedDirectlyChecksTheBaseThroughItsAllOf() {
        let cat = F.shape { $0.ref = Self.cat }
        #expect(Self.validator.validate(["petType": "Cat", "name": "Tom", "huntingSkill": "lazy"], against: cat).isValid)
        let base = Self.validator.validate(["petType": "Cat", "huntingSkill": "lazy"], against: cat)
        #expect(base.violations.map(\.pointer) == ["/name"])
        let own = Self.validator.validate(["petType": "Cat", "name": "Tom", "huntingSkill": 3], against: cat)
        #expect(own.violations.map(\.pointer) == ["/huntingSkill"])
        #expect(own.violations.map(\.occurrences) == [1])
    }

    /// Members a subtype declares are no undeclared additions to a value read as the base.
    @Test func aSubtypesMembersAreDeclared() {
        let reporting = ShapeValidator(schemas: Self.table(), limits: ValidationLimits(reportAdditions: true))
        let report = reporting.validate(
            ["petType": "Dog", "name": "Rex", "packSize": 2, "collar": "red"], against: Self.petReference)
        #expect(report.isValid)
        #expect(report.violations.map(\.pointer) == ["/collar"])
    }

    @Test func aSampleOfTheBaseIsItsFirstSubtype() throws {
        let sample = try #require(ShapeSampler(schemas: Self.table()).sample(Self.petReference))
        #expect(sample == ["petType": "Cat", "name": "", "huntingSkill": ""])
        #expect(Self.validator.conforms(sample, to: Self.petReference))
    }
}
