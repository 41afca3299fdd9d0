public import Foundation
public import TreatyContract

/// A contract served over HTTP on a loopback port: for UI tests, SwiftUI previews and clients
/// on other platforms that cannot use a `URLProtocol`.
///
/// It is the same stub runtime as ``StubSession``, behind a socket: every endpoint answers from
/// its scenarios (the first success scenario by default), and every request is verified against
/// the contract by the same verifier, so a client regression found here reads exactly as in an
/// in-process test. Findings collect in ``findings`` and at `GET /__treaty/findings`.
///
/// ```swift
/// // In an XCUITest: serve the contract, point the app at it, check the app's requests.
/// let server = StubServer(contract: ProjectsContract.contract, fixtures: ProjectsContract.fixtures)
/// let url = try server.start()
/// defer { server.stop() }
/// app.launchArguments += ["-APIBaseURL", url.absoluteString]
/// app.launch()
/// try server.switchScenario("serverError", for: "listProjects", count: 1)
/// // … drive the UI …
/// XCTAssertEqual(server.findings, [])
/// ```
///
/// Each server owns its socket, threads and state: servers in parallel tests never share anything.
/// A request picks a scenario with the `Treaty-Scenario` header or the `__treaty_scenario` query
/// parameter; docs/serve.md describes the control endpoints, transport scenarios and limits.
public final class StubServer: Sendable {
    /// The contract being served.
    public let contract: Contract
    /// Where it listens and its limits.
    public let options: StubServerOptions

    private let responder: ServerResponder
    private let state = Protected(ServerLoop.State())

    /// A server for `contract`, not yet listening; call ``start()``.
    ///
    /// - Parameters:
    ///   - contract: the endpoints to route and verify requests by, and the scenarios to answer from.
    ///   - fixtures: fixture bytes for scenarios that name a fixture, keyed as the contract names them.
    ///   - options: address, port, strictness and limits.
    ///   - log: receives each finding as it is found (the command line writes them to standard error).
    public init(
        contract: Contract, fixtures: FixtureSource = FixtureSource(), options: StubServerOptions = StubServerOptions(),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.contract = contract
        self.options = options
        let core = SessionCore(contract: contract, checker: nil)
        let scenarios = ServedScenarios(
            contract: contract, fixtures: fixtures, permissive: options.permissive, variants: options.variants)
        responder = ServerResponder(core: core, scenarios: scenarios, findings: Protected(ServerFindings()), log: log)
        control.reset()
    }

    deinit {
        stop()
    }

    /// Binds the address and starts answering on background threads.
    /// - Returns: ``url``, e.g. `http://127.0.0.1:49152`.
    /// - Throws: ``StubServerError`` when the address is not IPv4 or the port cannot be bound.
    @discardableResult
    public func start() throws(StubServerError) -> URL {
        if let url = state.withLock({ $0.url }) { return url }
        let (listener, port) = try ServerSocket.openListener(host: options.host, port: options.port, backlog: 128)
        let url = URL(string: "http://\(options.host):\(port)")!
        let done = DispatchSemaphore(value: 0)
        state.withLock {
            $0.listener = listener
            $0.url = url
            $0.acceptLoopDone = done
        }
        // The threads hold the loop, not the server, so dropping the server stops it.
        let loop = ServerLoop(state: state, responder: responder, options: options)
        Thread.detachNewThread {
            loop.acceptLoop(listener)
            // Closed by the thread that polls it, so it is never closed while still in use.
            ServerSocket.closeSocket(listener)
            done.signal()
        }
        return url
    }

    /// `http://<host>:<port>` once started, else nil.
    public var url: URL? { state.withLock { $0.url } }

    /// Stops accepting, disconnects every client (held `timedOut` requests included) and waits,
    /// bounded, for the accept thread to end. Safe to call more than once.
    public func stop() {
        let (listener, open, done) = state.withLock { state in
            state.stopped = true
            defer { state.listener = nil }
            return (state.listener, state.open, state.acceptLoopDone)
        }
        guard listener != nil else { return }
        for socket in open { ServerSocket.interrupt(socket) }
        _ = done?.wait(timeout: .now() + 2)
    }

    /// Every finding so far, in order: client regressions, unmatched requests, unknown scenarios.
    public var findings: [String] { responder.findings.withLock { $0.messages } }

    /// The requests received so far (the most recent ones in a long session), as a stub session records them.
    public var requests: [RecordedRequest] { responder.core.ledger.withLock { $0.requests } }

    /// Answers `endpointID` with scenario `name` for the next `count` calls (nil: until switched
    /// again), then with its default: what `POST /__treaty/scenario` does.
    /// - Throws: ``StubServerError`` naming the known endpoints or scenarios when one is unknown.
    public func switchScenario(_ name: String, for endpointID: String, count: Int? = nil) throws(StubServerError) {
        switch responder.scenarios.switched(name, endpointID: endpointID, count: count) {
        case .failure(let failure): throw StubServerError(failure.message)
        case .success(let entry): responder.core.ledger.withLock { $0.replaceStub(endpointID, entry) }
        }
    }

    /// Every endpoint back to its default scenario; findings and recorded requests cleared.
    public func reset() {
        control.reset()
    }

    /// The scenario each endpoint answers with when nothing else was asked for, by endpoint id.
    public var defaultScenarios: [String: String] { responder.scenarios.defaults }

    private var control: ServerControl {
        ServerControl(core: responder.core, scenarios: responder.scenarios, findings: responder.findings)
    }
}
