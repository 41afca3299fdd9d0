import Foundation
import Testing

@Suite struct FixturesCommandTests {
    static let contract = """
        treaty: 1
        name: Shop
        version: "1"
        stubHost: api.shop.test.invalid
        fixtures: ../fixtures
        allow: [ops@shop-internal.example.net]
        endpoints:
          getItem:
            method: GET
            path: /items
            responses:
              200:
                body:
                  type: object
                  required: [id, name]
                  properties: { id: { type: integer }, name: { type: string }, contact: { type: string } }
            scenarios:
              ok: { status: 200, fixture: item.json }
              wrong: { status: 200, body: { id: "7", name: x } }
              malformed: { status: 200, fixture: item.json, expect: decoding }
              leaky: { status: 200, body: { id: 1, name: x, contact: jane.doe@gmail.com } }
              allowed: { status: 200, body: { id: 1, name: x, contact: ops@shop-internal.example.net } }
        """

    @Test func verifyReportsShapeMismatchUselessMalformedAndSecrets() async throws {
        let folder = try TreatyRunner.folder([
            "treaty.yaml": "", "contracts/shop.yaml": FixturesCommandTests.contract,
            "fixtures/item.json": "{\"id\": 1, \"name\": \"Lamp\"}\n",
        ])
        let output = try await TreatyRunner.run(["fixtures", "verify"], in: folder)
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").filter { !$0.hasPrefix("  hint") }
        #expect(lines.count == 4)
        #expect(
            lines[0]
                == "contracts/shop.yaml:19:7: error: [fixture-shape] scenario 'getItem/wrong': the inline body does not match the declared response: /id: expected integer, got string"
        )
        #expect(lines[1].hasPrefix("contracts/shop.yaml:21:7: error: [personal-email] the inline body: /contact: email address"))
        // A fixture's finding is in the fixture, with the scenario that uses it as a note.
        #expect(
            lines[2]
                == "fixtures/item.json:1:1: error: [fixture-not-malformed] scenario 'getItem/malformed' expects a decoding error, but fixture 'item.json' is valid against the declared response"
        )
        #expect(lines[3] == "contracts/shop.yaml:20:7: note: scenario 'getItem/malformed' uses this fixture")
        #expect(!output.stdout.contains("jane.doe@gmail.com"))
    }

    /// The done-when of issue 14: the JSON output gives the fixture's file, line, column and pointer.
    @Test func verifyLocatesAFixtureFindingInTheFixture() async throws {
        let folder = try TreatyRunner.folder([
            "treaty.yaml": "", "contracts/shop.yaml": FixturesCommandTests.contract,
            "fixtures/item.json": "{\n  \"id\": 1,\n  \"name\": 12345\n}\n",
        ])
        let output = try await TreatyRunner.run(["fixtures", "verify", "--format", "json", "contracts/shop.yaml"], in: folder)
        #expect(output.status == 1)
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        let shape = try #require(
            findings.first { $0["rule"] as? String == "fixture-shape" && $0["file"] as? String != "contracts/shop.yaml" })
        #expect(shape["file"] as? String == "fixtures/item.json")
        #expect(shape["line"] as? Int == 3)
        #expect(shape["column"] as? Int == 11)
        #expect(shape["pointer"] as? String == "/name")
        let related = try #require(shape["related"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect(related.first?["file"] as? String == "contracts/shop.yaml")
        #expect(related.first?["line"] as? Int == 18)
        #expect(related.first?["message"] as? String == "scenario 'getItem/ok' uses this fixture")
    }

    @Test func fmtGivenAContractChecksThatContractsFixturesOnly() async throws {
        let folder = try TreatyRunner.folder([
            "treaty.yaml": "", "contracts/shop.yaml": FixturesCommandTests.contract,
            "fixtures/item.json": "{\"name\": \"Lamp\", \"id\": 1}", "fixtures/other.json": "{\"b\":1,\"a\":2}",
        ])
        let check = try await TreatyRunner.run(["fixtures", "fmt", "--check", "contracts/shop.yaml"], in: folder)
        #expect(check.status == 1)
        #expect(check.stdout.hasPrefix("fixtures/item.json:1:1: error: [fixture-not-canonical]"))
        #expect(!check.stdout.contains("other.json") && !check.stdout.contains("shop.yaml"))
        #expect(check.stderr.contains("1 fixture(s): 1 not canonical, 0 error(s)"))
        let broken = try await TreatyRunner.run(["fixtures", "fmt", "--check", "contracts/missing.yaml"], in: folder)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("cannot read the contract 'contracts/missing.yaml' to find its fixtures"))
    }

    /// A fixture of a response Treaty does not read is text: `fmt` leaves it as written, and
    /// `verify` scans it for secrets, each finding at its line of the fixture.
    @Test func aTextFixtureIsScannedByLineAndNeverFormatted() async throws {
        let contract = """
            treaty: 1
            name: Shop
            version: "1"
            stubHost: api.shop.test.invalid
            fixtures: ../fixtures
            endpoints:
              export:
                method: GET
                path: /items.csv
                responses: { 200: { contentType: text/csv } }
                scenarios:
                  ok: { status: 200, fixture: items.csv }
            """
        // CRLF, as CSV files end their lines: the finding is still on its own line.
        let csv = "id,contact\r\n1,ops@example.com\r\n2,jane.doe@gmail.com\r\n"
        let folder = try TreatyRunner.folder([
            "treaty.yaml": "", "contracts/shop.yaml": contract, "fixtures/items.csv": csv,
        ])
        let verify = try await TreatyRunner.run(["fixtures", "verify", "contracts/shop.yaml"], in: folder)
        #expect(verify.status == 1)
        let lines = verify.stdout.split(separator: "\n").filter { !$0.hasPrefix("  hint") }
        #expect(lines.count == 2, "\(verify.stdout)")
        #expect(lines.first?.hasPrefix("fixtures/items.csv:3:1: error: [personal-email] fixture 'items.csv'") == true)
        #expect(lines.last == "contracts/shop.yaml:12:7: note: scenario 'export/ok' uses this fixture")
        #expect(!verify.stdout.contains("jane.doe@gmail.com"))
        let fmt = try await TreatyRunner.run(["fixtures", "fmt", "contracts/shop.yaml"], in: folder)
        #expect(fmt.status == 0)
        #expect(fmt.stderr.contains("0 fixture(s): 0 reformatted, 0 error(s)"))
        #expect(try String(contentsOf: folder.appendingPathComponent("fixtures/items.csv"), encoding: .utf8) == csv)
    }

    @Test func fmtRewritesCanonicallyAndCheckTouchesNothing() async throws {
        let messy = "{\"b\": [1, 2.50, 1e3], \"a\": {\"y\": null, \"x\": \"é\\n\"}}"
        let folder = try TreatyRunner.folder(["Fixtures/v1/messy.json": messy, "Fixtures/v1/ok.json": "[]\n"])
        let path = folder.appendingPathComponent("Fixtures/v1/messy.json")

        let check = try await TreatyRunner.run(["fixtures", "fmt", "--check"], in: folder)
        #expect(check.status == 1)
        #expect(check.stdout.hasPrefix("Fixtures/v1/messy.json:1:1: error: [fixture-not-canonical]"))
        #expect(try String(contentsOf: path, encoding: .utf8) == messy)

        let format = try await TreatyRunner.run(["fixtures", "fmt"], in: folder)
        #expect(format.status == 0)
        let expected = """
            {
              "a": {
                "x": "é\\n",
                "y": null
              },
              "b": [
                1,
                2.50,
                1e3
              ]
            }

            """
        #expect(try String(contentsOf: path, encoding: .utf8) == expected)
        let again = try await TreatyRunner.run(["fixtures", "fmt", "--check"], in: folder)
        #expect(again.status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: path.deletingLastPathComponent().path)
        #expect(leftovers.sorted() == ["messy.json", "ok.json"])
    }

    @Test func fmtReportsInvalidJSONWithItsPosition() async throws {
        let folder = try TreatyRunner.folder(["Fixtures/bad.json": "{\n  \"a\": 1,\n  \"a\": 2\n}\n"])
        let output = try await TreatyRunner.run(["fixtures", "fmt", "Fixtures/bad.json"], in: folder)
        #expect(output.status == 1)
        #expect(
            output.stdout.hasPrefix(
                "Fixtures/bad.json:3:3: error: [invalid-fixture-json] fixture is not valid JSON: duplicate key 'a'"))
    }

    @Test func missingPathsAndSubcommands() async throws {
        let folder = try TreatyRunner.folder([:])
        #expect(try await TreatyRunner.run(["fixtures", "fmt", "nope"], in: folder).status == 2)
        #expect(try await TreatyRunner.run(["fixtures"], in: folder).status == 2)
        #expect(try await TreatyRunner.run(["fixtures", "polish"], in: folder).status == 2)
    }
}
