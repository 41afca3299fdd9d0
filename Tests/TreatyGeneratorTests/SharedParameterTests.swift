import Foundation
import Testing
import TreatyGenerator

/// A parameter property several input types declare alike is declared once, as a protocol the
/// input types adopt: the same `input.id` for the adapter, a fifth fewer functions to compile in
/// a large suite (see docs/generate.md).
@Suite struct SharedParameterTests {
    static let yaml =
        SnippetTests.header + """
            endpoints:
              get:
                method: GET
                path: /items/{id}
                request:
                  path: { id: { type: integer } }
                  query: { sort: { type: string, enum: [name, date] }, page: { type: integer } }
                responses: { 200: {} }
              delete:
                method: DELETE
                path: /items/{id}/x
                request:
                  path: { id: { type: integer } }
                  query: { sort: { type: string, enum: [name, date] }, page: { type: string } }
                responses: { 204: {} }
              list:
                method: GET
                path: /items
                request: { body: { $ref: "#/schemas/IdPathParameter" } }
                responses: { 200: {} }
            schemas:
              IdPathParameter: { type: object, properties: { id: { type: integer } } }

            """

    @Test func aParameterTwoInputsDeclareAlikeIsDeclaredOnce() throws {
        let contract = try SnippetTests().generate(Self.yaml)[0]
        // The protocol takes the name; the schema of the same name gets `_2`.
        #expect(
            contract.contains("    /// Inputs with the path parameter 'id'.\n    protocol IdPathParameter: ContractInput {}\n"))
        #expect(contract.contains("    struct GetInput: ContractInput, IdPathParameter {\n"))
        #expect(contract.contains("    struct DeleteInput: ContractInput, IdPathParameter {\n"))
        #expect(contract.contains("    struct IdPathParameter_2: Codable, Sendable, Equatable {\n"))
        #expect(
            contract.contains(
                """
                extension ShopContract.IdPathParameter {
                    /// The path parameter 'id'.
                    var id: Int {
                        values.path("id")?.intValue ?? 0
                    }
                }
                """))
        // `page` differs in type, `sort` has an enum per input: each input keeps its own.
        #expect(contract.components(separatedBy: "var page: ").count == 3)
        #expect(contract.components(separatedBy: "enum Sort: String").count == 3)
        #expect(!contract.contains("PagePathParameter") && !contract.contains("SortQueryParameter"))
    }

    @Test(arguments: [GenerationOptions(), GenerationOptions(access: .public)])
    func theSharedParametersCompile(_ options: GenerationOptions) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-shared-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ShopContract.swift")
        try Data(try SnippetTests().generate(Self.yaml, options: options)[0].utf8).write(to: file)
        // The adapter reads the shared property as before: `input.id` on a concrete input type.
        let use = folder.appendingPathComponent("Use.swift")
        try Data("func use(_ input: ShopContract.GetInput) -> Int { input.id }\n".utf8).write(to: use)
        let result = try await SwiftCompiler.typeCheck([file.path, use.path], moduleName: "Shop")
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
    }
}
