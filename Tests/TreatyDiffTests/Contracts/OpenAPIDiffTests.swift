import Testing
import TreatyContract
import TreatyDiff
import TreatyLoader

/// `treaty diff OLD NEW` on two OpenAPI documents: the same rules as for Treaty contracts.
@Suite struct OpenAPIDiffTests {
    static func document(petFields: String, extraQuery: String = "") -> String {
        """
        openapi: 3.1.0
        info: { title: Pets, version: "1" }
        paths:
          /pets/{id}:
            get:
              operationId: getPet
              parameters:
                - { name: id, in: path, required: true, schema: { type: integer } }\(extraQuery)
              responses:
                200: { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
        components:
          schemas:
            Pet: { type: object, required: [id], properties: { \(petFields) } }
        """
    }

    @Test func removingAResponseFieldAndRequiringAParameterBreakClients() throws {
        let old = Self.document(petFields: "id: { type: integer }, name: { type: string }")
        let new = Self.document(
            petFields: "id: { type: integer }",
            extraQuery: "\n        - { name: fields, in: query, required: true, schema: { type: string }, example: all }")
        let files = FileSource.memory(["old.yaml": old, "new.yaml": new])
        let before = ContractLoader(files: files).load(["old.yaml"]).contracts
        let after = ContractLoader(files: files).load(["new.yaml"]).contracts
        let report = ContractDiffer().diff(old: before, new: after)
        let breaking = report.changes.filter { $0.classification == .breaking }.map(\.rule).sorted()
        #expect(breaking == ["request-parameter-added-required", "response-field-removed"], "\(report.changes)")
    }
}
