import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// The requested files of a load are read and decoded side by side; what a load reports must not
/// depend on it: the same contracts, findings and unreadable paths as loading each file alone.
@Suite struct SideBySideLoadTests {
    /// Twelve files: valid contracts, one with a YAML error, one with a lint finding, one that
    /// names a schema file nobody requested (decoded later, as it is found), and a missing path.
    private static let files: [String: String] = {
        var files: [String: String] = [
            "shared/common.yaml": "treaty: 1\nschemas:\n  Error: { type: object, required: [code] }\n",
            "contracts/broken.yaml": "treaty: 1\nname: [unclosed\n",
            "contracts/lint.yaml": LintHarness.header + "bogus: 1\n",
            "contracts/refers.yaml": LintHarness.header + """
                endpoints:
                  list:
                    method: GET
                    path: /items
                    responses:
                      500: { body: { $ref: "../shared/common.yaml#/schemas/Error" } }
                      404: { body: { $ref: "../shared/common.yaml#/schemas/Eror" } }
                """,
        ]
        for index in 0..<8 {
            files["contracts/api\(index).yaml"] =
                LintHarness.header + """
                    endpoints:
                      get\(index):
                        method: GET
                        path: /things/{id}
                        path_params: { id: { type: integer } }
                        responses:
                          200: { body: { type: object, properties: { id: { type: integer, minimum: \(index) } } } }
                    """
        }
        return files
    }()

    private static let paths =
        (0..<8).map { "contracts/api\($0).yaml" } + [
            "contracts/broken.yaml", "contracts/missing.yaml", "contracts/lint.yaml", "contracts/refers.yaml",
        ]

    private func load(_ paths: [String]) -> ContractLoader.Result {
        ContractLoader(files: .memory(SideBySideLoadTests.files), root: .folder(".")).load(paths)
    }

    @Test func aLoadOfManyFilesReportsWhatEachFileAloneReports() {
        let together = load(SideBySideLoadTests.paths)
        let alone = SideBySideLoadTests.paths.map { load([$0]) }
        #expect(together.diagnostics == alone.flatMap(\.diagnostics).sorted())
        #expect(together.unreadable == ["contracts/missing.yaml"])
        #expect(together.contracts.map(\.file) == alone.flatMap { $0.contracts.map(\.file) })
        #expect(together.contracts.map(\.endpoints.count) == alone.flatMap { $0.contracts.map(\.endpoints.count) })
        let rules = Set(together.diagnostics.map(\.rule))
        #expect(rules.isSuperset(of: ["yaml-syntax", "unknown-key", "unresolved-ref", "unreadable-file"]), "\(rules)")
        let table = together.contracts.first { $0.file == "contracts/refers.yaml" }?.schemaTable
        #expect(table?[SchemaReference(file: "shared/common.yaml", name: "Error")] != nil)
    }

    @Test func everyLoadOfTheSameFilesIsTheSame() {
        let first = load(SideBySideLoadTests.paths)
        for _ in 0..<5 {
            let again = load(SideBySideLoadTests.paths)
            #expect(again.diagnostics == first.diagnostics)
            #expect(again.contracts.map(\.file) == first.contracts.map(\.file))
            #expect(again.unreadable == first.unreadable)
        }
    }

    /// 60 operations, built in runs side by side. The same address is published by operations 5
    /// and 50, and inside a larger example by operation 30: one warning, at operation 5, since
    /// once allowed it is allowed everywhere. Operation 40 publishes another address.
    private static let openAPI: String = {
        var text = "openapi: 3.1.0\ninfo: { title: Mail, version: '1' }\npaths:\n"
        for index in 0..<60 {
            let example: String
            switch index {
            case 5, 50: example = "ops@corp-mail.net"
            case 30: example = "{ email: ops@corp-mail.net, note: again }"
            case 40: example = "{ email: billing@corp-mail.net }"
            default: example = "{ id: \(index) }"
            }
            text += """
                  /things\(index):
                    get:
                      operationId: get\(index)
                      responses:
                        '200':
                          description: ok
                          content: { application/json: { example: \(example) } }

                """
        }
        return text
    }()

    @Test func anOpenAPIDocumentBuiltSideBySideReportsEachPublishedValueOnceInOrder() throws {
        let loader = ContractLoader(files: .memory(["openapi.yaml": Self.openAPI]), root: .folder("."))
        let first = loader.load(["openapi.yaml"])
        let published = first.diagnostics.filter { $0.rule == "openapi-example-secret" }
        let lines = Self.openAPI.split(separator: "\n", omittingEmptySubsequences: false)
        let line = { (needle: String) in (lines.firstIndex { $0.contains(needle) } ?? -1) + 1 }
        #expect(published.map(\.location.line) == [line("example: ops@"), line("example: { email: billing@")])
        let contract = try #require(first.contracts.first)
        #expect(contract.allowlist == ["ops@corp-mail.net", "billing@corp-mail.net"])
        #expect(contract.endpoints.map(\.id) == (0..<60).map { "get\($0)" })
        #expect(contract.endpoints.allSatisfy { $0.scenarios.map(\.name) == ["success", "timeout"] })
        for _ in 0..<3 {
            let again = loader.load(["openapi.yaml"])
            #expect(again.diagnostics == first.diagnostics)
            #expect(again.contracts == first.contracts)
        }
    }

    /// The files a contract refers to are found in every run of its shapes: here only the last
    /// of 1,200 endpoints names another file, so its schema is found only if that run is walked.
    @Test func aFileNamedOnlyByTheLastOfManyShapesIsLoaded() {
        var text = LintHarness.header + "endpoints:\n"
        for index in 0..<1_200 {
            let body = index == 1_199 ? "{ $ref: \"../shared/common.yaml#/schemas/Error\" }" : "{ type: object }"
            text += "  get\(index):\n    method: GET\n    path: /things\(index)\n    responses:\n      200: { body: \(body) }\n"
        }
        var files = SideBySideLoadTests.files
        files["contracts/large.yaml"] = text
        let result = ContractLoader(files: .memory(files), root: .folder(".")).load(["contracts/large.yaml"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let table = result.contracts.first?.schemaTable
        #expect(table?[SchemaReference(file: "shared/common.yaml", name: "Error")] != nil)
    }

    @Test(arguments: [0, 1, 2, 7, 1_000])
    func concurrentMapKeepsTheOrder(count: Int) {
        let numbers = Array(0..<count)
        #expect(numbers.concurrentMap { $0 * 3 } == numbers.map { $0 * 3 })
        for size in [1, 3, 128] {
            #expect(numbers.concurrentMap(runsOf: size) { $0 * 3 } == numbers.map { $0 * 3 })
        }
        let runs = numbers.indices.runs(of: 7)
        #expect(runs.flatMap { Array($0) } == numbers)
        #expect(runs.dropLast().allSatisfy { $0.count == 7 })
    }

    @Test func aRangeIsCutIntoRunsFromItsStart() {
        #expect((3..<10).runs(of: 4) == [3..<7, 7..<10])
        #expect((5..<5).runs(of: 3).isEmpty)
        #expect((0..<2).runs(of: 5) == [0..<2])
    }
}
