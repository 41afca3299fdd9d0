import ExampleClient
import Foundation
import Testing
import TreatyContract
import TreatyStubs

@MainActor
@Suite struct ProjectsListModelTests {
    /// A model on `stubs` whose every state change is appended to the returned recorder.
    func model(_ stubs: StubSession) -> (ProjectsListModel, StateRecorder) {
        let model = ProjectsListModel(client: ProjectsClient(stubs: stubs))
        let recorder = StateRecorder()
        model.onStateChange = { recorder.states.append($0) }
        return (model, recorder)
    }

    @Test func passesThroughLoadingWhileTheResponseIsHeld() async throws {
        let stubs = ProjectsContract.stubs()
        let gate = StubGate()
        stubs.stub("listProjects", steps: [StubReply.json(200, [project(1, "One")]).held(by: gate)])
        let (model, recorder) = model(stubs)
        let load = model.load()
        #expect(await gate.waitUntilRequested(timeout: 120))
        #expect(model.state == .loading)
        gate.release()
        await load.value
        #expect(recorder.names == [["loading"], ["One"]])
        stubs.verify()
    }

    @Test func emptyAndFailedStates() async {
        let stubs = ProjectsContract.stubs()
        stubs.stub(
            "listProjects", sequence: [.json(200, []), .status(503), .json(400, ["error": "bad_request", "message": "no"])])
        let (model, _) = model(stubs)
        await model.load().value
        #expect(model.state == .empty)
        await model.load().value
        #expect(model.state == .failed(.http(status: 503, body: nil, retryAfter: nil), retryable: true))
        await model.load().value
        guard case .failed(_, let retryable) = model.state else {
            Issue.record("expected failed, got \(model.state)")
            return
        }
        #expect(!retryable)
    }

    @Test func outOfOrderResponsesEndInTheNewerState() async throws {
        let stubs = ProjectsContract.stubs()
        let older = StubGate("older"), newer = StubGate("newer")
        stubs.stub(
            "listProjects",
            steps: [
                StubReply.json(200, [project(1, "Old")]).held(by: older),
                StubReply.json(200, [project(2, "New")]).held(by: newer),
            ])
        let (model, recorder) = model(stubs)
        let first = model.load()
        #expect(await older.waitUntilRequested(timeout: 120))
        let second = model.load()
        #expect(await newer.waitUntilRequested(timeout: 120))
        // The newer load cancelled the older request; its answer, released last, must not land.
        #expect(await older.waitUntilCancelled(timeout: 120))
        newer.release()
        await second.value
        older.release()
        await first.value
        #expect(recorder.names.last == ["New"])
        #expect(!recorder.names.contains(["Old"]))
        #expect(older.cancellationCount == 1)
        #expect(newer.cancellationCount == 0)
        stubs.verify()
    }

    @Test func cancellationReachesTheStubOnce() async throws {
        let stubs = ProjectsContract.stubs()
        let gate = StubGate()
        stubs.stub("getProject", steps: [StubReply.json(200, project(42, "Apollo")).held(by: gate)])
        let client = ProjectsClient(stubs: stubs)
        let call = Task { try await client.getProject(id: 42) }
        #expect(await gate.waitUntilRequested(timeout: 120))
        call.cancel()
        let result = await call.result
        #expect(await gate.waitUntilCancelled(timeout: 120))
        gate.release()
        #expect(gate.cancellationCount == 1)
        guard case .failure(let error as ProjectsClientError) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(error.isCancellation)
    }

    @Test func releasedModelIgnoresALateResponse() async throws {
        let stubs = ProjectsContract.stubs()
        let gate = StubGate()
        stubs.stub("listProjects", steps: [StubReply.json(200, [project(1, "Late")]).held(by: gate)])
        var (model, recorder): (ProjectsListModel?, StateRecorder) = model(stubs)
        weak let weakModel = model
        let load = model!.load()
        #expect(await gate.waitUntilRequested(timeout: 120))
        model = nil
        #expect(weakModel == nil)
        // Releasing the model cancels its request; answer it anyway, late.
        #expect(await gate.waitUntilCancelled(timeout: 120))
        gate.release()
        await load.value
        #expect(recorder.names == [["loading"]])
        #expect(gate.cancellationCount == 1)
    }

    func project(_ id: Int, _ name: String) -> JSONValue {
        [
            "id": .number(JSONNumber(id)), "name": .string(name), "description": nil, "visibility": "private",
            "createdAt": "2026-03-14T09:26:53Z", "owner": nil,
        ]
    }
}

/// The states a model went through, on the main actor.
@MainActor
final class StateRecorder {
    var states: [ProjectsListModel.State] = []

    /// Each state as project names, or its case name: `[["loading"], ["One"]]`.
    var names: [[String]] {
        states.map { state in
            switch state {
            case .idle: return ["idle"]
            case .loading: return ["loading"]
            case .loaded(let projects): return projects.map(\.name)
            case .empty: return ["empty"]
            case .failed: return ["failed"]
            }
        }
    }
}
