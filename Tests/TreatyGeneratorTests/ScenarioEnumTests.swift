import Foundation
import Testing
import TreatyContract
import TreatyLoader

@testable import TreatyGenerator

/// The `Endpoint`, `Scenario` and parameter enums at both ends of their size. Real APIs have
/// hundreds of endpoints and thousands of scenarios, and Swift's synthesized `init?(rawValue:)` of
/// a `String` enum is quadratic to compile in Swift 6 (GitHub's 2,940 scenarios: 14 s and 4 GB),
/// so enums above a limit get a dictionary lookup instead. A contract just started may have no
/// scenarios at all. Either way the suite must compile, in every flavour and access level, and
/// split over part files.
@Suite struct ScenarioEnumTests {
    static let endpointCount = Declaration.synthesizedRawValueLimit + 1

    /// `endpointCount` endpoints, each with a success and a timeout scenario and a query parameter
    /// whose `enum` lists as many values.
    static let contract: String = {
        let values = (0..<endpointCount).map { "v\($0)" }.joined(separator: ", ")
        let endpoints = (0..<endpointCount).map { index in
            "  e\(index):\n    method: GET\n    path: /e\(index)\n"
                + "    request: { query: { pick: { type: string, enum: [\(values)] } } }\n    responses: { 200: {} }\n"
                + "    scenarios: { success: { status: 200 }, timeout: { transport: timedOut } }\n"
        }
        return SnippetTests.header + "endpoints:\n" + endpoints.joined()
    }()

    /// Small parts, so the 65-endpoint contract's types are split over several files.
    static let split = GenerationOptions(testing: .xctest, access: .public, linesPerFile: 400)

    /// An endpoint without scenarios.
    static let withoutScenarios =
        SnippetTests.header + "endpoints:\n  find: { method: GET, path: /find, responses: { 200: {} } }\n"

    func generated(_ options: GenerationOptions, contract: String = contract) throws -> [GeneratedFile] {
        let result = ContractLoader(files: .memory(["c.yaml": contract])).load(["c.yaml"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let contract = try #require(result.contracts.first)
        let generator = ContractGenerator(options: options)
        return try generator.generate(contract, fixtures: [:]) + [generator.adapterSkeleton(contract)]
    }

    @Test func enumsAboveTheLimitLookUpTheirRawValue() throws {
        let contract = try generated(GenerationOptions(linesPerFile: 0))[0].contents
        for name in ["Endpoint", "Scenario", "Pick"] {
            let declaration = try Snippet.declaration(name == "Pick" ? "        enum Pick" : "    enum \(name)", in: contract)
            #expect(declaration.contains("init?(rawValue: String) {"), "\(name)")
            #expect(
                declaration.contains(
                    "private static let byRawValue: [String: Self] = Dictionary(allCases.map { ($0.rawValue, $0) }) { first, _ in first }"
                ), "\(name)")
        }
    }

    @Test func enumsUpToTheLimitKeepTheSynthesizedInitializer() throws {
        let files = try SnippetTests().generate(
            SnippetTests.header
                + "endpoints:\n  find: { method: GET, path: /find, responses: { 200: {} }, scenarios: { ok: { status: 200 } } }\n"
        )
        #expect(
            try Snippet.declaration("    enum Scenario", in: files[0]).contains("enum Scenario: String, CaseIterable, Sendable {")
        )
        #expect(!files[0].contains("byRawValue"))
    }

    @Test(arguments: [
        GenerationOptions(testing: .swiftTesting), GenerationOptions(testing: .xctest),
        GenerationOptions(testing: .swiftTesting, access: .public),
        split,
    ])
    func theSuiteCompiles(_ options: GenerationOptions) async throws {
        for contract in [Self.contract, Self.withoutScenarios] {
            let files = try generated(options, contract: contract)
            if options == Self.split, contract == Self.contract {
                #expect(files.filter { $0.name.hasPrefix("ShopContract+Part") }.count > 2, "\(files.map(\.name))")
            }
            try await expectCompiles(files)
        }
    }

    private func expectCompiles(_ files: [GeneratedFile]) async throws {
        let result = try await SwiftCompiler.typeCheck(files, moduleName: "Large")
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
    }
}
