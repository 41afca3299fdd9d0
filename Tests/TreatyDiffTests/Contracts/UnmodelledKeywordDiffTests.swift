import Testing
import TreatyContract
import TreatyDiff
import TreatyLoader

/// JSON Schema keywords the validator does not check are carried from OpenAPI and compared by
/// direction, as every other keyword is: what a change does to the values a request may send
/// or a response may return. Never "no changes" where the two documents differ in one.
@Suite struct UnmodelledKeywordDiffTests {
    /// The rules between two versions of `Pet` (a response body) whose object keywords are
    /// `oldPet` and `newPet`, written after its `properties`.
    static func changes(_ oldPet: String, _ newPet: String) -> [Change] {
        func document(_ keywords: String) -> String {
            OpenAPIDiffTests.document(petFields: "id: { type: integer }")
                .replacing("properties: { id: { type: integer } } }", with: "properties: { id: { type: integer } }\(keywords) }")
        }
        let files = FileSource.memory(["old.yaml": document(oldPet), "new.yaml": document(newPet)])
        let before = ContractLoader(files: files).load(["old.yaml"]).contracts
        let after = ContractLoader(files: files).load(["new.yaml"]).contracts
        return ContractDiffer().diff(old: before, new: after).changes
    }

    /// One edit per keyword, seen in a response: the rule and pointer it must give.
    static let responseCases: [(before: String, after: String, rule: String, pointer: String)] = [
        // A subschema applied to member values: its type changed.
        (
            ", patternProperties: { '^x-': { type: string } }", ", patternProperties: { '^x-': { type: integer } }",
            "response-type-changed", "/patternProperties/^x-"
        ),
        // A pattern member added narrows what a response may hold: additive for its readers.
        ("", ", patternProperties: { '^x-': { type: string } }", "response-schema-narrowed", "/patternProperties/^x-"),
        // Member names allowed longer: a response may hold more.
        (
            ", propertyNames: { maxLength: 4 }", ", propertyNames: { maxLength: 8 }", "response-length-bounds-loosened",
            "/propertyNames"
        ),
        (
            ", unevaluatedProperties: false", ", unevaluatedProperties: true", "response-schema-widened",
            "/unevaluatedProperties"
        ),
        (
            ", dependentRequired: { id: [name, tag] }", ", dependentRequired: { id: [name] }", "response-field-made-optional",
            "/dependentRequired/id"
        ),
        (", dependentSchemas: { id: { required: [name] } }", "", "response-schema-widened", "/dependentSchemas/id"),
        (
            ", if: { required: [id] }, then: { required: [name] }", ", if: { required: [id] }, then: { required: [name, tag] }",
            "response-field-made-required", "/then/properties/tag"
        ),
        (
            ", if: { required: [id] }, then: { required: [name] }", ", if: { required: [tag] }, then: { required: [name] }",
            "response-schema-changed", "/if"
        ),
    ]

    @Test(arguments: 0..<responseCases.count)
    func eachKeywordIsComparedByDirection(_ index: Int) {
        let (before, after, rule, pointer) = Self.responseCases[index]
        let changes = Self.changes(before, after)
        let found = changes.filter { $0.rule == rule }
        #expect(found.count == 1, "expected \(rule) in \(changes.map(\.rule))")
        #expect(found.first?.pointer == pointer)
        #expect(found.first?.location?.file == "new.yaml" || found.first?.location?.file == "old.yaml")
        #expect(Self.changes(before, before).isEmpty)
    }

    /// The same edits read in reverse give the opposite effect.
    @Test func reversedEditsGiveTheOppositeEffect() {
        #expect(
            Self.changes(", unevaluatedProperties: true", ", unevaluatedProperties: false").map(\.rule)
                == ["response-schema-narrowed"])
        #expect(Self.changes("", ", dependentSchemas: { id: { required: [name] } }").map(\.rule) == ["response-schema-narrowed"])
        #expect(
            Self.changes(", contentMediaType: text/plain", ", contentMediaType: text/html").map(\.rule) == [
                "response-schema-changed"
            ])
    }

    /// Arrays in a request body: `contains` and its counts, and `prefixItems` against `items`.
    @Test func arrayKeywordsInARequestBodyAreComparedByDirection() {
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
        func rules(_ old: String, _ new: String) -> [String: ChangeClass] {
            let files = FileSource.memory(["old.yaml": document(old), "new.yaml": document(new)])
            let before = ContractLoader(files: files).load(["old.yaml"]).contracts
            let after = ContractLoader(files: files).load(["new.yaml"]).contracts
            #expect(before.first?.endpoints.first?.request.body?.unmodelled.isEmpty == (old == ""))
            let changes = ContractDiffer().diff(old: before, new: after).changes
            return Dictionary(changes.map { ("\($0.rule) \($0.pointer)", $0.classification) }, uniquingKeysWith: { a, _ in a })
        }
        #expect(rules("", ", contains: { const: a }") == ["request-schema-narrowed /contains": .breaking])
        #expect(
            rules(", contains: { const: a }, minContains: 1", ", contains: { const: a }, minContains: 2")
                == ["request-length-bounds-tightened /minContains": .breaking])
        #expect(
            rules(", contains: { const: a }, maxContains: 2", ", contains: { const: a }")
                == ["request-length-bounds-loosened /maxContains": .additive])
        #expect(
            rules(", contains: { type: string, enum: [a] }", ", contains: { type: string, enum: [a, b] }")
                == ["request-enum-value-added /contains": .additive])
        // A first position held to `integer` where `items` said `string`: a type change there.
        #expect(rules("", ", prefixItems: [{ type: integer }]") == ["request-type-changed /prefixItems/0": .breaking])
        #expect(
            rules(", prefixItems: [{ type: string, maxLength: 3 }]", ", prefixItems: [{ type: string, maxLength: 2 }]")
                == ["request-length-bounds-tightened /prefixItems/0": .breaking])
    }

    /// `unevaluatedProperties: false` closes an object: a member dropped from it breaks the
    /// clients that still send it, where an open object would ignore it.
    @Test func unevaluatedPropertiesFalseClosesARequestObject() {
        func document(_ members: String) -> String {
            """
            openapi: 3.1.0
            info: { title: Notes, version: "1" }
            paths:
              /notes:
                post:
                  operationId: createNote
                  requestBody:
                    required: true
                    content:
                      application/json:
                        schema: { type: object, properties: { \(members) }, unevaluatedProperties: false }
                  responses: { 201: { description: made } }
            """
        }
        let files = FileSource.memory([
            "old.yaml": document("text: { type: string }, tag: { type: string }"), "new.yaml": document("text: { type: string }"),
        ])
        let before = ContractLoader(files: files).load(["old.yaml"]).contracts
        let after = ContractLoader(files: files).load(["new.yaml"]).contracts
        let changes = ContractDiffer().diff(old: before, new: after).changes
        #expect(changes.map(\.rule) == ["request-field-removed-from-closed-object"])
    }

    /// Annotations decide no value's fate, but a change to one is never "no changes": each is an
    /// informational `annotation-changed` at the annotation.
    @Test func annotationsAreInformational() {
        func pet(_ annotations: String) -> String {
            OpenAPIDiffTests.document(petFields: "id: { type: integer }, tag: { type: string\(annotations) }")
        }
        func diff(_ before: String, _ after: String) -> [Change] {
            let files = FileSource.memory(["old.yaml": pet(before), "new.yaml": pet(after)])
            let old = ContractLoader(files: files).load(["old.yaml"]).contracts
            let new = ContractLoader(files: files).load(["new.yaml"]).contracts
            return ContractDiffer().diff(old: old, new: new).changes
        }
        let cases: [(String, String, String)] = [
            (", default: false", ", example: false", "/properties/tag/default"),
            ("", ", title: Tag", "/properties/tag/title"),
            ("", ", deprecated: true", "/properties/tag/deprecated"),
            (", example: a", ", example: b", "/properties/tag/example"),
            ("", ", externalDocs: { url: 'https://docs.example.test/tag' }", "/properties/tag/externalDocs"),
            ("", ", xml: { name: label }", "/properties/tag/xml"),
            (", $comment: one", ", $comment: two", "/properties/tag/$comment"),
        ]
        for (before, after, pointer) in cases {
            let changes = diff(before, after)
            #expect(
                !changes.isEmpty && changes.allSatisfy { $0.rule == "annotation-changed" && $0.classification == .informational })
            #expect(changes.contains { $0.pointer == pointer }, "\(changes.map(\.pointer))")
            #expect(diff(before, before).isEmpty)
        }
        // Written beside a `$ref` or as an `allOf` wrapper around one, an annotation is still no
        // change of meaning: only the annotation is reported.
        let wrapped = Self.changes("", ", title: Pet")
        #expect(wrapped.map(\.rule) == ["annotation-changed"])
    }
}
