import BookshelfClient
import Foundation
import Testing
import TreatyContract
import TreatyStubs
import TreatyStubsTesting

/// The view model's states as a screen sees them, with responses held by gates so the test
/// decides when each answer arrives.
@MainActor
@Suite struct ShelfViewModelTests {
    /// A model on a fresh stub session of the Bookshelf contract, and every state it passes through.
    private func model() -> (StubSession, ShelfViewModel, StateLog) {
        let stubs = StubSession(contract: BookshelfContract.contract, reporter: .swiftTesting)
        let model = ShelfViewModel(client: APIClient(baseURL: stubs.baseURL, session: stubs.urlSession))
        let log = StateLog()
        model.onStateChange = { log.states.append($0) }
        return (stubs, model, log)
    }

    private static let dune = Book(id: 7, title: "Dune", subtitle: "A Novel", author: "Frank Herbert")
    private static let earthsea = Book(id: 8, title: "A Wizard of Earthsea", subtitle: nil, author: "Ursula K. Le Guin")

    /// The two books as the server sends them.
    private static let duneReply = StubReply.json(
        200, [["id": 7, "title": "Dune", "subtitle": "A Novel", "author": "Frank Herbert"]])
    private static let earthseaReply = StubReply.json(
        200, [["id": 8, "title": "A Wizard of Earthsea", "subtitle": nil, "author": "Ursula K. Le Guin"]])

    @Test func goesFromIdleThroughLoadingToLoaded() async {
        let (stubs, model, log) = model()
        #expect(model.state == .idle)
        let gate = StubGate("books")
        stubs.stub("listBooks", steps: [Self.duneReply.held(by: gate)])
        let load = model.load(shelf: .reading)
        #expect(await gate.waitUntilRequested(timeout: 120))
        #expect(model.state == .loading, "the request is held: the screen shows a spinner")
        gate.release()
        await load.value
        #expect(log.states == [.loading, .loaded([Self.dune])])
        #expect(stubs.requests.map { $0.url.query } == ["shelf=reading"])
        stubs.verify()
    }

    @Test func aServerErrorEndsInTheErrorState() async {
        let (stubs, model, log) = model()
        stubs.stub("listBooks", scenario: "serverError")
        await model.load().value
        #expect(log.states == [.loading, .error(.http(status: 500, retryAfter: nil))])
        stubs.verify()
    }

    @Test func aLateAnswerToAnOlderLoadNeverReplacesTheNewerOne() async {
        let (stubs, model, log) = model()
        let older = StubGate("A"), newer = StubGate("B")
        stubs.stub(
            "listBooks", steps: [Self.duneReply.held(by: older), Self.earthseaReply.held(by: newer)])
        let first = model.load(shelf: .reading)
        #expect(await older.waitUntilRequested(timeout: 120))
        let second = model.load(shelf: .wishlist)
        #expect(await newer.waitUntilRequested(timeout: 120))
        newer.release()  // B answers first
        await second.value
        #expect(model.state == .loaded([Self.earthsea]))
        older.release()  // A arrives late (or was cancelled) and must not win
        await first.value
        #expect(model.state == .loaded([Self.earthsea]))
        #expect(log.states == [.loading, .loading, .loaded([Self.earthsea])])
        stubs.verify()
    }
}

/// The states a model went through, in order.
@MainActor
final class StateLog {
    var states: [ShelfViewModel.State] = []
}
