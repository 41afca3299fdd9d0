import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP client that sends exactly the bytes a test gives it, for the server's hostile-client tests.
/// Every read waits at most `deadline` seconds, so a test can never hang on a server that misbehaves.
final class RawClient {
    let socket: Int32

    init(port: Int) throws {
        #if canImport(Darwin)
            socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #else
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // No close here: the initializer has finished its first phase, so `deinit` runs and closes
        // the descriptor; closing it twice could close a number another test was just given.
        guard connected == 0 else { throw URLError(.cannotConnectToHost) }
    }

    deinit { close(socket) }

    /// Sends `text`; false when the server already closed the connection.
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        #if canImport(Darwin)
            let flags: Int32 = 0
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        return bytes.withUnsafeBytes { systemSend(socket, $0.baseAddress, $0.count, flags) } == bytes.count
    }

    /// Half-closes: the server reads end-of-file but can still answer.
    func finishWriting() {
        shutdown(socket, Int32(SHUT_WR))
    }

    /// Everything the server sends until it closes the connection or `deadline` seconds pass.
    /// - Returns: the text and whether the server closed (false: the deadline passed first).
    func readToEnd(deadline: Double = 5) -> (text: String, closed: Bool) {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end = Date().addingTimeInterval(deadline)
        while true {
            let remaining = end.timeIntervalSinceNow
            guard remaining > 0 else { return (String(decoding: bytes, as: UTF8.self), false) }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(remaining * 1000) + 1) > 0 else { continue }
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { return (String(decoding: bytes, as: UTF8.self), true) }
            bytes += buffer[0..<count]
        }
    }

    /// Reads until `count` responses' heads and bodies (by `Content-Length`) have arrived, or the deadline.
    func readResponses(_ count: Int, deadline: Double = 5) -> [String] {
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end = Date().addingTimeInterval(deadline)
        while RawClient.split(text).count < count, end.timeIntervalSinceNow > 0 {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let read = recv(socket, &buffer, buffer.count, 0)
            guard read > 0 else { break }
            text += String(decoding: buffer[0..<read], as: UTF8.self)
        }
        return RawClient.split(text)
    }

    /// Complete responses in `text`, each as its status line.
    static func split(_ text: String) -> [String] {
        var lines: [String] = []
        var rest = Substring(text)
        while let headEnd = rest.range(of: "\r\n\r\n") {
            let head = rest[..<headEnd.lowerBound]
            let length =
                head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
            let bodyStart = headEnd.upperBound
            guard rest[bodyStart...].utf8.count >= length else { break }
            lines.append(String(head.split(separator: "\r\n")[0]))
            rest = rest[rest.utf8.index(bodyStart, offsetBy: length)...]
        }
        return lines
    }
}

#if canImport(Darwin)
    private let systemSend = Darwin.send
#else
    private let systemSend = Glibc.send
#endif
