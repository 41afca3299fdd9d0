import Foundation
import Testing
import TreatyContract

@testable import TreatyDiff

@Suite struct DiffRuleTests {
    @Test func catalogueIdsAreUniqueKebabCase() {
        let ids = DiffRule.catalogue.map(\.id)
        #expect(ids.count >= 30)
        #expect(Set(ids).count == ids.count)
        let allowed = Set("abcdefghijklmnopqrstuvwxyz-")
        #expect(ids.allSatisfy { $0.allSatisfy(allowed.contains) && !$0.hasPrefix("-") && !$0.contains("--") })
    }

    @Test func shapeRuleNamesReadAsTheIssueSaysThem() {
        #expect(DiffRule.shape(.nullable, .widened, .response).id == "response-field-made-nullable")
        #expect(DiffRule.shape(.enumValue, .widened, .response) == DiffRule("response-enum-value-added", .breaking))
        #expect(DiffRule.shape(.enumValue, .narrowed, .request) == DiffRule("request-enum-value-removed", .breaking))
        #expect(DiffRule.shape(.lengthBounds, .narrowed, .request) == DiffRule("request-length-bounds-tightened", .breaking))
        #expect(DiffRule.shape(.numericBounds, .widened, .response) == DiffRule("response-numeric-bounds-loosened", .breaking))
        #expect(
            DiffRule.shape(.additionalProperties, .narrowed, .request)
                == DiffRule("request-additional-properties-tightened", .breaking))
    }

    /// docs/diff-rules.md documents every rule the engine can emit, with its class.
    @Test func everyRuleIsDocumented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let docs = try String(contentsOf: root.appendingPathComponent("docs/diff-rules.md"), encoding: .utf8)
        for rule in DiffRule.catalogue {
            #expect(docs.contains("### `\(rule.id)` — \(rule.classification.rawValue)"), "'\(rule.id)' is not documented")
        }
        let headings = docs.split(separator: "\n").filter { $0.hasPrefix("### `") }
        #expect(headings.count == DiffRule.catalogue.count, "docs list rules the engine does not have")
    }
}
