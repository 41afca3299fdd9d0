import TreatyContract

/// The one process-wide object: live stub sessions by their unique host.
///
/// Entries are added when a ``StubSession`` opens and removed when it is dropped; the table
/// holds nothing else, so tests running in parallel cannot see each other's stubs and nothing
/// leaks from one test to the next.
final class StubRegistry: Sendable {
    static let shared = StubRegistry()

    private let sessions = Protected<[String: SessionCore]>([:])

    func add(_ core: SessionCore, host: String) {
        sessions.withLock { $0[host.lowercased()] = core }
    }

    func remove(host: String) {
        _ = sessions.withLock { $0.removeValue(forKey: host.lowercased()) }
    }

    func core(for host: String) -> SessionCore? {
        // Hosts arrive lower-cased from URL parsing; lower-case only on a miss.
        if let core = sessions.withLock({ $0[host] }) { return core }
        let lowered = host.lowercased()
        return lowered == host ? nil : sessions.withLock { $0[lowered] }
    }

    /// How many sessions are open, for tests of unregistration.
    var count: Int { sessions.withLock { $0.count } }
}
