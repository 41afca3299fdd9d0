import Testing
import TreatyContract
import TreatyGenerator
import TreatyLoader

/// Small contracts in, the relevant generated Swift out.
@Suite struct SnippetTests {
    func generate(_ yaml: String, options: GenerationOptions = GenerationOptions()) throws -> [String] {
        let result = ContractLoader(files: .memory(["c.yaml": yaml])).load(["c.yaml"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let contract = try #require(result.contracts.first)
        return try ContractGenerator(options: options).generate(contract, fixtures: [:]).map(\.contents)
    }

    static let header = "treaty: 1\nname: Shop\nversion: '1'\nstubHost: shop.test.invalid\n"

    @Test func parametersBecomeTypedInputProperties() throws {
        let files = try generate(
            SnippetTests.header + """
                endpoints:
                  find:
                    method: GET
                    path: /items/{item-id}
                    request:
                      path: { item-id: { type: integer } }
                      query: { "page[size]": { type: integer }, in: { type: string, required: true }, fast: { type: boolean } }
                      headers: { X-Trace-Id: { type: string } }
                    responses: { 200: {} }
                """)
        let contract = files[0]
        #expect(contract.contains("    struct FindInput: ContractInput {\n"))
        #expect(contract.contains("        let values: ContractInput.Values\n"))
        #expect(contract.contains("        var itemId: Int {\n            values.path(\"item-id\")?.intValue ?? 0\n        }"))
        #expect(contract.contains("        var pageSize: Int? {\n            values.query(\"page[size]\")?.intValue\n        }"))
        #expect(contract.contains("        var `in`: String {\n            values.query(\"in\")?.stringValue ?? \"\"\n        }"))
        #expect(contract.contains("        var fast: Bool? {\n            values.query(\"fast\")?.boolValue\n        }"))
        #expect(
            contract.contains(
                "        var xTraceId: String? {\n            values.header(\"X-Trace-Id\")?.stringValue\n        }"))
        #expect(contract.contains("    func find(_ input: ShopContract.FindInput) async throws\n"))
    }

    @Test func oneTestPerScenarioInEitherFramework() throws {
        let yaml =
            SnippetTests.header + """
                endpoints:
                  ping:
                    method: GET
                    path: /ping
                    responses: { 200: {}, 500: {} }
                    scenarios: { ok: { status: 200 }, broken: { status: 500 }, down: { transport: timedOut } }
                """
        let testing = try generate(yaml)[1]
        #expect(
            testing.contains(
                "@Suite\nstruct ShopContractTests {\n    @Test\n    func ping_ok() async {\n        await run(.ping_ok)\n    }\n")
        )
        #expect(testing.contains("    @Test\n    func ping_down() async {"))
        let xctest = try generate(yaml, options: GenerationOptions(testing: .xctest))[1]
        #expect(
            xctest.contains(
                "final class ShopContractTests_ping: XCTestCase {\n    func test_ping_ok() async {\n        await run(.ping_ok)\n    }\n"
            ))
        #expect(xctest.contains("XCTFail(message, file: site.filePath, line: site.line)"))
        let contract = try generate(yaml)[0]
        #expect(contract.contains("        case ping_broken = \"ping/broken\"\n"))
    }

    @Test func publicAccessAlsoMakesImportsPublic() throws {
        let yaml = SnippetTests.header + "endpoints:\n  ping: { method: GET, path: /ping, responses: { 200: {} } }\n"
        let contract = try generate(yaml, options: GenerationOptions(access: .public))[0]
        #expect(contract.contains("public import TreatyContract\n@_spi(Generated) public import TreatyStubs\n"))
        #expect(contract.contains("public enum ShopContract {"))
        #expect(contract.contains("    public static let contract = ContractSuite.embeddedContract(archive)"))
    }

    @Test func embeddedTextsSurviveHashesAndQuotes() throws {
        let yaml =
            SnippetTests.header + """
                endpoints:
                  ping:
                    method: GET
                    path: /ping
                    responses: { 200: {} }
                    scenarios: { odd: { status: 200, rawBody: "\\"\\"\\"# ##\\"\\"\\"## \\\\(x)" } }
                """
        let contract = try generate(yaml)[0]
        #expect(contract.contains("private static let archive = ###\"\"\"\n"))
        #expect(contract.contains("\n\"\"\"###\n"))
    }
}
