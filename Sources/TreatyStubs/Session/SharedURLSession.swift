import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One `URLSession` for many stub sessions at once, ended when the last holder lets it go.
///
/// Requests reach a stub session by its unique host, so sessions need no `URLSession` of their
/// own; sharing one keeps a suite of thousands of parallel scenarios to one session's sockets.
/// Cached responses and host cookies stay apart, since no two stub sessions share a host (a cookie
/// a scenario's headers set for the parent domain would reach later runs). A client must not
/// invalidate the session it is given: it would end it for every run (docs/generate.md).
///
/// Why not a session per run with a bound on how many run at once: measured with
/// `scripts/bench-suite.py` under `ulimit -n 1024`, 32 at a time passed 6,000 scenarios, but
/// creating and ending 30,000 sessions still crashed the test process in libdispatch.
final class SharedURLSession: Sendable {
    let session: URLSession

    init() {
        session = StubSession.makeURLSession()
    }

    deinit {
        session.finishTasksAndInvalidate()
    }
}
