import Testing

@testable import TreatyContract

private typealias F = ShapeFactory

/// Combinators over shared shapes multiply a validation's work; the application budget stops it,
/// and what it left unchecked is reported as not verified, never as a pass or a mismatch.
@Suite struct ValidationBudgetTests {
    enum Combinator { case anyOf, oneOf, allOf }

    /// `S0` … `S<levels>`: each level a combinator of two `$ref`s to the next, the last `leaf`.
    /// Checking a value against `S0` naively takes 2^levels applications.
    static func chain(_ combinator: Combinator, levels: Int, leaf: Shape) -> (SchemaTable, Shape) {
        func reference(_ level: Int) -> SchemaReference { SchemaReference(file: "contract.yaml", name: "S\(level)") }
        var schemas: [SchemaReference: Shape] = [reference(levels): leaf]
        for level in 0..<levels {
            let next = F.shape(line: level + 2) { $0.ref = reference(level + 1) }
            schemas[reference(level)] = F.shape(line: level + 2) {
                switch combinator {
                case .anyOf: $0.anyOf = [next, next]
                case .oneOf: $0.oneOf = [next, next]
                case .allOf: $0.allOf = [next, next]
                }
            }
        }
        return (SchemaTable(schemas), F.shape { $0.ref = reference(0) })
    }

    /// The fuzzer's cases: 40 levels would be 2^40 applications; each stops within the budget.
    @Test(arguments: [Combinator.anyOf, .oneOf])
    func aMultiplyingChainStopsAsNotVerified(combinator: Combinator) {
        let (schemas, root) = Self.chain(combinator, levels: 24, leaf: F.shape(line: 40, .string))
        let validator = ShapeValidator(schemas: schemas, limits: ValidationLimits(maxApplications: 10_000))
        let report = validator.validate(1, against: root)
        #expect(!report.isValid)
        #expect(!report.hasBreakingFindings)
        #expect(report.unverified.map(\.rule) == [UnverifiedCheck.tooComplex])
        #expect(report.unverified.first?.reason.hasPrefix("the shapes needed more than 10000 checks") == true)
        let conformsWrongly = validator.conforms(1, to: root)
        #expect(!conformsWrongly)
        // `anyOf` settles at its first passing branch, so a valid value takes one path down the
        // chain; `oneOf` has to try both branches at every level.
        let conformsRightly = validator.conforms("text", to: root)
        #expect(conformsRightly == (combinator == .anyOf))
    }

    /// `allOf` stops at its first failing branch when probing, but records every branch's
    /// findings, so a failing value walks the whole chain.
    @Test func aMultiplyingAllOfStopsToo() {
        let (schemas, root) = Self.chain(.allOf, levels: 24, leaf: F.shape(line: 40, .string))
        let validator = ShapeValidator(schemas: schemas, limits: ValidationLimits(maxApplications: 10_000))
        let report = validator.validate(1, against: root)
        #expect(report.hasBreakingFindings)
        #expect(report.unverified.map(\.rule) == [UnverifiedCheck.tooComplex])
        // A valid value takes every branch at every level, since `allOf` needs them all.
        let valid = validator.validate("text", against: root)
        #expect(!valid.hasBreakingFindings && valid.unverified.map(\.rule) == [UnverifiedCheck.tooComplex])
    }

    /// An `anyOf` branch that ran out is not a pass, and the branch after it, which was never
    /// checked, is not one either: the stop is reported even though `anyOf` puts back the log of
    /// settled probes.
    @Test func aBranchAfterTheStopIsNotTakenForAPass() {
        let (schemas, chain) = Self.chain(.oneOf, levels: 24, leaf: F.shape(line: 40, .integer))
        let root = F.shape { $0.anyOf = [chain, F.shape(line: 50, .integer)] }
        let validator = ShapeValidator(schemas: schemas, limits: ValidationLimits(maxApplications: 10_000))
        let report = validator.validate(1, against: root)
        #expect(report.violations == [])
        #expect(report.unverified.map(\.rule) == [UnverifiedCheck.tooComplex])
        let conforms = validator.conforms(1, to: root)
        #expect(!conforms)
    }

    /// Shapes that share nothing are checked in full however large the value: the budget grows to
    /// 64 applications per value of the document.
    @Test func aLargeValueGetsABudgetForItsSize() {
        let item = F.object([("id", F.shape(.integer)), ("name", F.shape(.string))], required: ["id"])
        let shape = F.shape(.array) { $0.items = item }
        let validator = ShapeValidator(schemas: SchemaTable(), limits: ValidationLimits(maxApplications: 100))
        var items = (0..<2_000).map { index -> JSONValue in ["id": .number(JSONNumber(text: "\(index)")), "name": "n"] }
        #expect(validator.validate(.array(items), against: shape).isValid)
        items[1_999] = ["id": "late", "name": "n"]
        let report = validator.validate(.array(items), against: shape)
        #expect(report.unverified == [])
        #expect(report.violations.map(\.message) == ["/1999/id: expected integer, got string"])
    }

    /// The budget is per validation: a validator that stopped once checks the next value afresh.
    @Test func eachValidationHasItsOwnBudget() {
        let (schemas, root) = Self.chain(.anyOf, levels: 24, leaf: F.shape(line: 40, .string))
        let validator = ShapeValidator(schemas: schemas, limits: ValidationLimits(maxApplications: 10_000))
        let stopped = validator.validate(1, against: root).isVerified
        let checked = validator.validate("text", against: root).isValid
        #expect(!stopped)
        #expect(checked)
    }

    /// A passed deadline stops the shapes' walk too, not only `pattern` searches: a live sample
    /// cannot be stretched past its time by a value with many parts.
    @Test func aPassedDeadlineStopsTheWalk() {
        let shape = F.shape(.array) { $0.items = F.shape(.integer) }
        let validator = ShapeValidator(schemas: SchemaTable()).until(ValidationDeadline(uptimeNanoseconds: 0))
        let items = JSONValue.array((0..<5_000).map { .number(JSONNumber(text: "\($0)")) })
        let report = validator.validate(items, against: shape)
        #expect(report.violations == [])
        #expect(report.unverified.map(\.rule) == [UnverifiedCheck.deadline])
    }

    /// A parameter's text is read as the type its shape declares; finding that type walks the
    /// same branches, and is bounded the same way (the validator still checks the text).
    @Test func aParameterOfAMultiplyingShapeIsBounded() {
        let (schemas, root) = Self.chain(.oneOf, levels: 40, leaf: F.shape(line: 50, .integer))
        let validator = ShapeValidator(schemas: schemas, limits: ValidationLimits(maxApplications: 10_000))
        #expect(validator.declaredTypes(of: root) == nil)
        let report = validator.validate(parameterValue: "7", against: root)
        #expect(!report.isValid)
        #expect(!report.unverified.isEmpty)
    }

    /// The sampler's candidates share one budget, so a shape whose every check runs long gives nil
    /// instead of one long check per candidate.
    @Test func theSamplerGivesUpOnAMultiplyingShape() {
        let (schemas, root) = Self.chain(.oneOf, levels: 40, leaf: F.object([("a", F.shape(.string))], required: ["a"]))
        let validator = ShapeValidator(schemas: schemas, limits: ValidationLimits(maxApplications: 10_000))
        #expect(ShapeSampler(validator: validator).sample(root) == nil)
    }
}
