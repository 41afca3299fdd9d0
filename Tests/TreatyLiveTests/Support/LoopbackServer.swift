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
final class LoopbackServer: Sendable {
    /// A request as the server read it.
    struct Recorded: Sendable, Hashable {
        var method: String
        var path: String
        var headers: [String: String]
    }

    let port: Int
    private let listener: Int32
    private let routes: @Sendable (String) -> Misbehaviour
    private let stopped = Mutex(false)
    private let recorded = Mutex<[Recorded]>([])
    private let finished = DispatchSemaphore(value: 0)

    /// - Parameter routes: what to do for a request path (query included).
    init(routes: @escaping @Sendable (String) -> Misbehaviour) throws {
        self.routes = routes
        let (socket, port) = try LoopbackServer.listen()
        listener = socket
        self.port = port
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The requests read so far, in arrival order.
    var requests: [Recorded] { recorded.withLock { $0 } }

    /// Stops accepting, waits (bounded) for the accept loop to end and closes the listening socket.
    func shutdown() {
        stopped.withLock { $0 = true }
        _ = finished.wait(timeout: .now() + 2)
        close(listener)
    }

    private func acceptLoop() {
        defer { finished.signal() }
        while !stopped.withLock({ $0 }) {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            Thread.detachNewThread { [self] in serve(Connection(socket: connection)) }
        }
    }

    private func serve(_ connection: Connection) {
        defer { connection.close() }
        guard let head = connection.readHead() else { return }
        recorded.withLock { $0.append(Recorded(method: head.method, path: head.path, headers: head.headers)) }
        routes(head.path).perform(on: connection, isStopped: { [self] in stopped.withLock { $0 } })
    }

    private static func listen() throws -> (Int32, Int) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw ServerError("socket() failed: errno \(errno)") }
        var reuse: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, Glibc.listen(socket, 128) == 0 else {
            close(socket)
            throw ServerError("bind/listen failed: errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return (socket, Int(UInt16(bigEndian: address.sin_port)))
    }
}

struct ServerError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
