import TreatyContract

extension StubSession {
    /// Reports every failure not reported yet: client regressions, unmatched requests, exhausted
    /// sequences and, with ``StubOptions/reportUnusedStubs``, stubs never called.
    ///
    /// Call it at the end of a test (generated suites do). It may be called more than once; each
    /// failure is reported once. If it is never called, the session reports when dropped.
    public func verify(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        report(pendingFailures(), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Requests (`METHOD /path`) whose body the stub could not see and that
    /// ``StubOptions/unverifiedBodies`` let through: not failures, and not verified either.
    public var unverifiedBodies: [String] { core.ledger.withLock { $0.unverifiedBodies } }

    /// Every failure found so far, reported or not, in order. Useful to assert on exact wording.
    public var failures: [String] { core.ledger.withLock { $0.failures } }

    func pendingFailures() -> [String] {
        core.ledger.withLock { ledger in
            let unused = options.reportUnusedStubs ? ledger.takeUnusedStubs().map(StubMessage.unusedStub) : []
            ledger.failures += unused
            return ledger.takeUnreported()
        }
    }
}
