import Testing
import TreatyContract
import TreatyLive

@Suite struct ResponseCheckerTests {
    let contract: Contract
    let checker: ResponseChecker
    let endpoint: Endpoint

    init() throws {
        contract = try TestContracts.load(TestContracts.items)
        checker = ResponseChecker(schemas: contract.schemaTable)
        endpoint = try #require(contract.endpoint("getItem"))
    }

    func response(
        _ body: String, status: Int = 200, headers: [String: String] = ["Content-Type": "application/json", "X-Request-Id": "r1"]
    ) -> LiveResponse {
        LiveResponse(status: status, headers: headers, body: Array(body.utf8))
    }

    @Test func aConformingResponseHasNoFindings() {
        #expect(checker.findings(response(TestContracts.goodItem), endpoint: endpoint, expectedStatus: nil).isEmpty)
    }

    @Test func wrongShapesAreSchemaFindingsWithPointersAndClasses() {
        let body = #"{"id": "1", "name": "first", "status": "archived", "colour": "red"}"#
        let findings = checker.findings(response(body), endpoint: endpoint, expectedStatus: nil)
        let summary = findings.map { "\($0.check.rawValue) \($0.rule) \($0.pointer) \($0.classification.rawValue)" }.sorted()
        #expect(
            summary == [
                "response_schema_conformance additional-property /colour additive",
                "response_schema_conformance enum /status breaking",
                "response_schema_conformance type /id breaking",
            ])
    }

    @Test func repeatedFindingsAcrossArrayItemsAreAggregated() {
        let body = #"{"id": 1, "name": "first", "status": "open", "tags": [1, 2, "x", 4]}"#
        let findings = checker.findings(response(body), endpoint: endpoint, expectedStatus: nil)
        #expect(findings.count == 1)
        #expect(findings.first?.message == "response.body /tags/*: expected string, got integer — 3 of 4 items")
    }

    @Test func undeclaredStatusStopsThereAndNamesTheDeclaredOnes() {
        let findings = checker.findings(response("{}", status: 418), endpoint: endpoint, expectedStatus: nil)
        #expect(findings.map(\.rule) == ["undeclared-status"])
        #expect(findings.first?.message == "status: expected one of '200', '404', got '418'")
    }

    @Test func aSampleExpectingAnotherStatusIsDrift() {
        let findings = checker.findings(response(TestContracts.goodItem), endpoint: endpoint, expectedStatus: 404)
        #expect(findings.map(\.rule) == ["unexpected-status"])
    }

    @Test func wrongContentTypeAndMissingHeader() {
        let findings = checker.findings(
            response(TestContracts.goodItem, headers: ["Content-Type": "text/html; charset=utf-8"]), endpoint: endpoint,
            expectedStatus: nil)
        #expect(findings.map(\.rule).sorted() == ["content-type-mismatch", "header-missing"])
        #expect(
            findings.first { $0.rule == "content-type-mismatch" }?.message
                == "response.header.Content-Type: expected 'application/json', got 'text/html'")
    }

    @Test func aBodyThatIsNotJSONIsLocated() {
        let findings = checker.findings(response(#"{"id": 1,"#), endpoint: endpoint, expectedStatus: nil)
        #expect(findings.map(\.rule) == ["invalid-json"])
        #expect(findings.first?.actual.hasPrefix("invalid JSON (1:") == true)
    }

    @Test func responseTimeBudget() throws {
        var timed = endpoint
        timed.maxResponseTime = 100
        var slow = response(TestContracts.goodItem)
        slow.milliseconds = 250
        let findings = checker.findings(slow, endpoint: timed, expectedStatus: nil)
        #expect(findings.map(\.check) == [.maxResponseTime])
        #expect(findings.first?.message == "response: expected at most 100 ms, got 250 ms")
        slow.milliseconds = 90
        #expect(checker.findings(slow, endpoint: timed, expectedStatus: nil).isEmpty)
    }
}

extension ResponseCheckerTests {
    @Test func aHeadResponseHasNoBodyToCheck() {
        var head = endpoint
        head.method = "HEAD"
        #expect(checker.findings(response(""), endpoint: head, expectedStatus: nil).isEmpty)
        #expect(checker.findings(response(""), endpoint: endpoint, expectedStatus: nil).map(\.rule) == ["invalid-json"])
    }
}
