import Foundation
import Testing
import TreatyContract

@testable import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct InterceptionTests {
    let log = FailureLog()

    @Test func onlyLiveSessionHostsAreAccepted() {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        #expect(StubURLProtocol.canInit(with: URLRequest(url: stubs.url("/v1/notes"))))
        #expect(!StubURLProtocol.canInit(with: URLRequest(url: URL(string: "https://example.com/v1/notes")!)))
        #expect(!StubURLProtocol.canInit(with: URLRequest(url: URL(string: "https://notes.test.invalid/v1/notes")!)))
    }

    @Test func droppedSessionIsUnregistered() {
        var stubs: StubSession? = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        let url = stubs!.url("/v1/notes")
        #expect(StubURLProtocol.canInit(with: URLRequest(url: url)))
        stubs = nil
        #expect(!StubURLProtocol.canInit(with: URLRequest(url: url)))
    }

    @Test func requestToAnotherHostNeverReachesTheStubs() async {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("listNotes", .status(200))
        var request = URLRequest(url: URL(string: "https://elsewhere.notes.test.invalid/v1/notes")!)
        request.timeoutInterval = 5
        let result = await TestRequests.status(stubs, request)
        #expect(result.code != nil)
        #expect(stubs.requests.isEmpty)
        #expect(stubs.failures.isEmpty)
    }

    @Test func dataFromURLIsIntercepted() async throws {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("searchNotes", .raw(200, "found"))
        let (data, _) = try await stubs.urlSession.data(from: stubs.url("/v1/notes/search"))
        #expect(String(decoding: data, as: UTF8.self) == "found")
    }

    @Test func bodyStreamIsReadToTheEnd() async throws {
        let stubs = StubSession(reporter: log.reporter)
        let id = stubs.stub(method: "POST", path: "/upload", .status(204))
        var request = URLRequest(url: stubs.url("/upload"))
        request.httpMethod = "POST"
        let payload = Data((0..<100_000).map { UInt8($0 % 251) })
        request.httpBodyStream = InputStream(data: payload)
        _ = try await stubs.urlSession.data(for: request)
        #expect(stubs.requests(to: id).first?.body == payload)
    }

    @Test func uploadTaskIsInterceptedAndItsBodyIsNeverHeldAgainstTheClient() async throws {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("createNote", .status(201))
        var request = TestRequests.make(stubs, "POST", "/v1/notes")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let body = Data(#"{"title":"x"}"#.utf8)
        let (_, response) = try await stubs.urlSession.upload(for: request, from: body)
        #expect((response as? HTTPURLResponse)?.statusCode == 201)
        let recorded = try #require(stubs.requests.first)
        // Linux's FoundationNetworking does not pass upload bodies to a URLProtocol; Apple's does.
        #expect(recorded.body == body || (recorded.body == nil && !recorded.bodyVisible))
        #expect(stubs.failures.isEmpty)
    }
}
