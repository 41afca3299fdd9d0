import Foundation
import Testing
import TreatyContract
import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ReplyTests {
    let log = FailureLog()

    func session() -> StubSession {
        StubSession(contract: NotesContract.contract, fixtures: FixtureSource(NotesContract.fixtures), reporter: log.reporter)
    }

    @Test func inlineJSONReplyCarriesStatusHeadersAndBody() async throws {
        let stubs = session()
        stubs.stub("getNote", .json(201, ["id": 7], headers: [HeaderField(name: "X-Trace", value: "abc")]))
        let (data, response) = try await stubs.urlSession.data(for: TestRequests.make(stubs, "GET", "/v1/notes/7"))
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 201)
        #expect(http.value(forHTTPHeaderField: "X-Trace") == "abc")
        #expect(http.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(String(decoding: data, as: UTF8.self) == #"{"id":7}"#)
        stubs.verify()
        #expect(log.messages == [])
    }

    @Test func scenarioWithFixtureAnswersTheFixtureBytes() async throws {
        let stubs = session()
        stubs.stub("listNotes", scenario: "success")
        let (data, _) = try await stubs.urlSession.data(for: TestRequests.make(stubs, "GET", "/v1/notes?page=1"))
        #expect(data == NotesContract.fixtures["notes-success.json"])
        #expect(log.messages == [])
    }

    @Test func fixtureReplyByNameWithoutAScenario() async throws {
        let stubs = session()
        stubs.stub("getNote", stubs.fixture("notes-success.json", status: 203))
        _ = stubs.fixture("absent.json"); let line = UInt(#line)
        let (data, response) = try await stubs.urlSession.data(for: TestRequests.make(stubs, "GET", "/v1/notes/1"))
        #expect((response as? HTTPURLResponse)?.statusCode == 203)
        #expect(data == NotesContract.fixtures["notes-success.json"])
        #expect(
            log.messages == [
                "fixture 'absent.json' was not given to the stub session; expected one of 'notes-success.json'; fix: pass its bytes in 'FixtureSource'"
            ])
        #expect(log.sites.map(\.line) == [line])
    }

    @Test func scenarioWithMissingFixtureIsReportedAtTheStubCall() {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("listNotes", scenario: "success"); let line = UInt(#line)
        #expect(
            log.messages == [
                "fixture 'notes-success.json' was not given to the stub session; expected one of none; fix: pass its bytes in 'FixtureSource'"
            ])
        #expect(log.sites.first?.line == line)
    }

    @Test func unknownScenarioAndEndpointNameTheKnownOnes() {
        let stubs = session()
        stubs.stub("listNotes", scenario: "nope")
        stubs.stub("deleteNote", .status(204))
        #expect(
            log.messages == [
                "unknown scenario 'nope' for 'listNotes'; expected one of 'success', 'empty', 'rateLimited', 'timeout', 'retry', 'truncated'",
                "unknown endpoint 'deleteNote'; expected one of 'listNotes', 'getNote', 'createNote', 'searchNotes'",
            ])
    }

    @Test(arguments: [URLError.Code.timedOut, .notConnectedToInternet, .networkConnectionLost, .cannotFindHost])
    func failureRepliesEndTheTaskWithThatCode(code: URLError.Code) async {
        let stubs = session()
        stubs.stub("getNote", .failure(code))
        let result = await TestRequests.status(stubs, TestRequests.make(stubs, "GET", "/v1/notes/1"))
        #expect(result.code == code)
    }

    @Test func transportScenarioFailsWithTimedOut() async {
        let stubs = session()
        stubs.stub("listNotes", scenario: "timeout")
        let result = await TestRequests.status(stubs, TestRequests.make(stubs, "GET", "/v1/notes"))
        #expect(result.code == .timedOut)
    }

    @Test func rawScenarioBodyIsSentAsWritten() async throws {
        let stubs = session()
        stubs.stub("listNotes", scenario: "truncated")
        let (data, _) = try await stubs.urlSession.data(for: TestRequests.make(stubs, "GET", "/v1/notes"))
        #expect(String(decoding: data, as: UTF8.self) == "[{\"id\": 1,")
    }

    @Test func literalRouteWinsOverTemplateRoute() async throws {
        let stubs = session()
        stubs.stub("getNote", .status(200))
        stubs.stub("searchNotes", .status(299))
        let result = await TestRequests.status(stubs, TestRequests.make(stubs, "GET", "/v1/notes/search"))
        #expect(try result.get() == 299)
        #expect(stubs.callCount("searchNotes") == 1)
        #expect(stubs.callCount("getNote") == 0)
    }

    @Test func adHocRouteWithoutContract() async throws {
        let stubs = StubSession(reporter: log.reporter)
        let id = stubs.stub(method: "get", path: "/health/{probe}", .raw(200, "ok"))
        let (data, _) = try await stubs.urlSession.data(from: stubs.url("/health/live"))
        #expect(id == "GET /health/{probe}")
        #expect(String(decoding: data, as: UTF8.self) == "ok")
        #expect(stubs.callCount(id) == 1)
    }
}
