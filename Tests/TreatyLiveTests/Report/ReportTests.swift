import Foundation
import Testing
import TreatyContract
import TreatyLive

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct ReportTests {
    static let secret = "tok-SECRET-98765"
    let redactor = Redactor(secrets: [ReportTests.secret])

    /// Three samples: one drift (with a finding that echoes the secret), one environment, one conforming.
    static var run: CheckRun {
        let location = FileLocation(file: "contracts/a.yaml", line: 12, column: 5)
        let drift = SampleResult(
            contract: "Items", endpoint: "getItem", sample: 1, method: "GET", request: "/items/1?token=[redacted]", status: 200,
            milliseconds: 42,
            findings: [
                CheckFinding(
                    check: .responseSchema, rule: "type", target: "response.body", pointer: "/id", expected: "integer",
                    actual: "string", classification: .breaking, location: location),
                CheckFinding(
                    check: .responseHeaders, rule: "pattern", target: "response.header.X-Echo", expected: "<a|b>",
                    actual: "'Bearer \(secret)'", classification: .breaking),
                CheckFinding(
                    check: .responseSchema, rule: "additional-property", target: "response.body", pointer: "/tags/*/colour",
                    expected: "only declared properties", actual: "undeclared property 'colour'", classification: .additive,
                    occurrences: 3, outOf: 4),
            ],
            location: location
        )
        let environment = SampleResult(
            contract: "Items", endpoint: "listItems", sample: 1, method: "GET", request: "/items", attempts: 3,
            environment: .init(rule: "rate-limited", message: "the API answered 429; gave up after 3 attempt(s)"),
            location: location
        )
        let conforming = SampleResult(
            contract: "Items", endpoint: "listItems", sample: 2, method: "GET", request: "/items?page=2", status: 200,
            milliseconds: 7, location: location)
        return CheckRun(
            results: [drift, environment, conforming],
            skipped: ["POST createItem: unsafe method; pass '--allow-unsafe' to send it"])
    }

    @Test(arguments: ReportFormat.allCases) func noSecretInAnyFormat(format: ReportFormat) {
        let text = format.render(ReportTests.run, redactor: redactor)
        #expect(!text.contains(ReportTests.secret))
        #expect(!text.contains("Bearer tok"))
        #expect(text.contains("[redacted]"))
    }

    @Test(arguments: ReportFormat.allCases.filter { $0 != .text }) func deterministicWithoutTimes(format: ReportFormat) {
        let first = format.render(ReportTests.run, redactor: redactor)
        var slower = ReportTests.run
        slower.results[0].milliseconds = 9_999
        #expect(first == format.render(slower, redactor: redactor))
        #expect(!first.contains("42 ms") && !first.contains("9999"))
    }

    @Test func textStartsWithTheVerdictAndGroupsByEndpointAndCheck() {
        let lines = ReportFormat.text.render(ReportTests.run, redactor: redactor).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines[0] == "drift: the API no longer matches the contract (3 sample(s): 1 conform, 1 drift, 1 could not be verified)"
        )
        #expect(
            lines[1...6].joined(separator: "\n") == """

                Items getItem
                  #1 GET /items/1?token=[redacted] → 200: drift (42 ms)
                    response_headers_conformance
                      breaking [pattern] response.header.X-Echo: expected <a|b>, got 'Bearer [redacted]'
                    response_schema_conformance
                """)
        #expect(lines.contains("      could not verify [rate-limited]: the API answered 429; gave up after 3 attempt(s)"))
        #expect(lines.contains("response_schema_conformance: 1 passed, 1 failed"))
    }

    @Test func jsonFollowsTheDocumentedSchema() throws {
        let text = ReportFormat.json.render(ReportTests.run, redactor: redactor)
        guard case .object(let root) = try JSONParser().parse(text) else { Issue.record("not an object"); return }
        #expect(
            root.keys.sorted() == [
                "baseline", "checks", "contracts", "counts", "failOn", "formatVersion", "headline", "meaningless", "samples",
                "shard", "skipped", "verdict",
            ])
        #expect(root["failOn"] == ["drift", "environment"])
        #expect(root["verdict"] == "drift")
        #expect(
            root["counts"] == [
                "additive": 1, "additiveSamples": 0, "breaking": 2, "conforms": 1, "drift": 1, "environment": 1,
                "informational": 0, "samples": 3,
            ])
        guard case .array(let samples) = root["samples"], case .object(let first) = samples.first else {
            Issue.record("no samples"); return
        }
        #expect(
            first.keys.sorted() == [
                "attempts", "contract", "endpoint", "environment", "explored", "findings", "location", "method", "order",
                "replay", "request", "sample", "status", "verdict",
            ])
        guard case .array(let findings) = first["findings"], case .object(let aggregated) = findings.last else {
            Issue.record("no findings"); return
        }
        #expect(
            aggregated["message"]
                == "response.body /tags/*/colour: expected only declared properties, got undeclared property 'colour' — 3 of 4 items"
        )
        #expect(aggregated["outOf"] == 4)
        #expect(aggregated["baseline"] == .null && aggregated["firstSeen"] == .null, "no baseline given")
        #expect(text.hasPrefix("{\n  \"baseline\": null,\n  \"checks\": ["))
    }

    @Test func junitSeparatesDriftFromEnvironment() {
        let xml = ReportFormat.junit.render(ReportTests.run, redactor: redactor)
        #expect(xml.contains("<testsuites name=\"treaty check\" tests=\"3\" failures=\"1\" errors=\"1\">"))
        #expect(xml.contains("<failure type=\"drift\" message=\"3 finding(s) on GET /items/1?token=[redacted] → 200\">"))
        #expect(
            xml.contains(
                "<error type=\"rate-limited\" message=\"could not verify: the API answered 429; gave up after 3 attempt(s)\"/>"))
        #expect(xml.contains("expected &lt;a|b&gt;"))
        #expect(xml.contains("<testcase classname=\"Items.listItems\" name=\"listItems #2 GET /items?page=2\"/>"))
        #expect((try? XMLDocument(xmlString: xml)) != nil)
    }

    @Test func markdownAndHTMLCarryTheFindings() {
        let markdown = ReportFormat.markdown.render(ReportTests.run, redactor: redactor)
        #expect(markdown.hasPrefix("## Treaty live check: drift\n"))
        #expect(
            markdown.contains(
                "| response_schema_conformance | additive | <code>additional-property</code> | response.body <code>/tags/\\*/colour</code> | only declared properties | undeclared property 'colour' (3 of 4 items) |"
            ))
        #expect(markdown.contains("| &lt;a\\|b&gt; |"))
        let html = ReportFormat.html.render(ReportTests.run, redactor: redactor)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<script") && !html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("<td>&lt;a|b&gt;</td>"))
    }

    @Test func meaninglessRunsSayIt() {
        let location = FileLocation(file: "a.yaml", line: 1, column: 1)
        let run = CheckRun(results: [
            SampleResult(
                contract: "A", endpoint: "e", sample: 1, method: "GET", request: "/", status: 401,
                environment: .init(rule: "unauthorized", message: "m"), location: location)
        ])
        #expect(ReportFormat.text.render(run).hasPrefix("meaningless run: every sample answered 401 or 403"))
        #expect(ReportFormat.markdown.render(run).contains("> **Meaningless run:** every sample answered 401 or 403"))
    }

    /// A server that echoes a token cut short, or half of it, publishes no part of it of half
    /// its length or more; a short secret and short shared runs are left alone.
    @Test func partOfASecretEchoedIsMaskedToo() {
        let redactor = Redactor(secrets: ["s3cr3tTOKENvalue9876"])
        #expect(redactor.scrub("got 's3cr3tTOKENvalue987'") == "got '[redacted]'")
        #expect(redactor.scrub("token TOKENvalue9876 is invalid") == "token [redacted] is invalid")
        #expect(redactor.scrub("prefix xxs3cr3tTOKENvaXX") == "prefix xx[redacted]XX")
        #expect(redactor.scrub("a TOKENval and s3cr3t") == "a TOKENval and s3cr3t")
        #expect(Redactor(secrets: ["short-secret-1"]).scrub("short-secret") == "short-secret")
    }

    @Test func redactorMasksQueryTokensEmailsAndBearer() {
        #expect(Redactor.redactQuery("page=1&access_token=abc&api_key=zz") == "page=1&access_token=[redacted]&api_key=[redacted]")
        #expect(
            Redactor().scrub("mail ada@corp.io, Authorization: Bearer abc.def")
                == "mail [redacted email], Authorization: Bearer [redacted]")
        // A token has digits, symbols, mixed case or length; a plain word after "bearer" (an
        // endpoint named so, in a JUnit test name) is left as written.
        for token in ["abc123", "AbCdEfGhIjKl", "abcdefghijklmnopqrstuvwxyz", "x_y", "s3cr3t"] {
            #expect(Redactor().scrub("Bearer \(token) end") == "Bearer [redacted] end", "\(token)")
        }
        for word in ["GET", "authentication", "Token"] {
            #expect(Redactor().scrub("bearer \(word) /ok") == "bearer \(word) /ok", "\(word)")
        }
    }
}
