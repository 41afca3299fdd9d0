public import Foundation
public import TreatyContract

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// One test's stubs: a private host, a `URLSession` that reaches it, and everything it records.
///
/// Open one per test and give the client ``urlSession`` and ``baseURL``. Requests to the
/// session's host (`<uuid>.<stubHost>`) are verified against the contract, recorded, and
/// answered by the stubs you declared; nothing else is intercepted. Sessions are independent,
/// so tests can run in parallel, and dropping the session unregisters it.
///
/// ```swift
/// let stubs = StubSession(contract: ProjectsContract.contract, reporter: .swiftTesting)
/// stubs.stub("getProject", scenario: "success")
/// let client = ProjectsClient(baseURL: stubs.baseURL, session: stubs.urlSession, token: "t")
/// _ = try await client.getProject(id: 42)
/// #expect(stubs.callCount("getProject") == 1)
/// stubs.verify()
/// ```
///
/// Strict by default: failures (client regressions, unmatched requests) are reported at
/// ``verify(fileID:filePath:line:column:)`` and, if it was never called, when the session is dropped.
public final class StubSession: Sendable {
    /// The unique host this session answers, e.g. `0f3c….api.test.invalid`.
    public let host: String
    /// `https://<host>`: the base URL to give the client.
    public let baseURL: URL
    /// An ephemeral session whose requests to ``host`` reach this session's stubs.
    public let urlSession: URLSession
    /// The contract requests are verified against, if any.
    public var contract: Contract? { core.contract }

    let core: SessionCore
    let fixtures: FixtureSource
    let reporter: FailureReporter
    let options: StubOptions
    /// Where the session was opened: failures found on Foundation's threads are reported here.
    let openedAt: CallSite
    /// False when ``urlSession`` is shared with other stub sessions, which then must not end it.
    private let ownsURLSession: Bool

    /// Opens a session and registers its host.
    ///
    /// - Parameters:
    ///   - contract: endpoints to route and verify requests by, and scenarios to answer from.
    ///   - stubHost: the parent host; defaults to the contract's `stubHost`, else `api.test.invalid`.
    ///   - fixtures: fixture bytes for scenarios that name a fixture.
    ///   - checker: how body and parameter shapes are checked; nil means the shared validator
    ///     (``ShapeChecker/standard(schemas:)``) over the contract's schemas.
    ///   - options: limits and strictness of the session (``StubOptions``).
    ///   - reporter: turns failures into XCTest or Swift Testing failures.
    ///   - fileID: where the session is opened, for failures found on Foundation's threads; leave
    ///     the default, as with `line`, `column` and `filePath`.
    ///   - filePath: see `fileID`.
    ///   - line: see `fileID`.
    ///   - column: see `fileID`.
    public convenience init(
        contract: Contract? = nil, stubHost: String? = nil, fixtures: FixtureSource = FixtureSource(),
        checker: ShapeChecker? = nil, options: StubOptions = StubOptions(), reporter: FailureReporter,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.init(
            contract: contract, routes: nil, stubHost: stubHost, fixtures: fixtures, checker: checker, options: options,
            reporter: reporter, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Opens a session whose contract routes were built once for many sessions (``ContractSuite``
    /// opens one per scenario); nil builds them from `contract`.
    ///
    /// `sharing` is a URL session many stub sessions use at once (``SharedURLSession``), nil for
    /// one of its own: a contract suite's thousands of scenarios run in parallel, and a session of
    /// one's own each holds sockets until it is gone (on Linux, libcurl's), which ran a suite of
    /// 600 scenarios out of file descriptors at the common limit of 1,024.
    init(
        contract: Contract?, routes: [StubRoute]?, stubHost: String?, fixtures: FixtureSource, checker: ShapeChecker?,
        options: StubOptions, reporter: FailureReporter, sharing shared: SharedURLSession? = nil, fileID: String,
        filePath: StaticString, line: UInt, column: UInt
    ) {
        let parent = stubHost ?? contract?.stubHost ?? "api.test.invalid"
        host = "\(UUID().uuidString.lowercased()).\(parent)"
        baseURL = URL(string: "https://\(host)")!
        urlSession = shared?.session ?? Self.makeURLSession()
        ownsURLSession = shared == nil
        core = SessionCore(contract: contract, routes: routes, checker: checker, unverifiedBodies: options.unverifiedBodies)
        self.fixtures = fixtures
        self.reporter = reporter
        self.options = options
        openedAt = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        StubRegistry.shared.add(core, host: host)
    }

    /// The configuration of every session: ephemeral, answered by ``StubURLProtocol``.
    ///
    /// On Linux it is built once, because building `.ephemeral` there also builds a URL cache and
    /// asks the file system where it would live (a tenth of a generated suite's run time); it is
    /// never changed after this, and `URLSession` keeps a copy of the configuration it is given,
    /// so sharing it is safe (swift-corelibs-foundation declares the type `Sendable`). Apple's
    /// Foundation does not, and builds it cheaply, so there each session builds its own.
    #if canImport(FoundationNetworking)
        private static let configuration: URLSessionConfiguration = makeConfiguration()
    #else
        private static var configuration: URLSessionConfiguration { makeConfiguration() }
    #endif

    /// A URL session whose requests reach stub sessions, by host.
    static func makeURLSession() -> URLSession {
        URLSession(configuration: configuration)
    }

    private static func makeConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return configuration
    }

    deinit {
        StubRegistry.shared.remove(host: host)
        if ownsURLSession { urlSession.invalidateAndCancel() }
        report(pendingFailures(), at: openedAt)
    }

    /// A URL on this session's host: `url("/v1/projects")`.
    public func url(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path)!
    }

    func report(_ messages: [String], at site: CallSite) {
        for message in messages { reporter.report(message, site) }
    }
}
