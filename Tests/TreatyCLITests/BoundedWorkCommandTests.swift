import Foundation
import Testing

/// Issue 17 through the `treaty` binary: size limits and their options, and fixtures that are
/// too deep or too expensive to check.
@Suite struct BoundedWorkCommandTests {
    static func contract(pattern: String) -> String {
        """
        treaty: 1
        name: Shop
        version: "1"
        stubHost: api.shop.test.invalid
        fixtures: ../fixtures
        endpoints:
          getItem:
            method: GET
            path: /items
            responses: { 200: { body: { $ref: "#/schemas/Item" } } }
            scenarios:
              ok: { status: 200, fixture: item.json }
        schemas:
          Item:
            type: object
            properties:
              child: { $ref: "#/schemas/Item" }
              slug: { type: string, pattern: "\(pattern)" }

        """
    }

    /// The done-when of issue 17: `(a*)*b` against 5,000 `a`s used to hang `fixtures verify`.
    @Test func verifyFinishesOnANestedRepetition() async throws {
        let folder = try TreatyRunner.folder([
            "treaty.yaml": "",
            "contracts/shop.yaml": BoundedWorkCommandTests.contract(pattern: "(a*)*b"),
            "fixtures/item.json": "{\"slug\": \"\(String(repeating: "a", count: 5_000))\"}\n",
        ])
        let output = try await TreatyRunner.run(["fixtures", "verify"], in: folder)
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").filter { !$0.hasPrefix("  hint") }.map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("contracts/shop.yaml:18:38: warning: [catastrophic-pattern] 'pattern' value '(a*)*b'"))
        #expect(
            lines[1]
                == "fixtures/item.json:1:10: error: [fixture-shape] scenario 'getItem/ok': fixture 'item.json' does not match "
                + "the declared response: /slug: expected a string matching '(a*)*b', got '\(String(repeating: "a", count: 60))…'"
        )
        #expect(lines[2] == "contracts/shop.yaml:12:7: note: scenario 'getItem/ok' uses this fixture")
    }

    @Test func verifyReportsADeepFixtureAsNotVerified() async throws {
        var body = "{\"slug\": 1}"
        for _ in 0..<100 { body = "{\"child\": \(body)}" }
        let folder = try TreatyRunner.folder([
            "treaty.yaml": "",
            "contracts/shop.yaml": BoundedWorkCommandTests.contract(pattern: "^[a-z]+$"), "fixtures/item.json": body + "\n",
        ])
        let output = try await TreatyRunner.run(["fixtures", "verify"], in: folder)
        #expect(output.status == 1)
        #expect(
            output.stdout.split(separator: "\n").first.map(String.init)
                == "fixtures/item.json:1:321: error: [fixture-not-verified] scenario 'getItem/ok': fixture 'item.json' could not "
                + "be fully checked against the declared response: \(String(repeating: "/child", count: 32)): not verified: "
                + "deeper than 64 levels")
    }

    @Test func aFixtureOverTheLimitGivenOnTheCommandLineIsAnError() async throws {
        let folder = try TreatyRunner.folder([
            "treaty.yaml": "",
            "contracts/shop.yaml": BoundedWorkCommandTests.contract(pattern: "^[a-z]+$"),
            "fixtures/item.json": "{\"slug\": \"\(String(repeating: "a", count: 2_000))\"}\n",
        ])
        let output = try await TreatyRunner.run(["lint", "--max-fixture-size", "1K"], in: folder)
        #expect(output.status == 1)
        #expect(
            output.stdout == """
                fixtures/item.json:1:1: error: [file-too-large] 'fixtures/item.json' is 2013 bytes, over the 1024-byte limit for a fixture; it was not read
                  hint: split it into smaller files, or raise the limit with '--max-fixture-size'

                """)
        #expect(try await TreatyRunner.run(["lint", "--max-fixture-size=1M"], in: folder).status == 0)
        let contract = try await TreatyRunner.run(["lint", "--max-contract-size", "100"], in: folder)
        #expect(contract.status == 1)
        #expect(contract.stdout.hasPrefix("contracts/shop.yaml:1:1: error: [file-too-large] 'contracts/shop.yaml' is "))
    }

    @Test func aSizeThatIsNotOneIsBadUsage() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": BoundedWorkCommandTests.contract(pattern: "^[a-z]+$")])
        let output = try await TreatyRunner.run(["lint", "--max-contract-size", "16MB"], in: folder)
        #expect(output.status == 2)
        #expect(
            output.stderr
                == "error: option '--max-contract-size' does not accept '16MB'; expected a size such as '1048576', '512K' "
                + "or '16M'\nrun 'treaty lint --help' for usage\n")
    }
}
