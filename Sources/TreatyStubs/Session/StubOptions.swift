/// How strict a stub session's end-of-test verification is.
public struct StubOptions: Sendable, Hashable {
    /// Also report stubs that were never called (off by default: a shared setup may stub more
    /// than one test uses).
    public var reportUnusedStubs: Bool

    public init(reportUnusedStubs: Bool = false) {
        self.reportUnusedStubs = reportUnusedStubs
    }
}
