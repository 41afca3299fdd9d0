import Testing

@testable import TreatyContract

@Suite struct StrictEqualityTests {
    @Test func stringsCompareByCodePoints() {
        #expect(!StrictEquality.equal("\u{F1}", "n\u{303}"))
        #expect(StrictEquality.equal(["a": "\u{F1}"], ["a": "\u{F1}"]))
    }

    @Test func numbersCompareByValue() {
        #expect(StrictEquality.equal(1, .number(JSONNumber(text: "1.0"))))
        #expect(!StrictEquality.equal(1, true))
        #expect(StrictEquality.firstDuplicate(["x", 1, "y", .number(JSONNumber(text: "1e0"))])! == (1, 3))
        #expect(StrictEquality.firstDuplicate(["\u{F1}", "n\u{303}"]) == nil)
    }

    /// Equal values hash alike, whatever their members' order or their numbers' spelling.
    @Test func theHashAgreesWithEquality() {
        let pairs: [(JSONValue, JSONValue)] = [
            (["a": 1, "b": [true, .null]], ["b": [true, .null], "a": .number(JSONNumber(text: "1.0"))]),
            (.number(JSONNumber(text: "12e1")), 120), (.number(JSONNumber(text: "-0.50")), .number(JSONNumber(text: "-5e-1"))),
            (.number(JSONNumber(text: "0")), .number(JSONNumber(text: "-0.0"))),
        ]
        for (left, right) in pairs {
            #expect(StrictEquality.equal(left, right))
            #expect(StrictEquality.hash(left) == StrictEquality.hash(right), "\(left) and \(right)")
        }
    }

    /// `uniqueItems` over 5,000 objects of one shape took 42 s: the hash covered only the key
    /// set, so every object fell into one bucket and was compared with every other. Distinct
    /// values now get distinct hashes, member values and deep numbers included, so each item is
    /// compared with next to nothing.
    @Test func objectsOfOneShapeSpreadOverTheBuckets() {
        let objects: [JSONValue] = (0..<5_000).map { index in
            ["id": .number(JSONNumber(index)), "tags": ["x", .number(JSONNumber(index % 7))], "name": "same"]
        }
        #expect(Set(objects.map(StrictEquality.hash)).count == objects.count)
        let bigIntegers: [JSONValue] = (0..<1_000).map { .number(JSONNumber(text: "1000000000000000000000\($0 + 1000)")) }
        #expect(Set(bigIntegers.map(StrictEquality.hash)).count == bigIntegers.count, "integers one Double cannot tell apart")
        #expect(StrictEquality.firstDuplicate(objects) == nil)
        #expect(StrictEquality.firstDuplicate(objects + [["name": "same", "id": 4_321, "tags": ["x", 2]]])! == (4_321, 5_000))
        let wide = JSONValue.object(JSONObject((0..<2_000).map { ("k\($0)", .number(JSONNumber($0))) }))
        let reversed = JSONValue.object(JSONObject((0..<2_000).reversed().map { ("k\($0)", .number(JSONNumber($0))) }))
        #expect(StrictEquality.equal(wide, reversed))
    }
}

/// A long `enum` is looked up by hash; what it accepts must be what comparing with each value does.
@Suite struct EnumMembershipTests {
    private static let tricky: [JSONValue] = [
        "\u{F1}", "n\u{303}", 1, .number(JSONNumber(text: "1.0")), .number(JSONNumber(text: "1e400")),
        .number(JSONNumber(text: "12345678901234567890")), .number(JSONNumber(text: "12345678901234567891")), true,
        false, .null, [1, "a"], ["a", 1], ["k": 1, "j": "\u{F1}"], ["j": "\u{F1}", "k": 1], ["j": "n\u{303}", "k": 1],
        [], [:], "",
    ]

    @Test func aLongEnumAcceptsExactlyWhatComparingWithEachValueAccepts() {
        let values = Self.tricky.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) + (0..<40).map { .string("v\($0)") }
        let members = StrictEquality.Membership(values)
        let candidates = Self.tricky + [.number(JSONNumber(text: "10e399")), "v7", "v40", .number(JSONNumber(text: "1.00"))]
        for candidate in candidates {
            #expect(members.contains(candidate) == values.contains { StrictEquality.equal($0, candidate) }, "\(candidate)")
        }
        #expect(members.contains(.number(JSONNumber(text: "1"))))
        #expect(!members.contains("n\u{303}"))
    }

    /// An array of 20,000 items against an `enum` of 20,000 values: each item is found.
    @Test func aLongEnumChecksALongArray() {
        let values: [JSONValue] = (0..<20_000).map { .string("value\($0)") }
        let shape = ShapeFactory.shape(.array) { $0.items = ShapeFactory.shape(.string) { $0.enumValues = values } }
        let validator = ShapeValidator(schemas: SchemaTable())
        #expect(validator.validate(.array(values.reversed()), against: shape).violations.isEmpty)
        let wrong = validator.validate(.array(values + ["value20000"]), against: shape)
        #expect(wrong.violations.map(\.rule) == [ValidationRule.enumValue.rawValue])
    }
}

@Suite struct ValidationRuleTests {
    @Test func ruleIdsAreKebabCaseAndDistinct() {
        let ids = ValidationRule.allCases.map(\.rawValue)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
        #expect(ValidationRule.enumValue.rawValue == "enum")
    }

    @Test func changeClassesSortBreakingFirst() {
        #expect([ChangeClass.informational, .breaking, .additive].sorted() == [.breaking, .additive, .informational])
    }
}
