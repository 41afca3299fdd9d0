import Foundation
import Testing
import TreatyContract
import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct GateTests {
    let log = FailureLog()

    @Test func heldRepliesCanBeReleasedInReverseOrder() async throws {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        let gateA = StubGate("a"), gateB = StubGate("b")
        stubs.stub("getNote", steps: [StubReply.raw(200, "A").held(by: gateA), StubReply.raw(200, "B").held(by: gateB)])
        let order = Order()
        let taskA = Task { try await order.fetch(stubs, "/v1/notes/1") }
        #expect(await gateA.waitUntilRequested(timeout: 120))
        let taskB = Task { try await order.fetch(stubs, "/v1/notes/2") }
        #expect(await gateB.waitUntilRequested(timeout: 120))
        gateB.release()
        #expect(try await taskB.value == "B")
        gateA.release()
        #expect(try await taskA.value == "A")
        #expect(await order.finished == ["B", "A"])
        #expect(gateA.cancellationCount == 0 && gateB.cancellationCount == 0)
    }

    @Test func releaseBeforeRequestAnswersAtOnce() async throws {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        let gate = StubGate()
        gate.release()
        stubs.stub("getNote", steps: [StubReply.status(204).held(by: gate)])
        #expect(try await TestRequests.status(stubs, TestRequests.make(stubs, "GET", "/v1/notes/1")).get() == 204)
        #expect(gate.requestCount == 1)
    }

    @Test func cancellationReachesTheStubExactlyOnce() async throws {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        let gate = StubGate()
        stubs.stub("getNote", steps: [StubReply.status(200).held(by: gate)])
        let task = Task { await TestRequests.status(stubs, TestRequests.make(stubs, "GET", "/v1/notes/1")) }
        #expect(await gate.waitUntilRequested(timeout: 120))
        task.cancel()
        #expect(await task.value.code == .cancelled)
        #expect(await gate.waitUntilCancelled(timeout: 120))
        gate.release()
        try await Task.sleep(nanoseconds: 20_000_000)
        #expect(gate.cancellationCount == 1)
    }
}

/// Records the order in which fetches finish.
private actor Order {
    var finished: [String] = []

    func fetch(_ stubs: StubSession, _ path: String) async throws -> String {
        let (data, _) = try await stubs.urlSession.data(for: TestRequests.make(stubs, "GET", path))
        let text = String(decoding: data, as: UTF8.self)
        finished.append(text)
        return text
    }
}
