import Testing

@testable import TreatyContract

private typealias F = ShapeFactory

@Suite struct ShapeValidatorTests {
    let validator = ShapeValidator(schemas: SchemaTable())

    @Test func typeMismatchNamesExpectedAndActual() {
        let shape = F.object([("email", F.shape(line: 4, .string))])
        let report = validator.validate(["email": nil], against: shape)
        #expect(!report.isValid)
        #expect(
            onlyViolation(report)
                == Violation(
                    pointer: "/email", schemaLocation: F.location(4), rule: "type", expected: "string", actual: "null",
                    classification: .breaking))
        #expect(report.violations.first?.message == "/email: expected string, got null")
    }

    @Test func integerAcceptsIntegralNumbersAndNumberAcceptsIntegers() {
        let integer = F.shape(.integer)
        #expect(validator.validate(F.parse("1.0"), against: integer).isValid)
        #expect(validator.validate(F.parse("12345678901234567890123"), against: integer).isValid)
        #expect(
            onlyViolation(validator.validate(F.parse("1.5"), against: integer))?.message == "(root): expected integer, got number"
        )
        #expect(validator.validate(3, against: F.shape(.number)).isValid)
        #expect(onlyViolation(validator.validate("3", against: F.shape(.number, .boolean)))?.expected == "number or boolean")
    }

    @Test func nullableAcceptsNullBesideTypesAndRefs() {
        let nullable = F.shape(.string) { $0.nullable = true }
        #expect(validator.validate(nil, against: nullable).isValid)
        #expect(onlyViolation(validator.validate(1, against: nullable))?.expected == "string or null")
        let closedEnum = F.shape {
            $0.enumValues = ["a"]; $0.nullable = true
        }
        #expect(validator.validate(nil, against: closedEnum).isValid)
    }

    @Test func requiredPointsAtTheMissingMember() {
        let shape = F.object(line: 2, [("id", F.shape(.integer))], required: ["id", "name"])
        let violation = onlyViolation(validator.validate(["id": 1], against: shape))
        #expect(violation?.pointer == "/name")
        #expect(violation?.rule == "required")
        #expect(violation?.schemaLocation == F.location(2))
        #expect(violation?.message == "/name: expected required property 'name', got nothing")
    }

    @Test func undeclaredPropertyOfOpenObjectIsAdditiveAndOnlyReportedOnRequest() {
        let shape = F.object([("id", F.shape(.integer))])
        let value: JSONValue = ["id": 1, "nickname": "x"]
        #expect(
            validator.validate(value, against: shape)
                == ValidationReport(violations: [], unverified: [], truncated: false, hasBreakingFindings: false))
        let reporting = ShapeValidator(schemas: SchemaTable(), limits: ValidationLimits(reportAdditions: true))
        let report = reporting.validate(value, against: shape)
        #expect(report.isValid)
        #expect(
            onlyViolation(report)
                == Violation(
                    pointer: "/nickname", schemaLocation: F.location(1), rule: "additional-property",
                    expected: "only declared properties", actual: "undeclared property 'nickname'", classification: .additive))
    }

    @Test func undeclaredPropertyOfClosedObjectIsBreaking() {
        let shape = F.object([("id", F.shape(.integer))]) { $0.additionalProperties = .forbidden }
        let violation = onlyViolation(validator.validate(["id": 1, "a/b": 2], against: shape))
        #expect(violation?.pointer == "/a~1b")
        #expect(violation?.classification == .breaking)
        #expect(violation?.message == "/a~1b: expected no undeclared properties, got undeclared property 'a/b'")
    }

    @Test func additionalPropertiesShapeChecksUndeclaredMembers() {
        let shape = F.object([("id", F.shape(.integer))]) { $0.additionalProperties = .shape(F.shape(line: 9, .string)) }
        #expect(validator.validate(["id": 1, "tag": "x"], against: shape).isValid)
        let violation = onlyViolation(validator.validate(["id": 1, "tag": 2], against: shape))
        #expect(violation?.pointer == "/tag")
        #expect(violation?.schemaLocation == F.location(9))
    }

    @Test func closedEnumIsBreakingAndExtensibleEnumAdditive() {
        let closed = F.shape(.string) { $0.enumValues = ["open", "closed"] }
        #expect(validator.validate("open", against: closed).isValid)
        let violation = onlyViolation(validator.validate("archived", against: closed))
        #expect(violation?.message == "(root): expected one of 'open', 'closed', got 'archived'")
        #expect(violation?.rule == "enum")
        var extensible = closed
        extensible.extensible = true
        #expect(validator.validate("archived", against: extensible).violations.isEmpty)
        let reporting = ShapeValidator(schemas: SchemaTable(), limits: ValidationLimits(reportAdditions: true))
        let additive = reporting.validate("archived", against: extensible)
        #expect(additive.isValid)
        #expect(onlyViolation(additive)?.rule == "enum-unknown-extensible")
        #expect(onlyViolation(additive)?.classification == .additive)
    }

    @Test func constComparesNumbersByValue() {
        let shape = F.shape { $0.constValue = 1 }
        #expect(validator.validate(F.parse("1.0"), against: shape).isValid)
        #expect(onlyViolation(validator.validate(true, against: shape))?.message == "(root): expected 1, got true")
    }

    @Test func stringLengthCountsCodePoints() {
        let shape = F.shape(.string) {
            $0.minLength = 2; $0.maxLength = 3
        }
        #expect(validator.validate("😀😀", against: shape).isValid)
        #expect(
            onlyViolation(validator.validate("a", against: shape))?.message
                == "(root): expected at least 2 characters, got 1 character")
        #expect(onlyViolation(validator.validate("abcd", against: shape))?.rule == "max-length")
    }

    @Test func patternIsSearchedNotAnchored() {
        let shape = F.shape(.string) { $0.pattern = "b+" }
        #expect(validator.validate("abbbc", against: shape).isValid)
        let violation = onlyViolation(validator.validate("ac", against: shape))
        #expect(violation?.message == "(root): expected a string matching 'b+', got 'ac'")
        #expect(validator.validate(3, against: F.shape { $0.pattern = "^x$" }).isValid, "pattern ignores non-strings")
    }

    @Test func formatViolationNamesTheFormat() {
        let shape = F.shape(.string) { $0.format = "date-time" }
        #expect(validator.validate("2024-02-29T12:00:00Z", against: shape).isValid)
        let violation = onlyViolation(validator.validate("2023-02-29T12:00:00Z", against: shape))
        #expect(violation?.message == "(root): expected a 'date-time' string, got '2023-02-29T12:00:00Z'")
        #expect(validator.validate("anything", against: F.shape { $0.format = "color" }).isValid)
    }

    @Test func integerWidthViolationNamesTheFormat() {
        let shape = F.shape(.integer) { $0.format = "int32" }
        #expect(validator.validate(F.parse("2147483647"), against: shape).isValid)
        let violation = onlyViolation(validator.validate(F.parse("4294967296"), against: shape))
        #expect(violation?.message == "(root): expected an 'int32' integer, got 4294967296")
    }

    @Test func numericBounds() {
        let shape = F.shape(.number) {
            $0.minimum = JSONNumber(1); $0.maximum = JSONNumber(10)
            $0.exclusiveMinimum = JSONNumber(0); $0.exclusiveMaximum = JSONNumber(10)
            $0.multipleOf = JSONNumber(text: "0.5")
        }
        #expect(validator.validate(F.parse("2.5"), against: shape).isValid)
        #expect(validator.validate(0, against: shape).violations.map(\.rule) == ["minimum", "exclusive-minimum"])
        #expect(validator.validate(10, against: shape).violations.map(\.rule) == ["exclusive-maximum"])
        #expect(
            validator.validate(11, against: shape).violations.map(\.message) == [
                "(root): expected a number at most 10, got 11", "(root): expected a number less than 10, got 11",
            ])
        #expect(
            onlyViolation(validator.validate(F.parse("1.2"), against: shape))?.message
                == "(root): expected a multiple of 0.5, got 1.2")
    }

    @Test func multipleOfIsExactForDecimals() {
        let shape = F.shape { $0.multipleOf = JSONNumber(text: "0.0001") }
        #expect(validator.validate(F.parse("0.0075"), against: shape).isValid)
        #expect(!validator.validate(F.parse("0.00751"), against: shape).isValid)
        let huge = F.shape(.integer) { $0.multipleOf = JSONNumber(text: "0.123456789") }
        #expect(!validator.validate(F.parse("1e308"), against: huge).isValid)
    }

    /// A number nearer zero than the step is no multiple of it, however small its exponent
    /// (`1e-999999999` underflowed to 0 and passed `multipleOf: 0.5`); zero is a multiple of any.
    @Test func aNumberNearerZeroThanTheStepIsNoMultiple() {
        let half = F.shape { $0.multipleOf = JSONNumber(text: "0.5") }
        for tiny in ["1e-999999999", "-1e-999999999", "0.4999999999999999999999", "1e-40"] {
            #expect(!validator.validate(F.parse(tiny), against: half).isValid, "\(tiny)")
        }
        for multiple in ["0", "0e-999999999", "-0.5", "1.5", "2.5e0"] {
            #expect(validator.validate(F.parse(multiple), against: half).isValid, "\(multiple)")
        }
    }

    @Test func arrayCountsAndUniqueness() {
        let shape = F.shape(.array) {
            $0.minItems = 2; $0.maxItems = 3; $0.uniqueItems = true
        }
        #expect(validator.validate([1, 2], against: shape).isValid)
        #expect(
            onlyViolation(validator.validate([1], against: shape))?.message == "(root): expected at least 2 items, got 1 item")
        #expect(onlyViolation(validator.validate([1, 2, 3, 4], against: shape))?.rule == "max-items")
        #expect(onlyViolation(validator.validate(F.parse("[1, 2, 1.0]"), against: shape))?.actual == "items 0 and 2 are equal")
        #expect(
            onlyViolation(validator.validate([["a": 1, "b": 2], F.parse(#"{"b": 2, "a": 1}"#)], against: shape))?.rule
                == "unique-items")
    }

    @Test func objectMemberCounts() {
        let shape = F.shape(.object) {
            $0.minProperties = 1; $0.maxProperties = 2
        }
        #expect(validator.validate(["a": 1], against: shape).isValid)
        #expect(
            onlyViolation(validator.validate(F.parse("{}"), against: shape))?.message
                == "(root): expected at least 1 property, got 0 properties")
        #expect(
            onlyViolation(validator.validate(["a": 1, "b": 2, "c": 3], against: shape))?.message
                == "(root): expected at most 2 properties, got 3 properties")
        // Not an object: the counts say nothing.
        #expect(validator.validate([], against: F.shape { $0.minProperties = 1 }).isValid)
    }

    @Test func falseSchemaRejectsEverything() {
        var never = Shape(at: F.location(3))
        never.booleanSchema = false
        #expect(
            onlyViolation(validator.validate("x", against: never))?.message
                == "(root): expected no value (the shape is 'false'), got string")
        var always = never
        always.booleanSchema = true
        #expect(validator.validate("x", against: always).isValid)
    }
}
