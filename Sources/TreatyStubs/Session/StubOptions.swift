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

    /// Options with both extra checks off unless asked for.
    public init(reportUnusedStubs: Bool = false, checkStubbedReplies: Bool = false) {
        self.reportUnusedStubs = reportUnusedStubs
        self.checkStubbedReplies = checkStubbedReplies
    }
}
