import Foundation
import Testing

@Suite struct DiffCommandTests {
    static let removal =
        "breaking: [response-field-removed] Shop getItem 200 response.body/properties/status: "
        + "response field removed: 'status'; was 'string'"

    @Test func twoFilesReportTheBreakingChangeAndExitOne() async throws {
        let folder = try TreatyRunner.folder(["old.yaml": DiffContracts.shop, "new.yaml": DiffContracts.shopWithoutStatus])
        let output = try await TreatyRunner.run(["diff", "old.yaml", "new.yaml"], in: folder)
        #expect(output.status == 1)
        #expect(
            output.stdout == """
                old.yaml:19:21: \(Self.removal)
                1 breaking, 0 warning, 0 additive, 0 informational, 0 accepted

                """)
        #expect(output.stderr == "")
    }

    /// Issue 48: the hint named '--max-contract-size', which `diff` does not take.
    @Test func aContractTooLargeGetsAHintDiffCanFollow() async throws {
        let huge = DiffContracts.shop + "# " + String(repeating: "x", count: 17 << 20) + "\n"
        let folder = try TreatyRunner.folder(["old.yaml": DiffContracts.shop, "new.yaml": huge])
        let output = try await TreatyRunner.run(["diff", "old.yaml", "new.yaml"], in: folder)
        #expect(output.status == 2)
        let text = output.stdout + output.stderr
        #expect(
            text.contains("over the 16 MiB limit for a contract; it was not read\n  hint: split it into smaller files\n"),
            "\(text)")
        #expect(!text.contains("--max-contract-size"))
    }

    @Test func identicalContractsHaveNoChanges() async throws {
        let folder = try TreatyRunner.folder(["old.yaml": DiffContracts.shop, "new.yaml": DiffContracts.shop])
        let output = try await TreatyRunner.run(["diff", "old.yaml", "new.yaml"], in: folder)
        #expect(output.status == 0)
        #expect(output.stdout == "no changes\n")
    }

    @Test func twoFoldersPairContractsByName() async throws {
        let folder = try TreatyRunner.folder([
            "v1/shop.yaml": DiffContracts.shop, "v1/billing.yaml": DiffContracts.billing,
            "v2/shop.yaml": DiffContracts.shopWithList,
        ])
        let output = try await TreatyRunner.run(["diff", "v1", "v2/"], in: folder)
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first == "v1/billing.yaml:1:1: breaking: [contract-removed] Billing: contract removed: 'Billing'")
        #expect(lines.dropFirst().first?.hasPrefix("v2/shop.yaml:") == true)
        #expect(lines.dropFirst().first?.contains("additive: [endpoint-added] Shop listItems") == true)
        #expect(lines.last == "1 breaking, 0 warning, 1 additive, 0 informational, 0 accepted")
    }

    /// Folders are read for YAML files: two folders of JSON documents compare nothing, which
    /// must not pass a CI gate as "no changes".
    @Test func foldersWithNoContractsAreAnErrorNotNoChanges() async throws {
        let folder = try TreatyRunner.folder(["a/api.json": "{}", "b/api.json": "{}"])
        let output = try await TreatyRunner.run(["diff", "a", "b"], in: folder)
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("no contracts found on either side"))
    }

    @Test func failOnDecidesWhichClassesFail() async throws {
        let folder = try TreatyRunner.folder([
            "base.yaml": DiffContracts.shop, "added.yaml": DiffContracts.shopWithList,
            "removed.yaml": DiffContracts.shopWithoutStatus,
        ])
        let additive = ["diff", "base.yaml", "added.yaml"]
        #expect(try await TreatyRunner.run(additive, in: folder).status == 0)
        #expect(try await TreatyRunner.run(additive + ["--fail-on", "breaking"], in: folder).status == 0)
        #expect(try await TreatyRunner.run(additive + ["--fail-on", "additive"], in: folder).status == 1)
        let breaking = ["diff", "base.yaml", "removed.yaml"]
        #expect(try await TreatyRunner.run(breaking + ["--fail-on=additive"], in: folder).status == 1)
        let none = try await TreatyRunner.run(breaking + ["--fail-on", "none"], in: folder)
        #expect(none.status == 0)
        #expect(none.stdout.contains(Self.removal))
        let bad = try await TreatyRunner.run(breaking + ["--fail-on", "minor"], in: folder)
        #expect(bad.status == 2)
        #expect(
            bad.stderr
                == "error: option '--fail-on' does not accept 'minor'; expected one of 'breaking', 'warning', 'additive' "
                + "or 'none'\nrun 'treaty diff --help' for usage\n")
    }

    @Test func jsonFormatHasSortedKeysAndSummary() async throws {
        let folder = try TreatyRunner.folder(["old.yaml": DiffContracts.shop, "new.yaml": DiffContracts.shopWithoutStatus])
        let output = try await TreatyRunner.run(["diff", "old.yaml", "new.yaml", "--format", "json"], in: folder)
        #expect(output.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let changes = object?["changes"] as? [[String: Any]]
        #expect(changes?.count == 1)
        #expect(changes?.first?["rule"] as? String == "response-field-removed")
        #expect(changes?.first?["pointer"] as? String == "/properties/status")
        #expect(changes?.first?["file"] as? String == "old.yaml")
        #expect((object?["summary"] as? [String: Any])?["breaking"] as? Int == 1)
        #expect(output.stdout.firstRange(of: "\"changes\"")!.lowerBound < output.stdout.firstRange(of: "\"summary\"")!.lowerBound)
    }

    @Test func markdownFormatIsATable() async throws {
        let folder = try TreatyRunner.folder(["old.yaml": DiffContracts.shop, "new.yaml": DiffContracts.shopWithoutStatus])
        let output = try await TreatyRunner.run(["diff", "old.yaml", "new.yaml", "--format", "markdown"], in: folder)
        #expect(output.status == 1)
        #expect(output.stdout.contains("1 breaking, 0 warning, 0 additive, 0 informational, 0 accepted"))
        #expect(output.stdout.contains("| Class | Rule | Where | Change |"))
        #expect(
            output.stdout.contains(
                "| **breaking** | `response-field-removed` | <code>Shop getItem 200 response.body/properties/status</code> |"))
    }

    @Test func defaultAcceptFileAcceptsTheChange() async throws {
        let folder = try TreatyRunner.folder([
            "old.yaml": DiffContracts.shop, "new.yaml": DiffContracts.shopWithoutStatus,
            "contracts/.treaty-accept.yaml": DiffContracts.accept(),
        ])
        let output = try await TreatyRunner.run(["diff", "old.yaml", "new.yaml", "--today", "2027-01-31"], in: folder)
        #expect(output.status == 0)
        #expect(output.stdout.contains("breaking (accepted): [response-field-removed]"))
        #expect(output.stdout.contains("  accepted: status moved to /v2\n"))
        #expect(output.stdout.hasSuffix("0 breaking, 0 warning, 0 additive, 0 informational, 1 accepted\n"))
    }

    @Test func expiredAcceptEntryFails() async throws {
        let folder = try TreatyRunner.folder([
            "old.yaml": DiffContracts.shop, "new.yaml": DiffContracts.shopWithoutStatus,
            "rules/accept.yaml": DiffContracts.accept(expires: "2026-06-30"),
        ])
        let arguments = ["diff", "old.yaml", "new.yaml", "--accept", "rules/accept.yaml"]
        let expired = try await TreatyRunner.run(arguments + ["--today", "2026-07-01", "--fail-on", "none"], in: folder)
        #expect(expired.status == 1)
        #expect(
            expired.stdout.contains(
                "rules/accept.yaml:2:5: error: [accept-entry-expired] accept entry for 'response-field-removed' "
                    + "expired on '2026-06-30'"))
        #expect(expired.stdout.contains(Self.removal))
        let lastDay = try await TreatyRunner.run(arguments + ["--today", "2026-06-30"], in: folder)
        #expect(lastDay.status == 0)
        let badDay = try await TreatyRunner.run(arguments + ["--today", "30/06/2026"], in: folder)
        #expect(badDay.status == 2)
        #expect(badDay.stderr.contains("option '--today' does not accept '30/06/2026'; expected a date written 'YYYY-MM-DD'"))
    }

    @Test func brokenAcceptFileExitsTwoWithLocatedErrors() async throws {
        let folder = try TreatyRunner.folder([
            "old.yaml": DiffContracts.shop, "new.yaml": DiffContracts.shopWithoutStatus,
            "contracts/.treaty-accept.yaml": DiffContracts.accept().replacing("reason:", with: "reasn:"),
        ])
        let output = try await TreatyRunner.run(["diff", "old.yaml", "new.yaml"], in: folder)
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(output.stderr.contains("contracts/.treaty-accept.yaml:5:5: error: [unknown-key] unknown key 'reasn'"))
        #expect(output.stderr.contains("hint: did you mean 'reason'?"))
        let missing = try await TreatyRunner.run(["diff", "old.yaml", "new.yaml", "--accept", "nope.yaml"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read 'nope.yaml': no such file"))
    }

    /// A lint error is a warning of the diff, which goes on (docs/diff-rules.md, "Reading leniently").
    @Test func lintErrorsAreReadLenientlyAndUnreadableInputExitsTwo() async throws {
        let folder = try TreatyRunner.folder([
            "old.yaml": DiffContracts.shop, "new.yaml": DiffContracts.shop.replacing("method: GET", with: "methd: GET"),
        ])
        let broken = try await TreatyRunner.run(["diff", "old.yaml", "new.yaml"], in: folder)
        #expect(broken.status == 0)
        #expect(broken.stderr == "")
        #expect(broken.stdout.contains("new.yaml:7:5: warning: [unknown-key] read leniently: unknown key 'methd'"))
        let strict = try await TreatyRunner.run(["diff", "old.yaml", "new.yaml", "--fail-on", "additive"], in: folder)
        #expect(strict.status == 0, "a finding read leniently is a warning, which fails no run")
        let missing = try await TreatyRunner.run(["diff", "old.yaml", "gone.yaml"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read 'gone.yaml': no such file"))
        let onePath = try await TreatyRunner.run(["diff", "old.yaml"], in: folder)
        #expect(onePath.status == 2)
        #expect(onePath.stderr.hasPrefix("error: expected two paths, OLD and NEW, found 1"))
    }

    @Test func helpAndOverviewListTheCommand() async throws {
        let folder = try TreatyRunner.folder([:])
        let help = try await TreatyRunner.run(["diff", "--help"], in: folder)
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: List contract changes as breaking, warning, additive or informational"))
        #expect(help.stdout.contains("USAGE: treaty diff <old> <new> [<options>]\n       treaty diff --base <git-rev>"))
        let overview = try await TreatyRunner.run(["--help"], in: folder)
        #expect(overview.stdout.contains("  diff "))
    }
}

/// The `warning` class, between breaking and additive: counted, shown and chosen by `--fail-on` in every format.
@Suite struct DiffWarningTests {
    static func folder() throws -> URL {
        try TreatyRunner.folder(["old.yaml": DiffContracts.shopWithSku, "new.yaml": DiffContracts.shopWithSkuPatternChanged])
    }

    static let arguments = ["diff", "old.yaml", "new.yaml"]

    @Test func aWarningFailsOnlyFromWarningDown() async throws {
        let folder = try Self.folder()
        let byDefault = try await TreatyRunner.run(Self.arguments, in: folder)
        #expect(byDefault.status == 0)
        #expect(byDefault.stdout.contains("warning: [request-pattern-changed] Shop getItem request.query.sku: "))
        #expect(byDefault.stdout.hasSuffix("0 breaking, 1 warning, 0 additive, 0 informational, 0 accepted\n"))
        for (threshold, status) in [("breaking", 0), ("warning", 1), ("additive", 1), ("none", 0)] {
            let run = try await TreatyRunner.run(Self.arguments + ["--fail-on", threshold], in: folder)
            #expect(run.status == Int32(status), "--fail-on \(threshold)")
        }
    }

    @Test func everyFormatNamesTheWarning() async throws {
        let folder = try Self.folder()
        let json = try await TreatyRunner.run(Self.arguments + ["--format", "json", "--fail-on", "warning"], in: folder)
        #expect(json.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["summary"] as? [String: Any])?["warning"] as? Int == 1)
        let change = (object?["changes"] as? [[String: Any]])?.first
        #expect(change?["classification"] as? String == "warning")
        #expect(change?["rule"] as? String == "request-pattern-changed")
        let markdown = try await TreatyRunner.run(Self.arguments + ["--format", "markdown"], in: folder)
        #expect(markdown.stdout.contains("0 breaking, 1 warning, 0 additive, 0 informational, 0 accepted"))
        #expect(markdown.stdout.contains("| warning | `request-pattern-changed` |"))
        let sarif = try await TreatyRunner.run(Self.arguments + ["--format", "sarif", "--fail-on", "warning"], in: folder)
        #expect(sarif.status == 1)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.map { $0["ruleId"] as? String } == ["request-pattern-changed"])
        #expect(results.first?["level"] as? String == "warning")
    }
}
