import Foundation
import Testing
import TreatyContract
import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct IsolationTests {
    @Test func twoHundredParallelSessionsNeverSeeEachOther() async throws {
        let log = FailureLog()
        let answers = try await withThrowingTaskGroup(of: (Int, String, [String]).self) { group in
            for index in 0..<200 {
                group.addTask {
                    let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
                    stubs.stub("getNote", .raw(200, "session-\(index)"))
                    let (data, _) = try await stubs.urlSession.data(for: TestRequests.make(stubs, "GET", "/v1/notes/\(index)"))
                    stubs.verify()
                    return (index, String(decoding: data, as: UTF8.self), stubs.requests.map(\.url.path))
                }
            }
            var collected: [(Int, String, [String])] = []
            for try await answer in group { collected.append(answer) }
            return collected
        }
        #expect(answers.count == 200)
        for (index, body, paths) in answers {
            #expect(body == "session-\(index)")
            #expect(paths == ["/v1/notes/\(index)"])
        }
        #expect(log.messages == [])
    }

    @Test func eachSessionHasItsOwnHostUnderTheStubHost() {
        let log = FailureLog()
        let first = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        let second = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        #expect(first.host != second.host)
        #expect(first.host.hasSuffix(".notes.test.invalid"))
        #expect(first.baseURL.absoluteString == "https://\(first.host)")
    }
}
