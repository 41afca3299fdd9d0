import Foundation
import TreatyContract
import TreatyStubs
import TreatyStubsTesting
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The runtime under XCTest, with the `XCTFail` adapter for passing paths and a log for failing ones.
final class StubSessionXCTests: XCTestCase {
    func testStubbedRequestPassesUnderXCTestAdapter() async throws {
        let stubs = StubSession(contract: NotesContract.contract, reporter: .xcTest)
        stubs.stub("getNote", .json(200, ["id": 1, "title": "a"]))
        let (_, response) = try await stubs.urlSession.data(for: TestRequests.make(stubs, "GET", "/v1/notes/1"))
        XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 200)
        XCTAssertEqual(stubs.callCount("getNote"), 1)
        stubs.verify()
    }

    func testRegressionIsReportedAtTheVerifyLine() async {
        let log = FailureLog()
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("createNote", .status(201))
        _ = await TestRequests.status(stubs, TestRequests.make(stubs, "POST", "/v1/notes", body: #"{"title":[]}"#))
        stubs.verify(); let line = UInt(#line)
        XCTAssertEqual(log.messages, ["client regression: createNote: body /title: expected string, got array"])
        XCTAssertEqual(log.sites.map(\.line), [line])
    }

    func testGateHoldsUntilReleased() async throws {
        let stubs = StubSession(contract: NotesContract.contract, reporter: .xcTest)
        let gate = StubGate()
        stubs.stub("getNote", steps: [StubReply.status(200).held(by: gate)])
        let task = Task { await TestRequests.status(stubs, TestRequests.make(stubs, "GET", "/v1/notes/1")) }
        let requested = await gate.waitUntilRequested(timeout: 120)
        XCTAssertTrue(requested)
        XCTAssertEqual(gate.requestCount, 1)
        gate.release()
        let status = try await task.value.get()
        XCTAssertEqual(status, 200)
    }
}
