import Testing
import TreatyContract
import TreatyLoader

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

    @Test(arguments: [0, 1, 2, 7, 1_000])
    func concurrentMapKeepsTheOrder(count: Int) {
        let numbers = Array(0..<count)
        #expect(numbers.concurrentMap { $0 * 3 } == numbers.map { $0 * 3 })
    }
}
