import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A listening TCP socket on 127.0.0.1 with its accept loop: the shared core of the loopback
/// HTTP servers in the live checker's tests and benchmark (not shipped to users).
///
/// Binds port 0 (the kernel picks a free port), accepts on its own thread with a short poll so
/// ``shutdown()`` is prompt, and hands each connection's socket to `handle` on a thread of its
/// own. Create it, then `defer { listener.shutdown() }`.
public final class LoopbackListener: Sendable {
    public let port: Int
    private let socket: Int32
    private let stopped = Mutex(false)
    private let finished = DispatchSemaphore(value: 0)

    /// - Parameter handle: serves one accepted connection; it owns the socket and closes it.
    public init(backlog: Int32 = 256, handle: @escaping @Sendable (Int32) -> Void) throws {
        (socket, port) = try LoopbackListener.listen(backlog: backlog)
        Thread.detachNewThread { [self] in acceptLoop(handle) }
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Whether ``shutdown()`` was called; long-running handlers poll it.
    public var isStopped: Bool { stopped.withLock { $0 } }

    /// Stops accepting and waits (bounded) for the accept loop to end; the loop closes the
    /// listening socket itself, so a loop still polling it never sees its number given to another.
    public func shutdown() {
        stopped.withLock { $0 = true }
        _ = finished.wait(timeout: .now() + 2)
    }

    private func acceptLoop(_ handle: @escaping @Sendable (Int32) -> Void) {
        defer {
            close(socket)
            finished.signal()
        }
        while !isStopped {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let connection = accept(socket, nil, nil)
            guard connection >= 0 else { continue }
            Thread.detachNewThread { handle(connection) }
        }
    }

    private static func listen(backlog: Int32) throws -> (Int32, Int) {
        let (socket, port) = try bind(reusingAddress: true)
        guard Glibc.listen(socket, backlog) == 0 else {
            close(socket)
            throw LoopbackError("listen failed: errno \(errno)")
        }
        return (socket, port)
    }

    /// A TCP socket bound to a free port of 127.0.0.1 the kernel picked, and that port.
    static func bind(reusingAddress: Bool) throws -> (Int32, Int) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw LoopbackError("socket() failed: errno \(errno)") }
        var reuse: Int32 = reusingAddress ? 1 : 0
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else {
            close(socket)
            throw LoopbackError("bind failed: errno \(errno)")
        }
        return (socket, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// Writes all of `bytes` to `socket`; false when the peer went away or a send deadline passed.
    public static func send(_ bytes: [UInt8], to socket: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }
}

/// Why a loopback listener could not start.
public struct LoopbackError: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
