import Foundation
import Testing
import TreatyContract
import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A client written against the transport seam, as a wrapper around another HTTP library would be.
private struct NotesTransportClient {
    let transport: any HTTPTransport
    let baseURL: URL

    func noteTitle(_ id: Int) async throws -> String {
        var request = URLRequest(url: baseURL.appendingPathComponent("v1/notes/\(id)"))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("Bearer t", forHTTPHeaderField: "Authorization")
        let (data, _) = try await transport.send(request)
        return String(decoding: data, as: UTF8.self)
    }
}

@Suite struct HTTPTransportTests {
    @Test func transportIsServedBySameStubsSpyAndVerification() async throws {
        let log = FailureLog()
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("getNote", .raw(200, "title"))
        let client = NotesTransportClient(transport: stubs.transport, baseURL: stubs.baseURL)
        #expect(try await client.noteTitle(9) == "title")
        #expect(stubs.requests(to: "getNote").map(\.url.path) == ["/v1/notes/9"])
        #expect(stubs.failures.isEmpty)
    }
}
