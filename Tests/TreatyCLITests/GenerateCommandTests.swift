import Foundation
import Testing

@Suite struct GenerateCommandTests {
    static let contract = """
        treaty: 1
        name: Shop
        version: "1"
        stubHost: api.shop.test.invalid
        endpoints:
          ping:
            method: GET
            path: /ping
            responses: { 200: {} }
            scenarios: { ok: { status: 200 } }
        """

    @Test func writesThenChecksThenDetectsStaleness() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": GenerateCommandTests.contract])
        let first = try await TreatyRunner.run(["generate", "--out", "Generated"], in: folder)
        #expect(first.status == 0)
        #expect(first.stderr.contains("2 written, 0 unchanged, 0 stale"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Generated").path).sorted()
        #expect(names == ["ShopContract.swift", "ShopContractTests.swift"])

        let check = try await TreatyRunner.run(["generate", "--out", "Generated", "--check"], in: folder)
        #expect(check.status == 0)

        // A known issue, so the test file changes too: a plain new scenario is one more argument
        // of the suite's parameterized test, and changes the contract file alone.
        let edited = GenerateCommandTests.contract.replacingOccurrences(
            of: "ok: { status: 200 }", with: "ok: { status: 200 }, again: { status: 200, knownIssue: 'a fix is coming' }")
        try Data(edited.utf8).write(to: folder.appendingPathComponent("contracts/shop.yaml"))
        let stale = try await TreatyRunner.run(["generate", "--out", "Generated", "--check"], in: folder)
        #expect(stale.status == 1)
        #expect(
            stale.stdout == """
                Generated/ShopContract.swift:1:1: error: [stale-generated] out of date; run 'treaty generate'
                Generated/ShopContractTests.swift:1:1: error: [stale-generated] out of date; run 'treaty generate'

                """)
        let github = try await TreatyRunner.run(["generate", "--out", "Generated", "--check", "--format", "github"], in: folder)
        #expect(github.status == 1)
        #expect(
            github.stdout == """
                ::error file=Generated/ShopContract.swift,line=1,col=1,title=stale-generated::[stale-generated] out of date; run 'treaty generate'
                ::error file=Generated/ShopContractTests.swift,line=1,col=1,title=stale-generated::[stale-generated] out of date; run 'treaty generate'

                """)
        let text = try String(contentsOf: folder.appendingPathComponent("Generated/ShopContractTests.swift"), encoding: .utf8)
        #expect(!text.contains("ping_again"), "--check must not write")
    }

    @Test func checkSaysMissingForAFileThatIsNotThere() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": GenerateCommandTests.contract])
        _ = try await TreatyRunner.run(["generate", "--out", "Generated"], in: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Generated/ShopContractTests.swift"))
        let check = try await TreatyRunner.run(["generate", "--out", "Generated", "--check"], in: folder)
        #expect(check.status == 1)
        #expect(
            check.stdout == """
                Generated/ShopContractTests.swift:1:1: error: [stale-generated] missing; run 'treaty generate'

                """)
        #expect(check.stderr.contains("0 written, 1 up to date, 1 stale (1 missing)"))
    }

    @Test func neverOverwritesAFileItDidNotGenerate() async throws {
        let mine = "// my own file\n"
        let folder = try TreatyRunner.folder([
            "contracts/shop.yaml": GenerateCommandTests.contract, "Generated/ShopContract.swift": mine,
        ])
        let output = try await TreatyRunner.run(["generate", "--out", "Generated"], in: folder)
        #expect(output.status == 1)
        #expect(output.stdout.contains("Generated/ShopContract.swift:1:1: error: [not-generated]"))
        #expect(try String(contentsOf: folder.appendingPathComponent("Generated/ShopContract.swift"), encoding: .utf8) == mine)
    }

    @Test func contractWithLintErrorsIsRefusedAndNothingIsWritten() async throws {
        let broken = GenerateCommandTests.contract.replacingOccurrences(of: "method: GET", with: "method: FETCH")
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": broken])
        let output = try await TreatyRunner.run(["generate", "--out", "Generated"], in: folder)
        #expect(output.status == 1)
        #expect(output.stderr.contains("contracts/shop.yaml:7:13: error: [invalid-value]"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    }

    @Test func adapterSkeletonIsWrittenOnlyOnce() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": GenerateCommandTests.contract])
        let first = try await TreatyRunner.run(
            ["generate", "--out", "G", "--adapter-skeleton", "Tests/ShopAdapter.swift"], in: folder)
        #expect(first.status == 0)
        let path = folder.appendingPathComponent("Tests/ShopAdapter.swift")
        let skeleton = try String(contentsOf: path, encoding: .utf8)
        #expect(skeleton.contains("struct ShopAdapter: ShopContractAdapter {"))
        #expect(skeleton.contains("throw AdapterNotImplemented(\"ping\")"))
        #expect(skeleton.contains("typealias ShopContractSubject = ShopAdapter"))
        try Data("// edited\n".utf8).write(to: path)
        let second = try await TreatyRunner.run(
            ["generate", "--out", "G", "--adapter-skeleton", "Tests/ShopAdapter.swift"], in: folder)
        #expect(second.status == 0)
        #expect(second.stderr.contains("kept Tests/ShopAdapter.swift"))
        #expect(try String(contentsOf: path, encoding: .utf8) == "// edited\n")
    }

    @Test func missingOutIsAUsageError() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": GenerateCommandTests.contract])
        let output = try await TreatyRunner.run(["generate"], in: folder)
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("error: missing '--out DIR'"))
    }
}
