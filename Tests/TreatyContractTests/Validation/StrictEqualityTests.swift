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
