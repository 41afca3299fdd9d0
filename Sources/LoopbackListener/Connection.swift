import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One accepted socket with a deadline on every read and write, used by one thread.
///
/// A class so that ``reset()`` and ``close()`` close the descriptor once: a second close could
/// hit a descriptor number another connection has been given since.
public final class Connection: @unchecked Sendable {
    /// The request line and headers.
    public struct Head: Sendable {
        public var method: String
        public var path: String
        public var headers: [String: String]
    }

    public let socket: Int32
    private var isClosed = false

    public init(socket: Int32, deadlineSeconds: Int = 5) {
        self.socket = socket
        var limit = timeval(tv_sec: deadlineSeconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Reads up to the blank line ending the head (at most 64 KiB); nil on timeout or a closed socket.
    public func readHead() -> Head? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while bytes.count < 65_536 {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            bytes.append(contentsOf: buffer[0..<count])
            if let range = bytes.firstRange(of: end) {
                return Connection.parse(String(decoding: bytes[..<range.lowerBound], as: UTF8.self))
            }
        }
        return nil
    }

    public static func parse(_ text: String) -> Head? {
        let lines = text.components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Head(method: String(parts[0]), path: String(parts[1]), headers: headers)
    }

    /// Writes all of `bytes`; false when the peer went away or the deadline passed.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        LoopbackListener.send(bytes, to: socket)
    }

    @discardableResult
    public func write(_ text: String) -> Bool { write(Array(text.utf8)) }

    /// Closes with a TCP reset instead of an orderly close (linger on, zero time).
    public func reset() {
        guard !isClosed else { return }
        isClosed = true
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        setsockopt(socket, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        Glibc.close(socket)
    }

    /// Closes in order (FIN); nothing happens when the connection is already closed or reset.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        Glibc.shutdown(socket, Int32(SHUT_RDWR))
        Glibc.close(socket)
    }
}
