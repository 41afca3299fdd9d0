import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One `URLSession` for many stub sessions at once, ended when the last holder lets it go.
///
/// Requests reach a stub session by its unique host, so sessions need no `URLSession` of their
/// own; sharing one keeps a suite of thousands of parallel scenarios to one session's sockets.
/// Cookies and cached responses stay apart, since no two stub sessions share a host.
final class SharedURLSession: Sendable {
    let session: URLSession

    init() {
        session = StubSession.makeURLSession()
    }

    deinit {
        session.finishTasksAndInvalidate()
    }
}
