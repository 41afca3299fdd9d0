import Testing
import TreatyContract

@testable import TreatyDiff

/// Where a change breaks some clients and not others, or none: the `warning` and informational
/// departures from the direction table (docs/diff-rules.md, "Warnings").
@Suite struct SeverityRuleTests {
    static func string(pattern: String?) -> Shape {
        ContractBuilder.shape(.string) { $0.pattern = pattern }
    }

    static func rules(_ before: Shape, _ after: Shape) -> [String: ChangeClass] {
        Dictionary(
            ShapeRuleTests.changes(before, after).map { ($0.rule, $0.classification) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aReplacedRequestPatternIsAWarningAndAnAddedOneStillBreaks() {
        let changed = Self.rules(Self.string(pattern: "^[a-z]+$"), Self.string(pattern: "^[a-z0-9]+$"))
        #expect(changed["request-pattern-changed"] == .warning)
        #expect(changed["response-pattern-changed"] == .informational)
        let added = Self.rules(Self.string(pattern: nil), Self.string(pattern: "^[a-z]+$"))
        #expect(added["request-pattern-added"] == .breaking)
        #expect(added["response-pattern-added"] == .informational)
        let removed = Self.rules(Self.string(pattern: "^[a-z]+$"), Self.string(pattern: nil))
        #expect(removed["request-pattern-removed"] == .additive)
        #expect(removed["response-pattern-removed"] == .informational)
    }

    /// `''`, `.*` and `^.*$` match every string: writing, dropping or swapping them is no change,
    /// and replacing one with a real pattern adds a pattern.
    @Test func aPatternThatMatchesEverythingIsNoPattern() {
        for everything in ["", ".*", "^.*$"] {
            #expect(ShapeRuleTests.changes(Self.string(pattern: nil), Self.string(pattern: everything)).isEmpty, "\(everything)")
            #expect(ShapeRuleTests.changes(Self.string(pattern: everything), Self.string(pattern: ".*")).isEmpty)
            let real = Self.rules(Self.string(pattern: everything), Self.string(pattern: "^a"))
            #expect(real["request-pattern-added"] == .breaking, "\(everything)")
        }
    }

    static func object(_ members: [String], closed: Bool = false, required: [String] = [], edit: (inout Shape) -> Void = { _ in })
        -> Shape
    {
        ContractBuilder.shape(.object) {
            $0.properties = members.map { .init(name: $0, shape: ContractBuilder.shape(.string, line: 40)) }
            $0.required = required
            if closed { $0.additionalProperties = .forbidden }
            edit(&$0)
        }
    }

    /// A server ignores members an open object does not declare, so a client still sending the
    /// removed one is refused only where the object is closed.
    @Test func aMemberRemovedFromAnOpenRequestObjectIsAWarning() {
        let open = ShapeRuleTests.changes(Self.object(["name", "team"]), Self.object(["name"]))
        let openRequest = open.filter { $0.rule.hasPrefix("request-") }
        #expect(openRequest.map(\.rule) == ["request-field-removed"])
        #expect(openRequest.first?.classification == .warning)
        #expect(openRequest.first?.pointer == "/properties/value/properties/team")
        let closed = ShapeRuleTests.changes(Self.object(["name", "team"], closed: true), Self.object(["name"], closed: true))
        let closedRequest = closed.filter { $0.rule.hasPrefix("request-") }
        #expect(closedRequest.map(\.rule) == ["request-field-removed-from-closed-object"])
        #expect(closedRequest.first?.classification == .breaking)
        let constrained = ShapeRuleTests.changes(
            Self.object(["name", "team"]),
            Self.object(["name"]) { $0.additionalProperties = .shape(ContractBuilder.shape(.integer)) })
        #expect(constrained.contains { $0.rule == "request-field-removed-from-closed-object" })
        // The response side is unchanged by this: a removed member is gone from what clients decode.
        #expect(open.contains { $0.rule == "response-field-removed" && $0.classification == .breaking })
    }

    static func writeOnly(_ member: String, in shape: Shape, readOnly: Bool = false) -> Shape {
        var result = shape
        let index = result.properties.firstIndex { $0.name == member }!
        if readOnly { result.properties[index].shape.readOnly = true } else { result.properties[index].shape.writeOnly = true }
        return result
    }

    @Test func theResponseViewLeavesOutWriteOnlyMembers() {
        let base = Self.object(["name", "password"], required: ["name"])
        let became = ShapeRuleTests.changes(base, Self.writeOnly("password", in: base))
        #expect(became.map(\.rule) == ["response-field-made-write-only"])
        #expect(became.first?.classification == .informational)
        #expect(became.first?.pointer == "/properties/value/properties/password")
        // A required member the response promised may stop coming.
        let promised = Self.object(["name", "password"], required: ["name", "password"])
        let required = ShapeRuleTests.changes(promised, Self.writeOnly("password", in: promised))
        #expect(required.map(\.rule) == ["response-required-field-made-write-only"])
        #expect(required.first?.classification == .warning)
        // A write-only member changed is a request change only: no response ever holds it.
        let hidden = Self.writeOnly("password", in: base)
        var retyped = hidden
        retyped.properties[1].shape.types = [.integer]
        #expect(ShapeRuleTests.changes(hidden, retyped).map(\.rule) == ["request-type-changed"])
        // No longer write-only: the response gains a member.
        #expect(ShapeRuleTests.changes(hidden, base).map(\.rule) == ["response-field-added"])
    }

    @Test func theRequestViewLeavesOutReadOnlyMembers() {
        let base = Self.object(["id", "name"], required: ["id", "name"])
        let readOnly = Self.writeOnly("id", in: base, readOnly: true)
        let became = ShapeRuleTests.changes(base, readOnly)
        #expect(became.map(\.rule) == ["request-field-made-read-only"])
        #expect(became.first?.classification == .informational)
        var retyped = readOnly
        retyped.properties[0].shape.types = [.integer]
        #expect(ShapeRuleTests.changes(readOnly, retyped).map(\.rule) == ["response-type-changed"])
    }

    @Test func aReportFailsOnAWarningOnlyFromWarningDown() {
        let report = ContractDiffer().diff(
            old: [ShapeRuleTests.contract(Self.string(pattern: "^a"))], new: [ShapeRuleTests.contract(Self.string(pattern: "^b"))]
        )
        #expect(report.count(.warning) == 1)
        #expect(!report.fails(on: .breaking))
        #expect(report.fails(on: .warning))
        #expect(report.fails(on: .additive))
        #expect(!report.fails(on: nil))
    }
}
