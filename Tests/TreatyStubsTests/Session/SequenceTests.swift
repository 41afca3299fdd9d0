import Foundation
import Testing
import TreatyContract
import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct SequenceTests {
    let log = FailureLog()

    @Test func nthCallGetsNthReplyAndExtraCallsFail() async throws {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("getNote", sequence: [.status(429), .status(200)])
        let request = TestRequests.make(stubs, "GET", "/v1/notes/3")
        #expect(try await TestRequests.status(stubs, request).get() == 429)
        #expect(try await TestRequests.status(stubs, request).get() == 200)
        #expect(await TestRequests.status(stubs, request).code == .resourceUnavailable)
        #expect(log.messages == [])
        stubs.verify()
        #expect(
            log.messages == [
                "'getNote' was called 3 times but its stub answers 2; fix: add a step or check that the client does not call it too often"
            ])
    }

    @Test func scenarioSequencePlaysNamedScenariosInOrder() async throws {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("listNotes", scenario: "retry")
        let request = TestRequests.make(stubs, "GET", "/v1/notes")
        let (_, first) = try await stubs.urlSession.data(for: request)
        let (body, second) = try await stubs.urlSession.data(for: request)
        #expect((first as? HTTPURLResponse)?.statusCode == 429)
        #expect((first as? HTTPURLResponse)?.value(forHTTPHeaderField: "Retry-After") == "3")
        #expect((second as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self) == "[]")
    }

    @Test func singleReplyAnswersEveryCall() async throws {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("getNote", .status(200))
        for _ in 0..<3 {
            #expect(try await TestRequests.status(stubs, TestRequests.make(stubs, "GET", "/v1/notes/3")).get() == 200)
        }
        #expect(stubs.callCount("getNote") == 3)
    }
}
