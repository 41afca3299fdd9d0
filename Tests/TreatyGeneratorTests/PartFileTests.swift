import Foundation
import Testing
import TreatyContract

@testable import TreatyGenerator

/// A large contract's types split over part files, laid out for incremental builds: the contract
/// file names no input type, each part declares its types at the top level with an alias in the
/// namespace, and an edit to one endpoint rewrites only the part that holds it.
@Suite struct PartFileTests {
    /// `count` endpoints with a query parameter each and a body of a named schema, whose types
    /// refer to one another (an enum, an object, an array of inline objects) so that references
    /// cross part files; `extra` adds a query parameter to endpoint `e<extra>`.
    static func contract(endpoints count: Int = 60, extra: Int? = nil, moreSchemas: Int = 0) -> String {
        let endpoints = (0..<count).map { index in
            let query = index == extra ? "{ page: { type: integer }, sort: { type: string } }" : "{ page: { type: integer } }"
            return "  e\(index):\n    method: POST\n    path: /e\(index)\n"
                + "    request: { query: \(query), body: { $ref: \"#/schemas/Order\" } }\n    responses: { 201: {} }\n"
                + "    scenarios: { placed: { status: 201, request: { body: { state: open, lines: [{ sku: a1 }] } } } }\n"
        }
        let schemas = """
            schemas:
              Order:
                type: object
                required: [state]
                properties:
                  state: { $ref: "#/schemas/State" }
                  lines: { $ref: "#/schemas/Lines" }
              State: { type: string, enum: [open, closed] }
              Lines:
                type: array
                items: { type: object, required: [sku], properties: { sku: { type: string } } }

            """
        // Schemas no body refers to are not generated; these hang off Order, after it.
        let more = (0..<moreSchemas).map { index in
            "  Extra\(index):\n    type: object\n    properties:\n"
                + (0..<8).map { "      p\($0): { type: string }\n" }.joined()
                + (index + 1 < moreSchemas ? "      next: { $ref: \"#/schemas/Extra\(index + 1)\" }\n" : "")
        }
        let order = "    required: [state]\n    properties:\n"
        let hooked = moreSchemas > 0 ? order + "      extra: { $ref: \"#/schemas/Extra0\" }\n" : order
        return SnippetTests.header + "endpoints:\n" + endpoints.joined()
            + schemas.replacingOccurrences(of: order, with: hooked) + more.joined()
    }

    static let options = GenerationOptions(linesPerFile: 300)

    /// The files and the adapter skeleton, loaded and generated as `ScenarioEnumTests` does.
    func generated(_ yaml: String, options: GenerationOptions = options) throws -> [GeneratedFile] {
        try ScenarioEnumTests().generated(options, contract: yaml)
    }

    @Test func theContractFileNamesNoInputTypeAndEachPartDeclaresItsOwn() throws {
        let files = try generated(Self.contract())
        let contract = try #require(files.first { $0.name == "ShopContract.swift" }).contents
        let parts = files.filter { $0.name.hasPrefix("ShopContract+Part") }
        #expect(parts.count > 2, "\(files.map(\.name))")
        for index in 0..<60 {
            #expect(!contract.contains("E\(index)Input"), "the contract file names e\(index)'s input type")
        }
        #expect(!contract.contains("Order") && !contract.contains("State"), "the contract file names a schema type")
        #expect(contract.contains("protocol ShopContractAdapter: Sendable, ShopContractAdapterPart1, ShopContractAdapterPart2"))
        #expect(contract.contains("        case .e0, .e1,"), "the dispatch picks a part per endpoint")
        let part = parts[0].contents
        #expect(part.contains("    typealias E0Input = ShopContract_E0Input\n"))
        #expect(part.contains("\nstruct ShopContract_E0Input: ContractInput {\n"))
        #expect(part.contains("\nprotocol ShopContractAdapterPart1 {\n"))
        #expect(part.contains("    func e0(_ input: ShopContract.E0Input) async throws\n"))
        #expect(part.contains("case .e0: return { try await $0.e0(ShopContract.E0Input(values: $1)) }"))
        // Split, a body names its schema through the namespace: the input type is not inside it.
        #expect(part.contains("    var body: ShopContract.Order {\n"))
    }

    @Test func everyEndpointIsDispatchedByExactlyOnePart() throws {
        let files = try generated(Self.contract())
        let parts = files.filter { $0.name.hasPrefix("ShopContract+Part") }.map(\.contents)
        for index in 0..<60 {
            let method = "    func e\(index)(_ input: ShopContract.E\(index)Input) async throws\n"
            #expect(parts.filter { $0.contains(method) }.count == 1, "e\(index)")
        }
    }

    /// What incremental builds rest on: a new parameter of one endpoint rewrites the part that
    /// holds its input type and the archive, and leaves every other part and the contract file
    /// byte for byte as they were, wherever the endpoint is.
    @Test(arguments: [0, 20, 41, 59])
    func anEditToOneEndpointRewritesOnlyItsPart(_ endpoint: Int) throws {
        let before = try generated(Self.contract())
        let after = try generated(Self.contract(extra: endpoint))
        #expect(before.map(\.name) == after.map(\.name))
        let changed = zip(before, after).filter { $0.0.contents != $0.1.contents }.map(\.0.name)
        let parts = changed.filter { $0.hasPrefix("ShopContract+Part") }
        #expect(parts.count == 1, "\(changed)")
        #expect(Set(changed).subtracting(parts) == ["ShopContract+Archive.swift"], "\(changed)")
        let part = try #require(after.first { $0.name == parts.first })
        #expect(part.contents.contains("struct ShopContract_E\(endpoint)Input: ContractInput {"))
    }

    @Test func boundariesAreTheSameOnEveryRun() throws {
        #expect(try generated(Self.contract()).map(\.contents) == generated(Self.contract()).map(\.contents))
        #expect(ContractFileTranslator.stableHash("") == 0xcbf2_9ce4_8422_2325)
        #expect(ContractFileTranslator.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test(arguments: [
        GenerationOptions(linesPerFile: 300), GenerationOptions(testing: .xctest, access: .public, linesPerFile: 300),
    ])
    func theSplitSuiteCompiles(_ options: GenerationOptions) async throws {
        let result = try await SwiftCompiler.typeCheck(try generated(Self.contract(), options: options), moduleName: "Parts")
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
    }

    /// Schema types come after the inputs, so the last parts may hold schemas alone: no adapter
    /// methods, no dispatch, and the suite still compiles.
    @Test func partsOfSchemasAloneHaveNoAdapterMethods() async throws {
        let files = try generated(Self.contract(endpoints: 12, moreSchemas: 40))
        let parts = files.filter { $0.name.hasPrefix("ShopContract+Part") }
        let last = try #require(parts.last).contents
        #expect(last.contains("struct ShopContract_Extra39: Codable, Sendable {"))
        #expect(!last.contains("protocol ShopContractAdapterPart"), "\(parts.map(\.name))")
        let contract = try #require(files.first { $0.name == "ShopContract.swift" }).contents
        #expect(!contract.contains("ShopContractAdapterPart\(parts.count)"))
        let result = try await SwiftCompiler.typeCheck(files, moduleName: "SchemaParts")
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
    }
}
