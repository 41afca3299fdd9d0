import Testing

@testable import TreatyContract

private typealias F = ShapeFactory

@Suite struct ParameterValidationTests {
    let validator = ShapeValidator(schemas: SchemaTable())

    @Test func integerParametersNeedDigits() {
        let page = F.shape(.integer) { $0.minimum = JSONNumber(1) }
        #expect(validator.validate(parameterValue: "3", against: page).isValid)
        #expect(
            onlyViolation(validator.validate(parameterValue: "0", against: page))?.message
                == "(root): expected a number at least 1, got 0")
        #expect(
            onlyViolation(validator.validate(parameterValue: "3.5", against: page))?.message
                == "(root): expected integer, got string")
        #expect(onlyViolation(validator.validate(parameterValue: "abc", against: page))?.rule == "type")
    }

    @Test func numberAndBooleanParameters() {
        #expect(validator.validate(parameterValue: "-2.5e3", against: F.shape(.number)).isValid)
        #expect(validator.validate(parameterValue: "true", against: F.shape(.boolean)).isValid)
        #expect(!validator.validate(parameterValue: "yes", against: F.shape(.boolean)).isValid)
    }

    @Test func stringParametersAndRefs() {
        let retry = SchemaReference(file: "contract.yaml", name: "Seconds")
        let validator = ShapeValidator(schemas: SchemaTable([retry: F.shape(.integer)]))
        #expect(validator.validate(parameterValue: "30", against: F.shape { $0.ref = retry }).isValid)
        #expect(!validator.validate(parameterValue: "soon", against: F.shape { $0.ref = retry }).isValid)
        let bearer = F.shape { $0.pattern = "^Bearer " }
        #expect(validator.validate(parameterValue: "Bearer x", against: bearer).isValid)
        #expect(validator.validate(parameterValue: "123", against: F.shape(.string)).isValid)
    }

    @Test func arrayItemsAreReadAsTheItemsTypeThroughReferences() {
        let ids = SchemaReference(file: "contract.yaml", name: "Ids")
        let validator = ShapeValidator(
            schemas: SchemaTable([ids: F.shape(.array) { $0.items = F.shape(.integer) { $0.minimum = JSONNumber(1) } }]))
        let shape = F.shape { $0.ref = ids }
        #expect(validator.parameter(shape, accepts: .array) && !validator.parameter(shape, accepts: .object))
        #expect(validator.validate(parameterItems: ["1", "2"], against: shape).isValid)
        let report = validator.validate(parameterItems: ["1", "0", "x"], against: shape)
        #expect(report.violations.map(\.pointer) == ["/1", "/2"])
    }

    /// Stripe's `created` filter: `created[gte]=…` members of the object branch of an `anyOf`.
    @Test func objectMembersAreReadAsTheirPropertyTypesInsideUnions() {
        let range = F.shape(.object) {
            $0.properties = [.init(name: "gte", shape: F.shape(.integer)), .init(name: "lt", shape: F.shape(.integer))]
        }
        let created = F.shape { $0.anyOf = [range, F.shape(.integer)] }
        #expect(validator.validate(parameterMembers: [("gte", "1700000000")], against: created).isValid)
        #expect(!validator.validate(parameterMembers: [("gte", "1700000000"), ("lt", "soon")], against: created).isValid)
    }

    @Test func alternativesJoinTheirTypes() {
        let shape = F.shape { $0.anyOf = [F.shape(.boolean), F.shape(.integer)] }
        #expect(validator.validate(parameterValue: "12", against: shape).isValid)
        #expect(validator.validate(parameterValue: "false", against: shape).isValid)
        #expect(onlyViolation(validator.validate(parameterValue: "x", against: shape))?.rule == "any-of")
    }
}
