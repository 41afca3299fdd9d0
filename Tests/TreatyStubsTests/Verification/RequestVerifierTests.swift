import Foundation
import Testing
import TreatyContract
import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Each test breaks one thing about an otherwise correct request and checks the exact regression.
@Suite struct RequestVerifierTests {
    let log = FailureLog()

    func failures(_ method: String, _ path: String, headers: [String: String] = TestRequests.goodHeaders, body: String? = nil)
        async -> [String]
    {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        for id in ["listNotes", "getNote", "createNote"] { stubs.stub(id, .status(200)) }
        _ = await TestRequests.status(stubs, TestRequests.make(stubs, method, path, headers: headers, body: body))
        return stubs.failures
    }

    @Test func correctRequestsPass() async {
        let found1 = await failures("GET", "/v1/notes?page=1&q=a%20b")
        #expect(found1 == [])
        let found2 = await failures("POST", "/v1/notes", body: #"{"title":"t","pinned":true}"#)
        #expect(found2 == [])
    }

    @Test func bodyOfTheWrongTypeIsAClientRegression() async {
        let found3 = await failures("POST", "/v1/notes", body: #"{"title":5}"#)
        #expect(
            found3 == [
                "client regression: createNote: body /title: expected string, got integer"
            ])
    }

    @Test func missingBodyAndWrongContentType() async {
        let found4 = await failures("POST", "/v1/notes")
        #expect(found4 == ["client regression: createNote: body: expected a JSON body, found none"])
        var headers = TestRequests.goodHeaders
        headers["Content-Type"] = "text/plain"
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("createNote", .status(201))
        var request = TestRequests.make(stubs, "POST", "/v1/notes", headers: headers)
        request.httpBody = Data(#"{"title":"t"}"#.utf8)
        _ = await TestRequests.status(stubs, request)
        #expect(
            stubs.failures == [
                "client regression: createNote: header 'Content-Type': expected 'application/json', got 'text/plain'"
            ])
    }

    @Test func doubleEncodedQueryValueIsCaught() async {
        let found5 = await failures("GET", "/v1/notes?q=a%2520b")
        #expect(
            found5 == [
                "client regression: listNotes: query 'q': value 'a%2520b' is percent-encoded twice; fix: encode the value once"
            ])
    }

    /// A required parameter sent encoded twice was sent: one finding, not also "required, found none".
    @Test func aRequiredValueEncodedTwiceIsOneFinding() async throws {
        var contract = NotesContract.contract
        let list = try #require(contract.endpoints.firstIndex { $0.id == "listNotes" })
        let q = try #require(contract.endpoints[list].request.query.firstIndex { $0.name == "q" })
        contract.endpoints[list].request.query[q].required = true
        let stubs = StubSession(contract: contract, reporter: log.reporter)
        stubs.stub("listNotes", .status(200))
        _ = await TestRequests.status(stubs, TestRequests.make(stubs, "GET", "/v1/notes?q=a%2520b"))
        #expect(
            stubs.failures == [
                "client regression: listNotes: query 'q': value 'a%2520b' is percent-encoded twice; fix: encode the value once"
            ])
    }

    @Test func queryShapeUndeclaredNameAndPathParameter() async {
        let found6 = await failures("GET", "/v1/notes?page=first&per_page=2")
        #expect(
            found6 == [
                "client regression: listNotes: query 'page': expected integer, got string 'first'",
                "client regression: listNotes: query 'per_page': not declared by the contract; expected one of 'page', 'q'",
            ])
        let found7 = await failures("GET", "/v1/notes/abc")
        #expect(found7 == ["client regression: getNote: path 'noteId': expected integer, got string 'abc'"])
    }

    @Test func missingAndMalformedHeadersWithSecretsRedacted() async {
        let found8 = await failures("GET", "/v1/notes", headers: ["Accept": "application/json"])
        #expect(
            found8 == [
                "client regression: listNotes: header 'Authorization': required, found none"
            ])
        let found9 = await failures("GET", "/v1/notes", headers: ["Accept": "text/html", "Authorization": "Token hunter2"])
        #expect(
            found9 == [
                "client regression: listNotes: header 'Accept': expected a string matching '^application/json', got 'text/html'",
                "client regression: listNotes: header 'Authorization': expected a string matching '^Bearer ', got a redacted value",
            ])
    }

    @Test func theDefaultCheckerStillCatchesMalformedJSON() async {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("createNote", .status(201))
        _ = await TestRequests.status(stubs, TestRequests.make(stubs, "POST", "/v1/notes", body: "{\"title\":"))
        #expect(stubs.failures.count == 1)
        #expect(stubs.failures.first?.hasPrefix("client regression: createNote: body: expected ") == true)
    }
}
