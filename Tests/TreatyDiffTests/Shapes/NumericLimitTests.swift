import Testing
import TreatyContract

@testable import TreatyDiff

/// A side of a number's range is one bound, whichever keywords say it (OpenAPI 3.0's
/// `exclusiveMaximum: true` beside `maximum`, 3.1's `exclusiveMaximum: 100`).
@Suite struct NumericLimitTests {
    static func number(_ edit: (inout Shape) -> Void) -> Shape {
        ContractBuilder.shape(.number, configure: edit)
    }

    static func rules(_ before: Shape, _ after: Shape) -> [String] {
        ShapeRuleTests.changes(before, after).map(\.rule).sorted()
    }

    @Test func aBoundMadeExclusiveIsOneNarrowing() {
        let inclusive = Self.number { $0.maximum = JSONNumber(100) }
        let exclusive = Self.number { $0.exclusiveMaximum = JSONNumber(100) }
        #expect(Self.rules(inclusive, exclusive) == ["request-numeric-bounds-tightened", "response-numeric-bounds-tightened"])
        #expect(Self.rules(exclusive, inclusive) == ["request-numeric-bounds-loosened", "response-numeric-bounds-loosened"])
        let change = ShapeRuleTests.changes(inclusive, exclusive).first
        #expect(change?.before == "100" && change?.after == "exclusive 100")
    }

    @Test func theTighterOfTwoBoundsHoldsAndSpellingsThatAgreeAreNoChange() {
        let both = Self.number {
            $0.maximum = JSONNumber(100)
            $0.exclusiveMaximum = JSONNumber(100)
        }
        let exclusive = Self.number { $0.exclusiveMaximum = JSONNumber(100) }
        #expect(Self.rules(both, exclusive).isEmpty)
        let lower = Self.number {
            $0.minimum = JSONNumber(5)
            $0.exclusiveMinimum = JSONNumber(1)
        }
        #expect(Self.rules(lower, Self.number { $0.minimum = JSONNumber(5) }).isEmpty)
        #expect(
            Self.rules(lower, Self.number { $0.exclusiveMinimum = JSONNumber(5) })
                == ["request-numeric-bounds-tightened", "response-numeric-bounds-tightened"])
    }
}
