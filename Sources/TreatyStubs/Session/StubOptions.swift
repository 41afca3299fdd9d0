/// How strict a stub session is beyond its defaults.
public struct StubOptions: Sendable, Hashable {
    /// Also report stubs that were never called (off by default: a shared setup may stub more
    /// than one test uses).
    public var reportUnusedStubs: Bool

    /// Check replies written in code against the contract when they are stubbed: the status
    /// must be declared for the endpoint and the body must fit its shape, so a test cannot prove
    /// the client against a response the real API never sends. Off by default, since robustness
    /// tests stub undeclared answers on purpose.
    public var checkStubbedReplies: Bool

    /// Why request bodies this session cannot see may go unverified, or nil (the default) to
    /// fail every request whose body was hidden from the stub.
    ///
    /// A body is hidden when the client uploads it through a path Foundation keeps from a
    /// `URLProtocol` and the runtime cannot recover it (see docs/stubs.md). Such a request is never
    /// counted as verified: with a reason it is listed in ``StubSession/unverifiedBodies`` instead
    /// of failing. Generated suites set it from a scenario's `bodyUnverified:`.
    public var unverifiedBodies: String?

    /// Options with both extra checks off unless asked for, and hidden bodies failing.
    public init(reportUnusedStubs: Bool = false, checkStubbedReplies: Bool = false, unverifiedBodies: String? = nil) {
        self.reportUnusedStubs = reportUnusedStubs
        self.checkStubbedReplies = checkStubbedReplies
        self.unverifiedBodies = unverifiedBodies
    }
}
