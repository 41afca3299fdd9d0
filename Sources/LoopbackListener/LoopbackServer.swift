import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback HTTP/1.1 server on POSIX sockets that answers each path with a ``Misbehaviour``.
///
/// Binds 127.0.0.1 on port 0 (the kernel picks a free port), runs its accept loop on its own
/// thread and each connection on another, waits on every socket with a deadline, and records
/// each request it reads. Call ``shutdown()`` when the test ends (a `defer` right after creation).
public final class LoopbackServer: Sendable {
    /// A request as the server read it.
    public struct Recorded: Sendable, Hashable {
        public var method: String
        public var path: String
        public var headers: [String: String]
    }

    /// What connection threads share with the server: the request log and the stop flag.
    private final class State: Sendable {
        let recorded = Mutex<[Recorded]>([])
        let stopped = Mutex(false)
    }

    private let state = State()
    private let listener: LoopbackListener

    /// - Parameter routes: what to do for a request path (query included).
    public init(routes: @escaping @Sendable (String) -> Misbehaviour) throws {
        let state = self.state
        listener = try LoopbackListener { socket in
            let connection = Connection(socket: socket)
            defer { connection.close() }
            guard let head = connection.readHead() else { return }
            state.recorded.withLock { $0.append(Recorded(method: head.method, path: head.path, headers: head.headers)) }
            routes(head.path).perform(on: connection, isStopped: { state.stopped.withLock { $0 } })
        }
    }

    public var port: Int { listener.port }

    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The requests read so far, in arrival order.
    public var requests: [Recorded] { state.recorded.withLock { $0 } }

    /// Stops accepting, waits (bounded) for the accept loop to end and closes the listening socket.
    public func shutdown() {
        state.stopped.withLock { $0 = true }
        listener.shutdown()
    }
}
