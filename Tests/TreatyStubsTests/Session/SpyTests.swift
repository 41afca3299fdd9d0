import Foundation
import Testing
import TreatyContract
import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct SpyTests {
    let log = FailureLog()

    @Test func recordsEveryRequestInOrderWithHeadersAndBody() async throws {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("listNotes", .json(200, []))
        stubs.stub("createNote", .json(201, ["id": 2]))
        _ = try await stubs.urlSession.data(for: TestRequests.make(stubs, "GET", "/v1/notes?page=2"))
        _ = try await stubs.urlSession.data(for: TestRequests.make(stubs, "POST", "/v1/notes", body: #"{"title":"x"}"#))
        let requests = stubs.requests
        #expect(requests.map(\.summary) == ["GET /v1/notes?page=2", "POST /v1/notes"])
        #expect(requests.map(\.endpointID) == ["listNotes", "createNote"])
        #expect(requests[1].header("authorization") == "Bearer secret-token")
        #expect(requests[1].body.map { String(decoding: $0, as: UTF8.self) } == #"{"title":"x"}"#)
        #expect(stubs.callCount("listNotes") == 1 && stubs.callCount("getNote") == 0)
        stubs.verify()
        #expect(log.messages == [])
    }

    @Test func unmatchedRequestFailsTheTaskAndNamesTheClosestEndpoint() async {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        let result = await TestRequests.status(stubs, TestRequests.make(stubs, "POST", "/v1/notez"))
        let expected =
            "unmatched request 'POST /v1/notez': closest endpoint 'createNote' (POST /v1/notes): "
            + "path differs, expected '/v1/notes', found '/v1/notez'; fix: correct the client's request or stub the endpoint it calls"
        #expect(result.code == .resourceUnavailable)
        if case .failure(let error) = result { #expect(error.localizedDescription == expected) }
        stubs.verify()
        #expect(log.messages == [expected])
    }

    @Test func wrongMethodIsNamedAsTheDifference() async {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        _ = await TestRequests.status(stubs, TestRequests.make(stubs, "DELETE", "/v1/notes/4"))
        #expect(
            stubs.failures == [
                "unmatched request 'DELETE /v1/notes/4': closest endpoint 'getNote' (GET /v1/notes/{noteId}): "
                    + "method differs, expected 'GET', found 'DELETE'; fix: correct the client's request or stub the endpoint it calls"
            ])
    }

    @Test func endpointWithoutStubIsAFailure() async {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        _ = await TestRequests.status(stubs, TestRequests.make(stubs, "GET", "/v1/notes/4"))
        #expect(
            stubs.failures == [
                "no stub for 'getNote' (request 'GET /v1/notes/4'); fix: call 'stub(\"getNote\", …)' before the client sends it"
            ])
    }

    @Test func nothingElseWasCalled() async {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("getNote", .status(200))
        stubs.stub("listNotes", .status(200))
        _ = await TestRequests.status(stubs, TestRequests.make(stubs, "GET", "/v1/notes/4"))
        _ = await TestRequests.status(stubs, TestRequests.make(stubs, "GET", "/v1/notes"))
        stubs.expectNoRequests(except: ["getNote"])
        #expect(log.messages == ["unexpected request 'GET /v1/notes' to 'listNotes'; expected only 'getNote'"])
    }
}
