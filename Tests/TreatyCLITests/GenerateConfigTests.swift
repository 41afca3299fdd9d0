import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `treaty generate` with no arguments: the contracts `treaty.yaml` lists, each with its options.
@Suite struct GenerateConfigTests {
    static let config = """
        contracts:
          - path: contracts/shop.yaml
            out: Tests/ShopContractTests
            testing: xctest
            access: public
            adapterSkeleton: Tests/ShopContractTests/ShopAdapter.swift
        """

    @Test func generatesThenChecksEveryConfiguredContract() async throws {
        let folder = try TreatyRunner.folder([
            "treaty.yaml": Self.config, "contracts/shop.yaml": GenerateCommandTests.contract,
        ])
        let first = try await TreatyRunner.run(["generate"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let tests = try String(
            contentsOf: folder.appendingPathComponent("Tests/ShopContractTests/ShopContractTests.swift"), encoding: .utf8)
        #expect(tests.contains("import XCTest"), "testing: xctest is applied")
        let contract = try String(
            contentsOf: folder.appendingPathComponent("Tests/ShopContractTests/ShopContract.swift"), encoding: .utf8)
        #expect(contract.contains("public enum ShopContract"), "access: public is applied")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Tests/ShopContractTests/ShopAdapter.swift").path))

        let check = try await TreatyRunner.run(["generate", "--check"], in: folder)
        #expect(check.status == 0)
        #expect(check.stderr == "== contracts/shop.yaml → Tests/ShopContractTests\n0 written, 3 up to date, 0 stale\n")

        let edited = GenerateCommandTests.contract.replacingOccurrences(
            of: "ok: { status: 200 }", with: "ok: { status: 200 }, again: { status: 200 }")
        try Data(edited.utf8).write(to: folder.appendingPathComponent("contracts/shop.yaml"))
        let stale = try await TreatyRunner.run(["generate", "--check"], in: folder)
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("Tests/ShopContractTests/ShopContractTests.swift:1:1: error: [stale-generated]"))
    }

    @Test func configErrorsAreLocatedAndNothingIsWritten() async throws {
        let broken = Self.config.replacingOccurrences(of: "    out:", with: "    outt:")
        let folder = try TreatyRunner.folder(["treaty.yaml": broken, "contracts/shop.yaml": GenerateCommandTests.contract])
        let output = try await TreatyRunner.run(["generate"], in: folder)
        #expect(output.status == 2)
        #expect(
            output.stderr == """
                treaty.yaml:3:5: error: [unknown-key] unknown key 'outt' in a contract entry; expected one of 'path', 'out', 'testing', 'access', 'adapterSkeleton', 'variants'
                  hint: did you mean 'out'?
                error: 'treaty.yaml' has errors; nothing was generated

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Tests").path))
    }

    /// Issue 48: a `treaty.yaml` that is a pipe was taken for no `treaty.yaml` at all.
    @Test func aConfigThatIsAPipeIsRefusedForWhatItIs() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": ""])
        #expect(mkfifo(folder.appendingPathComponent("treaty.yaml").path, 0o600) == 0)
        let output = try await TreatyRunner.run(["generate"], in: folder)
        #expect(output.status == 2)
        #expect(
            output.stderr
                == "error: cannot read 'treaty.yaml': it is a named pipe (FIFO); expected a regular file\n"
                + "run 'treaty generate --help' for usage\n")
    }

    @Test func anEmptyConfigListsNothingToGenerate() async throws {
        let folder = try TreatyRunner.folder(["treaty.yaml": "", "contracts/shop.yaml": GenerateCommandTests.contract])
        let output = try await TreatyRunner.run(["generate"], in: folder)
        #expect(output.status == 2)
        #expect(
            output.stderr
                == "error: 'treaty.yaml' lists no contracts; add them under 'contracts:' (see docs/adopting.md)\n"
                + "run 'treaty generate --help' for usage\n")
        let lint = try await TreatyRunner.run(["lint", "contracts"], in: folder)
        #expect(lint.status == 0, "an empty treaty.yaml still marks the project root")
    }

    @Test func perContractOptionsBelongInTheConfig() async throws {
        let folder = try TreatyRunner.folder(["treaty.yaml": Self.config, "contracts/shop.yaml": GenerateCommandTests.contract])
        let output = try await TreatyRunner.run(["generate", "--access", "public"], in: folder)
        #expect(output.status == 2)
        #expect(
            output.stderr
                == "error: '--testing', '--access' and '--adapter-skeleton' go with '--out'; with treaty.yaml, write them "
                + "there\nrun 'treaty generate --help' for usage\n")
    }
}
