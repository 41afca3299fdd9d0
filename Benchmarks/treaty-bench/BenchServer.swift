import Foundation
import LoopbackListener

#if canImport(Glibc)
    import Glibc
#endif

/// A keep-alive loopback HTTP/1.1 server for the live-check benchmark: every path answers a
/// small JSON item, except `/huge/…` and `/stream/…`, which send a 50 MB JSON string (with and
/// without `Content-Length`). POSIX sockets, port 0,
/// a 5 s deadline on every socket wait; ``shutdown()`` stops it.
final class BenchServer: Sendable {
    private let listener: LoopbackListener
    static let item = Array(#"{"id": 1, "name": "bench item", "tags": ["a", "b", "c"]}"#.utf8)

    init() throws {
        listener = try LoopbackListener { socket in BenchServer.serve(socket) }
    }

    var port: Int { listener.port }
    var baseURL: String { listener.baseURL }

    func shutdown() {
        listener.shutdown()
    }

    /// Answers requests on one connection until the client closes it or goes quiet for 5 s.
    private static func serve(_ socket: Int32) {
        defer { close(socket) }
        var limit = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 8192)
        let end = Array("\r\n\r\n".utf8)
        while true {
            guard let range = pending.firstRange(of: end) else {
                let count = recv(socket, &buffer, buffer.count, 0)
                guard count > 0 else { return }
                pending += buffer[0..<count]
                continue
            }
            let head = String(decoding: pending[..<range.lowerBound], as: UTF8.self)
            pending.removeSubrange(..<range.upperBound)
            let path = head.split(separator: " ").dropFirst().first ?? ""
            if path.hasPrefix("/huge") || path.hasPrefix("/stream") {
                _ = streamHuge(socket, declareLength: path.hasPrefix("/huge"))
                return
            }
            guard write(socket, BenchServer.response(BenchServer.item)) else { return }
        }
    }

    static func response(_ body: [UInt8]) -> [UInt8] {
        Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// 50 MB of JSON string, with `Content-Length` or (to exercise streaming caps) delimited by closing the connection.
    private static func streamHuge(_ socket: Int32, declareLength: Bool) -> Bool {
        let size = 50 << 20
        let length = declareLength ? "Content-Length: \(size)\r\n" : "Connection: close\r\n"
        guard write(socket, Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\(length)\r\n\"".utf8)) else {
            return false
        }
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 16)
        var left = size - 2
        while left > 0 {
            guard write(socket, Array(chunk[0..<min(left, chunk.count)])) else { return false }
            left -= min(left, chunk.count)
        }
        return write(socket, Array("\"".utf8))
    }

    private static func write(_ socket: Int32, _ bytes: [UInt8]) -> Bool {
        LoopbackListener.send(bytes, to: socket)
    }
}
