import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX socket calls the stub server makes, with the Linux/Apple differences in one place.
///
/// Every wait has a deadline (`poll` with a timeout), every write is bounded by `SO_SNDTIMEO`,
/// and writes to a peer that went away fail instead of raising `SIGPIPE`.
enum ServerSocket {
    /// What waiting for input found.
    enum Wait {
        case readable, timedOut, failed
    }

    /// A listening socket bound to the IPv4 address `host` (port 0: the kernel picks a free one).
    /// - Returns: the descriptor and the bound port.
    static func openListener(host: String, port: Int, backlog: Int32) throws(StubServerError) -> (Int32, Int) {
        var address = sockaddr_in()
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw StubServerError(ServerMessage.badHost(host)) }
        guard (0...65_535).contains(port) else { throw StubServerError(ServerMessage.cannotListen(host, port: port, errno: 0)) }
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { throw StubServerError(ServerMessage.cannotListen(host, port: port, errno: errno)) }
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ready = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, backlog) == 0
                    && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard ready else {
            let code = errno
            closeSocket(descriptor)
            throw StubServerError(ServerMessage.cannotListen(host, port: port, errno: code))
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// Waits up to `milliseconds` for input (or a closed peer) on `descriptor`.
    static func waitReadable(_ descriptor: Int32, milliseconds: Int32) -> Wait {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, milliseconds)
        if ready == 0 { return .timedOut }
        if ready < 0 { return errno == EINTR ? .timedOut : .failed }
        return .readable
    }

    /// Accepts a pending connection and prepares it: no `SIGPIPE`, no Nagle delay, bounded writes.
    static func acceptConnection(_ listener: Int32, sendTimeoutSeconds: Int) -> Int32? {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return nil }
        var on: Int32 = 1
        setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var limit = timeval(tv_sec: sendTimeoutSeconds, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        return connection
    }

    /// Appends what is readable now to `buffer`: the count read, 0 when the peer closed, -1 on error.
    static func receive(_ descriptor: Int32, into buffer: inout [UInt8], chunk: inout [UInt8]) -> Int {
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 { buffer.append(contentsOf: chunk[0..<count]) }
        return count
    }

    /// Writes all of `bytes`; false when the peer went away or the send timeout passed.
    static func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        #if canImport(Darwin)
            let flags: Int32 = 0
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, flags) }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Stops both directions, waking any thread blocked on `descriptor`; the owner still closes it.
    static func interrupt(_ descriptor: Int32) {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Closes with a TCP reset (linger on, zero time): the client sees its connection dropped.
    static func reset(_ descriptor: Int32) {
        var option = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        closeSocket(descriptor)
    }

    static func closeSocket(_ descriptor: Int32) {
        close(descriptor)
    }
}
