import Testing

@testable import TreatyContract

private typealias F = ShapeFactory

@Suite struct ShapeValidatorAggregationTests {
    let owner = F.object(line: 3, [("email", F.shape(line: 4, .string))], required: ["email"])

    private func items(_ count: Int, nullEmails: Int) -> JSONValue {
        .object(
            JSONObject([
                (
                    "items",
                    .array(
                        (0..<count).map { index in
                            ["owner": ["email": index < nullEmails ? nil : "a@example.com"]]
                        })
                )
            ]))
    }

    private var shape: Shape { F.object([("items", F.shape(.array) { $0.items = F.object([("owner", owner)]) })]) }

    @Test func repeatedFindingsAcrossItemsAreAggregated() {
        let report = ShapeValidator(schemas: SchemaTable()).validate(items(40, nullEmails: 37), against: shape)
        let violation = onlyViolation(report)
        #expect(violation?.pointer == "/items/*/owner/email")
        #expect(violation?.occurrences == 37)
        #expect(violation?.outOf == 40)
        #expect(violation?.message == "/items/*/owner/email: expected string, got null — 37 of 40 items")
    }

    @Test func singleFindingKeepsItsIndex() {
        let report = ShapeValidator(schemas: SchemaTable()).validate(items(5, nullEmails: 1), against: shape)
        #expect(onlyViolation(report)?.message == "/items/0/owner/email: expected string, got null")
    }

    @Test func nestedArraysCountAllItemsAtTheLastWildcard() {
        let grid = F.shape(.array) { $0.items = F.shape(.array) { $0.items = F.shape(.integer) } }
        let report = ShapeValidator(schemas: SchemaTable()).validate([["a", 1], ["b", "c", 2]], against: grid)
        #expect(onlyViolation(report)?.message == "/*/*: expected integer, got string — 3 of 5 items")
    }

    @Test func findingsStopAtTheLimitAndSaySo() {
        let limits = ValidationLimits(maxFindings: 3)
        let validator = ShapeValidator(schemas: SchemaTable(), limits: limits)
        let closed = F.shape(.object) { $0.additionalProperties = .forbidden }
        let value = JSONValue.object(JSONObject((0..<10).map { ("key\($0)", JSONValue.null) }))
        let report = validator.validate(value, against: closed)
        #expect(report.violations.map(\.pointer) == ["/key0", "/key1", "/key2"])
        #expect(report.truncated)
        #expect(!report.isValid)
        #expect(report.limitNotes(limits) == ["stopped after 3 findings; fix these and run again to see more"])
    }

    @Test func conformsStopsAtFirstFailure() {
        let validator = ShapeValidator(schemas: SchemaTable())
        #expect(!validator.conforms(items(3, nullEmails: 1), to: shape))
        #expect(validator.conforms(items(3, nullEmails: 0), to: shape))
    }
}
