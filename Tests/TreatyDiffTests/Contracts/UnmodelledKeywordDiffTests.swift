import Testing
import TreatyContract
import TreatyDiff
import TreatyLoader

/// JSON Schema keywords Treaty does not check are carried as written, so a change to one is a
/// located `*-schema-changed` and never "no changes".
@Suite struct UnmodelledKeywordDiffTests {
    static func changes(_ oldPet: String, _ newPet: String) -> [Change] {
        let files = FileSource.memory([
            "old.yaml": OpenAPIDiffTests.document(petFields: "id: { type: integer }")
                .replacing("properties: { id: { type: integer } } }", with: "properties: { id: { type: integer } }\(oldPet) }"),
            "new.yaml": OpenAPIDiffTests.document(petFields: "id: { type: integer }")
                .replacing("properties: { id: { type: integer } } }", with: "properties: { id: { type: integer } }\(newPet) }"),
        ])
        let before = ContractLoader(files: files).load(["old.yaml"]).contracts
        let after = ContractLoader(files: files).load(["new.yaml"]).contracts
        return ContractDiffer().diff(old: before, new: after).changes
    }

    /// One case per keyword family the validator leaves out: written, dropped and changed.
    static let keywords: [(before: String, after: String, changed: String)] = [
        (
            ", patternProperties: { '^x-': { type: string } }", ", patternProperties: { '^x-': { type: integer } }",
            "patternProperties"
        ),
        (", propertyNames: { maxLength: 8 }", ", propertyNames: { maxLength: 4 }", "propertyNames"),
        (", unevaluatedProperties: false", ", unevaluatedProperties: true", "unevaluatedProperties"),
        (", dependentRequired: { id: [name] }", ", dependentRequired: { id: [name, tag] }", "dependentRequired"),
        (
            ", dependentSchemas: { id: { required: [name] } }", ", dependentSchemas: { id: { required: [tag] } }",
            "dependentSchemas"
        ),
        (", if: { required: [id] }, then: { required: [name] }", ", if: { required: [id] }, then: { required: [tag] }", "then"),
    ]

    @Test(arguments: 0..<keywords.count)
    func aChangedUnmodelledKeywordIsALocatedSchemaChange(_ index: Int) {
        let (before, after, name) = Self.keywords[index]
        let changed = Self.changes(before, after)
        #expect(changed.map(\.rule) == ["response-schema-changed"], "\(changed)")
        #expect(changed.first?.pointer == "/" + name)
        #expect(changed.first?.location?.file == "new.yaml")
        #expect(changed.first?.location?.line == 13)
        let added = Self.changes("", after)
        #expect(!added.isEmpty && added.allSatisfy { $0.rule == "response-schema-changed" && $0.before == "not written" })
        #expect(added.contains { $0.pointer == "/" + name })
        #expect(Self.changes(before, before).isEmpty)
    }

    @Test func arrayKeywordsInARequestBodyAreCarriedToo() {
        func document(_ keywords: String) -> String {
            """
            openapi: 3.1.0
            info: { title: Tags, version: "1" }
            paths:
              /tags:
                put:
                  operationId: putTags
                  requestBody:
                    required: true
                    content: { application/json: { schema: { type: array, items: { type: string }\(keywords) } } }
                  responses: { 204: { description: done } }
            """
        }
        let files = FileSource.memory([
            "old.yaml": document(", contains: { const: a }, minContains: 1"),
            "new.yaml": document(", contains: { const: a }, minContains: 2, prefixItems: [{ const: b }]"),
        ])
        let before = ContractLoader(files: files).load(["old.yaml"]).contracts
        let after = ContractLoader(files: files).load(["new.yaml"]).contracts
        let changes = ContractDiffer().diff(old: before, new: after).changes
        #expect(changes.map(\.rule) == ["request-schema-changed", "request-schema-changed"], "\(changes)")
        #expect(changes.map(\.pointer).sorted() == ["/minContains", "/prefixItems"])
        #expect(before.first?.endpoints.first?.request.body?.unmodelled.map(\.name) == ["contains", "minContains"])
    }
}
