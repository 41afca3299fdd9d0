import Foundation
import Testing

@testable import TreatyContract

private typealias F = ShapeFactory

/// `pattern` matching is bounded: the linear matcher cannot backtrack, ICU runs under a step
/// budget, and a search that cannot finish is "not verified", never a pass or a mismatch.
@Suite struct PatternBudgetTests {
    let validator = ShapeValidator(schemas: SchemaTable())

    func stringShape(_ pattern: String) -> Shape {
        F.shape(line: 3, .string) { $0.pattern = pattern }
    }

    /// The issue's case: ICU backtracks on it for minutes. The linear matcher answers at once
    /// that the string does not match, which is the truth, so it is a finding, not "not verified".
    @Test func nestedRepetitionAgainstFiveThousandAsIsAnsweredByTheLinearMatcher() throws {
        #expect(try #require(CompiledPattern("(a*)*b")).isLinear)
        let text = String(repeating: "a", count: 5_000)
        let report = validator.validate(.string(text), against: stringShape("(a*)*b"))
        #expect(report.unverified == [])
        #expect(
            report.violations.map(\.message) == [
                "(root): expected a string matching '(a*)*b', got '\(String(repeating: "a", count: 60))…'"
            ])
        #expect(validator.validate(.string(text + "b"), against: stringShape("(a*)*b")).isValid)
    }

    /// ICU's backtracking stack turned this into a false "does not match".
    @Test func aMillionCharactersMatchWithoutAStackLimit() {
        let text = String(repeating: "a", count: 1_000_000)
        #expect(validator.validate(.string(text), against: stringShape("^a+$")).isValid)
        #expect(!validator.validate(.string(text + "b"), against: stringShape("^a+$")).isValid)
    }

    /// A lookahead sends the same nested repetition to ICU, which runs out of its budget: the
    /// value is reported as not verified, neither valid nor a mismatch.
    @Test func catastrophicPatternOnICUIsNotVerified() throws {
        #expect(try !#require(CompiledPattern("(?=a)(a*)*b")).isLinear)
        let text = String(repeating: "a", count: 5_000)
        let report = validator.validate(["slug": .string(text)], against: F.object([("slug", stringShape("(?=a)(a*)*b"))]))
        #expect(report.violations == [])
        #expect(!report.isValid)
        #expect(!report.isVerified)
        #expect(
            report.unverified == [
                UnverifiedCheck(
                    pointer: "/slug", schemaLocation: F.location(3), rule: "pattern-too-expensive",
                    reason: "pattern too expensive ('(?=a)(a*)*b' ran out of its matching budget)")
            ])
        #expect(
            report.unverified.map(\.message) == [
                "/slug: not verified: pattern too expensive ('(?=a)(a*)*b' ran out of its matching budget)"
            ])
        #expect(!validator.conforms(["slug": .string(text)], to: F.object([("slug", stringShape("(?=a)(a*)*b"))])))
    }

    @Test func anICUEngineLimitIsNotVerified() {
        let text = String(repeating: "a", count: 1_000_000)
        let report = validator.validate(.string(text), against: stringShape("^(?=a)a+$"))
        #expect(report.violations == [])
        #expect(
            report.unverified.map(\.message) == [
                "(root): not verified: pattern too expensive ('^(?=a)a+$' hit a limit of the regular-expression engine)"
            ])
    }

    /// The budget covers the linear matcher too: a program with many live branches costs more
    /// than the 100 steps per character a document earns, and with no base budget it runs out.
    @Test func theLinearMatcherSpendsTheSameBudget() {
        let text = String(repeating: "a", count: 1_000)
        let shape = stringShape("[ab]{0,200}c")
        #expect(validator.validate(.string(text), against: shape).violations.map(\.rule) == ["pattern"])
        let stingy = ShapeValidator(schemas: SchemaTable(), limits: ValidationLimits(patternSteps: 0))
        #expect(
            stingy.validate(.string(text), against: shape).unverified.map(\.message) == [
                "(root): not verified: pattern too expensive ('[ab]{0,200}c' ran out of its matching budget)"
            ])
    }

    /// One budget per document: once spent on the first items, the rest are not verified either,
    /// so many strings cannot multiply the work.
    @Test func theBudgetIsSharedByTheWholeDocument() {
        let items = JSONValue.array(Array(repeating: .string(String(repeating: "a", count: 2_000)), count: 6))
        let list = F.shape(.array) { $0.items = stringShape("(?=a)(a*)*b") }
        let report = validator.validate(items, against: list)
        #expect(
            report.unverified.map(\.message) == [
                "/*: not verified: pattern too expensive ('(?=a)(a*)*b' ran out of its matching budget) — 6 of 6 items"
            ])
    }

    @Test func combinatorsDoNotReadAnUncheckedBranchAsAnAnswer() {
        // A small budget keeps the test quick; the outcomes are those of the default budget.
        let validator = ShapeValidator(schemas: SchemaTable(), limits: ValidationLimits(patternSteps: 100_000))
        let text = JSONValue.string(String(repeating: "a", count: 2_000))
        let expensive = stringShape("(?=a)(a*)*b")
        let negated = validator.validate(text, against: F.shape { $0.not = expensive })
        #expect(negated.violations == [])
        #expect(negated.unverified.map(\.rule) == ["pattern-too-expensive"])

        let settled = validator.validate(text, against: F.shape { $0.anyOf = [expensive, F.shape(.string)] })
        #expect(settled.isValid)
        #expect(settled.unverified == [])

        let open = validator.validate(text, against: F.shape { $0.oneOf = [expensive, F.shape(.string) { $0.maxLength = 3 }] })
        #expect(open.violations == [])
        #expect(open.unverified.map(\.rule) == ["pattern-too-expensive"])

        let twice = validator.validate(text, against: F.shape { $0.oneOf = [expensive, F.shape(.string), F.shape(.string)] })
        #expect(
            twice.violations.map(\.message) == [
                "(root): expected a value matching exactly one of 3 shapes, got string matching 2 of them (shapes 2, 3)"
            ])
        #expect(twice.unverified == [])
    }
}
