import Testing

@testable import TreatyContract

private typealias F = ShapeFactory

/// What lies past the depth limit is reported as not verified, and numeric bounds compare exactly.
@Suite struct ValidationBoundsTests {
    let node = SchemaReference(file: "contract.yaml", name: "Node")

    var nodeValidator: ShapeValidator {
        let shape = F.object(line: 4, [("child", F.shape { $0.ref = node }), ("value", F.shape(line: 6, .integer))])
        return ShapeValidator(schemas: SchemaTable([node: shape]))
    }

    func nested(_ levels: Int, innermost: JSONValue) -> JSONValue {
        var value: JSONValue = ["value": innermost]
        for _ in 0..<levels { value = ["child": value] }
        return value
    }

    /// The case: a 100-deep body with a wrong innermost value used to conform.
    @Test func aValueDeeperThanTheLimitIsNotVerified() {
        let report = nodeValidator.validate(nested(100, innermost: "wrong"), against: F.shape { $0.ref = node })
        #expect(report.violations == [])
        #expect(!report.isValid)
        #expect(report.depthLimitHit)
        let pointer = String(repeating: "/child", count: 32)
        #expect(
            report.unverified == [
                UnverifiedCheck(
                    pointer: pointer, schemaLocation: F.location(1), rule: "depth-limit", reason: "deeper than 64 levels")
            ])
        #expect(report.unverified.map(\.message) == ["\(pointer): not verified: deeper than 64 levels"])
        #expect(report.limitNotes(nodeValidator.limits) == ["parts nested deeper than 64 levels were not checked"])
        #expect(!nodeValidator.conforms(nested(100, innermost: 1), to: F.shape { $0.ref = node }))
    }

    @Test func aWrongValueWithinTheLimitIsStillAFinding() {
        let report = nodeValidator.validate(nested(10, innermost: "wrong"), against: F.shape { $0.ref = node })
        #expect(report.unverified == [])
        #expect(
            report.violations.map(\.message) == [String(repeating: "/child", count: 10) + "/value: expected integer, got string"]
        )
    }

    @Test func twentyDigitBoundsCompareExactly() {
        let shape = F.shape(.integer) {
            $0.minimum = JSONNumber(text: "99999999999999999999")
            $0.exclusiveMaximum = JSONNumber(text: "100000000000000000002")
        }
        let validator = ShapeValidator(schemas: SchemaTable())
        #expect(
            validator.validate(F.parse("99999999999999999998"), against: shape).violations.map(\.message) == [
                "(root): expected a number at least 99999999999999999999, got 99999999999999999998"
            ])
        #expect(validator.validate(F.parse("99999999999999999999"), against: shape).isValid)
        #expect(validator.validate(F.parse("100000000000000000001"), against: shape).isValid)
        #expect(
            validator.validate(F.parse("100000000000000000002"), against: shape).violations.map(\.message) == [
                "(root): expected a number less than 100000000000000000002, got 100000000000000000002"
            ])
    }

    @Test func decimalBoundsCompareExactly() {
        let shape = F.shape(.number) {
            $0.maximum = JSONNumber(text: "0.1")
            $0.exclusiveMinimum = JSONNumber(text: "-1e400")
        }
        let validator = ShapeValidator(schemas: SchemaTable())
        #expect(
            validator.validate(F.parse("0.10000000000000000001"), against: shape).violations.map(\.message) == [
                "(root): expected a number at most 0.1, got 0.10000000000000000001"
            ])
        #expect(validator.validate(F.parse("1e-1"), against: shape).isValid)
        #expect(validator.validate(F.parse("-1e399"), against: shape).isValid)
        #expect(validator.validate(F.parse("-1e400"), against: shape).violations.map(\.rule) == ["exclusive-minimum"])
    }

    @Test func numbersCompareByExactValue() {
        func number(_ text: String) -> JSONNumber { JSONNumber(text: text) }
        #expect(number("99999999999999999999") != number("99999999999999999998"))
        #expect(number("99999999999999999998") < number("99999999999999999999"))
        #expect(number("1e2") == number("100"))
        #expect(number("1.0") == number("1"))
        #expect(number("-0") == number("0"))
        #expect(number("0.1") < number("0.10000000000000000001"))
        #expect(number("1e400") < number("1e401"))
        #expect(number("1e400") != number("1e401"))
        #expect(number("-1e401") < number("-1e400"))
        #expect(number("-5") < number("0.001"))
        #expect(number("12.50e-1") == number("1.25"))
        #expect(number("1e400").isInteger)
        #expect(number("1.5e1").isInteger)
        #expect(!number("1.55e1").isInteger)
        #expect(!number("1.0000000000000000001").isInteger)
    }

    @Test func enumValuesCompareExactly() {
        let shape = F.shape { $0.enumValues = [.number(JSONNumber(text: "99999999999999999999"))] }
        let validator = ShapeValidator(schemas: SchemaTable())
        #expect(validator.validate(F.parse("99999999999999999999.0"), against: shape).isValid)
        #expect(
            validator.validate(F.parse("99999999999999999998"), against: shape).violations.map(\.message) == [
                "(root): expected one of 99999999999999999999, got 99999999999999999998"
            ])
    }
}
