import Testing
import TreatyContract
import TreatyTooling

@testable import TreatyDiff

@Suite struct DiffFormatTests {
    /// One breaking (accepted), one breaking, one additive change.
    static var report: DiffReport {
        let diff = ContractBuilder.diff {
            $0.editSchema("User") { $0.properties[0].shape.format = "uri" }
            $0.edit("listFolders") {
                $0.request.query = [ContractBuilder.parameter("q", ContractBuilder.shape(.string), line: 42)]
            }
        }
        let entry = AcceptEntry(
            rule: "response-format-changed", endpoint: "createProject", reason: "emails become links",
            expires: "2027-01-01")
        return AcceptList(entries: [entry]).apply(to: diff, today: "2026-12-02")
    }

    @Test func text() {
        let expected = """
            contracts/projects.yaml:111:3: breaking (accepted): [response-format-changed] Projects createProject 201 \
            response.body/properties/owner/properties/email: response format changed; was 'email', now 'uri'
              accepted: emails become links
            contracts/projects.yaml:111:3: breaking: [response-format-changed] Projects getProject 200 \
            response.body/properties/owner/properties/email: response format changed; was 'email', now 'uri'
            contracts/projects.yaml:42:3: additive: [request-parameter-added] Projects listFolders request.query.q: \
            request parameter added: 'q'; now 'string'
            1 breaking, 0 warning, 1 additive, 0 informational, 1 accepted

            """
        #expect(DiffFormat.text.render(Self.report) == expected)
        #expect(DiffFormat.text.render(DiffReport()) == "no changes\n")
    }

    @Test func markdownPutsBreakingFirst() {
        let markdown = DiffFormat.markdown.render(Self.report)
        let lines = markdown.split(separator: "\n").map(String.init)
        #expect(lines[0] == "### Contract changes")
        #expect(lines[1] == "1 breaking, 0 warning, 1 additive, 0 informational, 1 accepted")
        #expect(lines[2] == "| Class | Rule | Where | Change |")
        #expect(lines[4].hasPrefix("| **breaking** (accepted) | `response-format-changed` | <code>Projects createProject 201"))
        #expect(lines[4].hasSuffix("<br>accepted: emails become links |"))
        #expect(lines[5].hasPrefix("| **breaking** | `response-format-changed` | <code>Projects getProject 200"))
        #expect(lines[6].hasPrefix("| additive | `request-parameter-added` |"))
        #expect(DiffFormat.markdown.render(DiffReport()) == "### Contract changes\n\nNo changes to the contracts.\n")
    }

    /// `response field removed: 'subject'` in Shop's `endpoint` 200 body, located at `line` of api.yaml.
    private func change(_ subject: String, endpoint: String, line: Int) -> Change {
        Change(
            rule: .responseFieldRemoved, subject: subject, pointer: "/properties/\(subject)",
            location: FileLocation(file: "api.yaml", line: line, column: 3), before: "string"
        ).placed(contract: "Shop", endpoint: endpoint, status: "200", target: "response.body")
    }

    /// One change seen from many endpoints (a shared schema's) is one Markdown row; a table
    /// longer than a comment can hold stops and says what is left out.
    @Test func markdownGroupsOneChangeSeenAtManyPlacesAndStaysCommentSized() {
        let shared = (1...6).map { change("email", endpoint: "get\($0)", line: 7) }
        let grouped = DiffFormat.markdown.render(DiffReport(changes: shared + [change("name", endpoint: "get1", line: 8)]))
        let rows = grouped.split(separator: "\n").filter { $0.hasPrefix("| **breaking**") }
        #expect(rows.count == 2)
        #expect(
            rows[0].contains(
                "<code>Shop get1 200 response.body/properties/email</code><br>and 5 more, at <code>get2</code>, "
                    + "<code>get3</code>, <code>get4</code>, <code>get5</code>, <code>get6</code> |"))
        #expect(rows[1].contains("<code>Shop get1 200 response.body/properties/name</code> |"))

        let many = (0..<250).map { change("f\($0)", endpoint: "list", line: 10 + $0) }
        let capped = DiffFormat.markdown.render(
            DiffReport(
                changes: many
                    + many.map {
                        var c = $0; c.endpoint = "again"; return c
                    }))
        #expect(capped.split(separator: "\n").filter { $0.hasPrefix("| **breaking**") }.count == MarkdownDiffRenderer.maximumRows)
        #expect(capped.contains("50 more rows (100 changes) left out"))
        let long = (0..<250).map { change(String(repeating: "x", count: 300) + "\($0)", endpoint: "list", line: 10 + $0) }
        let bounded = DiffFormat.markdown.render(DiffReport(changes: long))
        #expect(bounded.count < 65_536)
        #expect(bounded.contains("more rows (") && bounded.contains("changes) left out"))
    }

    /// Text shows a change seen at many places once, at its shortest place (the most direct way
    /// to it), saying how many more places and endpoints see it; JSON keeps every place.
    @Test func textGroupsOneChangeSeenAtManyPlacesAtItsShortestPlace() {
        func change(endpoint: String, pointer: String) -> Change {
            Change(
                rule: .responseFieldRemoved, subject: "email", pointer: pointer,
                location: FileLocation(file: "api.yaml", line: 7, column: 3), before: "string"
            ).placed(contract: "Shop", endpoint: endpoint, status: "200", target: "response.body")
        }
        let deep = "/properties/error/properties/owner/properties/email"
        let changes =
            [change(endpoint: "deleteThing", pointer: deep), change(endpoint: "getOwner", pointer: "/properties/email")]
            + (1...3).map { change(endpoint: "list\($0)", pointer: "/items" + deep) }
        let report = DiffReport(changes: changes)
        #expect(
            DiffFormat.text.render(report) == "api.yaml:7:3: breaking: [response-field-removed] Shop getOwner 200 "
                + "response.body/properties/email: response field removed: 'email'; was 'string' "
                + "(and 4 more places, in 4 endpoints)\n5 breaking, 0 warning, 0 additive, 0 informational, 0 accepted\n")
        let markdown = DiffFormat.markdown.render(report)
        #expect(
            markdown.contains(
                "<code>Shop getOwner 200 response.body/properties/email</code><br>and 4 more, at <code>deleteThing</code>, "
                    + "<code>list1</code>, <code>list2</code>, <code>list3</code> |"))
        #expect(DiffFormat.json.render(report).split(separator: "\"rule\": \"response-field-removed\"").count == 6)
        let two = DiffReport(changes: Array(changes.prefix(2)))
        #expect(DiffFormat.text.render(two).contains("(and 1 more place, in 1 endpoint)"))
    }

    /// SARIF, for code scanning, has one result per change at its shortest place (a run of more
    /// than 25,000 results is refused), and says what it leaves out past its limit.
    @Test func sarifGroupsPlacesAndStaysWithinCodeScanningsLimit() {
        let changes =
            (1...6).map { change("email", endpoint: "get\($0)", line: 7) }
            + (8...12).map { change("f\($0)", endpoint: "get1", line: $0) }
        let sarif = DiffFormat.sarif.render(DiffReport(changes: changes))
        func results(_ log: String) -> Int { log.split(separator: "\"ruleId\"", omittingEmptySubsequences: false).count - 1 }
        #expect(results(sarif) == 6)
        #expect(
            sarif.contains(
                "Shop get1 200 response.body/properties/email: response field removed: 'email'; was 'string' (and 5 more places, in 5 endpoints)"
            ))
        let capped = SARIFDiffRenderer.render(DiffReport(changes: changes), limit: 4)
        #expect(
            capped.contains("3 more changes (3 places) left out, past code scanning's 4 results; `--format json` lists every one")
        )
        #expect(results(capped) == 4)
        // Exactly at the limit nothing is left out; one over, the note takes a result's place.
        #expect(results(SARIFDiffRenderer.render(DiffReport(changes: changes), limit: 6)) == 6)
        #expect(!SARIFDiffRenderer.render(DiffReport(changes: changes), limit: 6).contains("left out"))
        #expect(SARIFDiffRenderer.render(DiffReport(changes: changes), limit: 5).contains("2 more changes (2 places) left out"))
    }

    /// The same contract-level change in two contracts (both bump `version:`) has no location and
    /// a message that names no contract: it stays one line per contract.
    @Test func theSameChangeInTwoContractsIsTwoLines() {
        let changes = ["Billing", "Shop"].map {
            Change(rule: .contractVersionChanged, location: nil, before: "1", after: "2").placed(contract: $0)
        }
        let text = DiffFormat.text.render(DiffReport(changes: changes))
        #expect(text.contains("[contract-version-changed] Billing: contract version changed; was '1', now '2'\n"))
        #expect(text.contains("[contract-version-changed] Shop: contract version changed; was '1', now '2'\n"))
        #expect(!text.contains("more place"))
        #expect(
            DiffFormat.markdown.render(DiffReport(changes: changes)).split(separator: "\n").filter {
                $0.hasPrefix("| informational")
            }.count == 2)
    }

    /// A changed description with line breaks (real documents have many) stays on its change's
    /// line, so a contract cannot forge a line of the report.
    @Test func textKeepsEachChangeOnOneLine() {
        let forged = "Old text.\napi.yaml:1:1: informational: [nothing] all fine"
        let change = Change(
            rule: .descriptionChanged, pointer: "/properties/id", location: FileLocation(file: "api.yaml", line: 9, column: 3),
            before: forged, after: "New\u{202E}text."
        ).placed(contract: "Shop", endpoint: "get\nx", status: "200", target: "response.body")
        let text = DiffFormat.text.render(DiffReport(changes: [change]))
        #expect(text.split(separator: "\n").count == 2)
        #expect(text.contains("was 'Old text.\\napi.yaml:1:1: informational: [nothing] all fine', now 'New\\u{202E}text.'"))
        #expect(text.contains("Shop get\\nx 200"))
    }

    @Test func jsonHasSortedKeysAndSummary() {
        let json = DiffFormat.json.render(Self.report)
        #expect(
            json.hasPrefix(
                "{\n  \"changes\": [\n    {\n      \"accepted\": true,\n      \"acceptedReason\": \"emails become links\",\n"))
        #expect(
            json.contains(
                "\"summary\": {\n    \"accepted\": 1,\n    \"additive\": 1,\n    \"breaking\": 1,\n    \"informational\": 0,\n    \"warning\": 0\n  }"
            )
        )
        #expect(json.contains("\"pointer\": \"/properties/owner/properties/email\""))
        #expect(json.contains("\"findings\": []"))
        #expect(json.hasSuffix("}\n"))
    }

    @Test func findingsAreRendered() {
        let entry = AcceptEntry(
            rule: "endpoint-removed", reason: "gone", expires: "2020-01-01",
            location: FileLocation(file: "contracts/.treaty-accept.yaml", line: 2, column: 3))
        let report = AcceptList(entries: [entry]).apply(to: DiffReport(), today: "2026-12-02")
        #expect(
            DiffFormat.text.render(report) == "contracts/.treaty-accept.yaml:2:3: error: [accept-entry-expired] "
                + "accept entry for 'endpoint-removed' expired on '2020-01-01'; fix the change, or set a later 'expires' if it is still intended\n"
                + "0 breaking, 0 warning, 0 additive, 0 informational, 0 accepted\n")
        #expect(
            DiffFormat.markdown.render(report).contains("- error: `contracts/.treaty-accept.yaml:2:3` [accept-entry-expired]"))

        let stale = (1...60).map {
            AcceptEntry(
                rule: "endpoint-removed", reason: "gone", expires: "2020-01-01",
                location: FileLocation(file: "contracts/.treaty-accept.yaml", line: $0, column: 3))
        }
        let many = DiffFormat.markdown.render(AcceptList(entries: stale).apply(to: DiffReport(), today: "2026-12-02"))
        #expect(many.split(separator: "\n").filter { $0.hasPrefix("- error:") }.count == MarkdownDiffRenderer.maximumFindings)
        #expect(many.contains("\n10 more findings left out; `--format text` lists them all.\n"))
    }
}

@Suite struct LongValueMessageTests {
    @Test func aLongValueIsCutInTheMessageAndKeptWholeInTheChange() {
        let values = (1...300).map { "\"value-\($0)\"" }.joined(separator: ",")
        let change = Change(
            rule: .shape(.enumeration, .widened, .response), pointer: "/kind", location: nil, before: "[\(values)]")
        #expect(change.rule == "response-enum-removed")
        #expect(change.before == "[\(values)]")
        #expect(change.message.count < 300)
        #expect(change.message.hasSuffix("… (\(values.count + 2 - 200) more characters)'"))
    }

    @Test func aValueThatIsTheSubjectIsQuotedOnce() {
        let added = Change(
            rule: .shape(.enumValue, .widened, .response), subject: #""archived""#, location: nil, after: #""archived""#,
            subjectIsTheValue: true)
        #expect(added.message == #"response enum value added: '"archived"'"#)
        #expect(added.after == #""archived""#)
        let field = Change(rule: .responseFieldRemoved, subject: "email", location: nil, before: "string")
        #expect(field.message == "response field removed: 'email'; was 'string'")
        // A field called 'string' of type 'string' keeps its type: only the caller knows what the subject is.
        let named = Change(rule: .responseFieldRemoved, subject: "string", location: nil, before: "string")
        #expect(named.message == "response field removed: 'string'; was 'string'")
    }
}
