import Foundation
import Testing

/// `--format sarif` of lint, fixtures verify and diff validates against the SARIF 2.1.0 schema
/// and carries what code scanning shows: rule, level, place, related places, pointer.
@Suite struct SARIFOutputTests {
    /// The results of a SARIF log as dictionaries.
    func results(_ text: String) throws -> [[String: Any]] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        return try #require(runs.first?["results"] as? [[String: Any]])
    }

    func region(_ location: Any?) -> String? {
        guard let location = location as? [String: Any], let physical = location["physicalLocation"] as? [String: Any],
            let artifact = physical["artifactLocation"] as? [String: Any], let region = physical["region"] as? [String: Any]
        else { return nil }
        return "\(artifact["uri"] ?? ""):\(region["startLine"] ?? ""):\(region["startColumn"] ?? "")"
    }

    @Test(.enabled(if: SARIFValidator.python != nil, SARIFValidator.skipReason))
    func lintOutputIsValidSARIF() async throws {
        let folder = try TreatyRunner.folder([
            "treaty.yaml": "", "contracts/shop.yaml": LintCommandTests.broken,
            "contracts/open brace.yaml": "treaty: 1\nname: { a: 1\n\nversion: 2\n",
        ])
        let output = try await TreatyRunner.run(["lint", "--format", "sarif"], in: folder)
        #expect(output.status == 1)
        #expect(try await SARIFValidator.problems(output.stdout) == "")
        let results = try results(output.stdout)
        #expect(results.map { $0["ruleId"] as? String } == ["yaml-syntax", "missing-key", "unknown-key"])
        #expect(
            results.map { region(($0["locations"] as? [Any])?.first) } == [
                "contracts/open%20brace.yaml:4:8", "contracts/shop.yaml:6:3", "contracts/shop.yaml:8:5",
            ])
        let related = try #require(results.first?["relatedLocations"] as? [[String: Any]])
        #expect(related.map { region($0) } == ["contracts/open%20brace.yaml:2:7"])
        #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "the flow mapping started here")
    }

    @Test(.enabled(if: SARIFValidator.python != nil, SARIFValidator.skipReason))
    func fixturesVerifyOutputIsValidSARIF() async throws {
        let folder = try TreatyRunner.folder([
            "treaty.yaml": "", "contracts/shop.yaml": FixturesCommandTests.contract,
            "fixtures/item.json": "{\n  \"id\": \"1\",\n  \"name\": \"Lamp\"\n}\n",
        ])
        let output = try await TreatyRunner.run(["fixtures", "verify", "--format", "sarif"], in: folder)
        #expect(output.status == 1)
        #expect(try await SARIFValidator.problems(output.stdout) == "")
        let fixture = try #require(
            try results(output.stdout).first { region(($0["locations"] as? [Any])?.first)?.hasPrefix("fixtures/") == true })
        #expect(fixture["ruleId"] as? String == "fixture-shape")
        #expect(region((fixture["locations"] as? [Any])?.first) == "fixtures/item.json:2:9")
        #expect((fixture["properties"] as? [String: Any])?["pointer"] as? String == "/id")
        #expect((fixture["relatedLocations"] as? [Any])?.compactMap(region) == ["contracts/shop.yaml:18:7"])
    }

    @Test(.enabled(if: SARIFValidator.python != nil, SARIFValidator.skipReason))
    func diffOutputIsValidSARIF() async throws {
        let folder = try TreatyRunner.folder([
            "v1/shop.yaml": DiffContracts.shop, "v1/billing.yaml": DiffContracts.billing,
            "v2/shop.yaml": DiffContracts.shopWithoutStatus,
        ])
        let output = try await TreatyRunner.run(["diff", "v1", "v2", "--format", "sarif"], in: folder)
        #expect(output.status == 1)
        #expect(try await SARIFValidator.problems(output.stdout) == "")
        let results = try results(output.stdout)
        let removedContract = try #require(results.first { $0["ruleId"] as? String == "contract-removed" })
        #expect(removedContract["level"] as? String == "error")
        // Code scanning refuses a whole log when one result has no location.
        #expect(region((removedContract["locations"] as? [Any])?.first) == "v1/billing.yaml:1:1")
        #expect(results.allSatisfy { ($0["locations"] as? [Any])?.isEmpty == false })
        let removedField = try #require(results.first { $0["ruleId"] as? String == "response-field-removed" })
        #expect(region((removedField["locations"] as? [Any])?.first) == "v1/shop.yaml:19:21")
    }

    @Test func ciHasTheValidator() {
        guard ProcessInfo.processInfo.environment["TREATY_REQUIRE_SARIF_VALIDATOR"] != nil else { return }
        #expect(SARIFValidator.python != nil, "CI must validate SARIF output: run 'make sarif-validator'")
    }
}
