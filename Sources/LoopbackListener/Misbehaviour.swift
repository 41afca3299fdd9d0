import Foundation

/// What the loopback server does with one request: answer properly or fail in a chosen way, as
/// an untrusted server would (the hostile-server cases of docs/security.md).
public enum Misbehaviour: Sendable {
    /// A complete response.
    case respond(status: Int, headers: [String: String] = [:], body: String = "")
    /// A JSON response (Content-Type set).
    case json(_ body: String, status: Int = 200, headers: [String: String] = [:])
    /// Waits before sending anything at all.
    case slowHeaders(seconds: Double, then: String)
    /// Declares `declared` body bytes, sends `sent`, then resets the connection.
    case resetMidBody(declared: Int, sent: Int)
    /// Declares `declared` body bytes, sends `sent`, then closes normally.
    case truncated(declared: Int, sent: Int)
    /// Streams a JSON string of `bytes` bytes in chunks, with `Content-Length`.
    case huge(bytes: Int)
    /// Streams a JSON string of `bytes` bytes without `Content-Length`, ending it by closing the connection.
    case unsized(bytes: Int)
    /// A 302 to `location`.
    case redirect(to: String)
    /// Declares a 1,000-byte JSON body and sends one byte of it a second, until the client leaves.
    case trickle
    /// Exactly these bytes, head and all: malformed status lines, HTTP/0.9, duplicate headers.
    case raw(String)
    /// A 200 whose body is a real `gzip`, `deflate`, `br` or `zstd` stream (``CompressionBomb``)
    /// decoding to about `decodedBytes` zero bytes, streamed until the client hangs up.
    case bomb(encoding: String, decodedBytes: Int)

    /// Answers one request on `connection`; long streams poll `isStopped` so a test can end them.
    public func perform(on connection: Connection, isStopped: () -> Bool) {
        switch self {
        case .respond(let status, let headers, let body):
            connection.write(Misbehaviour.head(status, headers, length: body.utf8.count) + body)
        case .json(let body, let status, let headers):
            perform(
                .respond(
                    status: status, headers: headers.merging(["Content-Type": "application/json"]) { a, _ in a }, body: body),
                connection, isStopped)
        case .slowHeaders(let seconds, let body):
            let end = Date(timeIntervalSinceNow: seconds)
            while Date() < end, !isStopped() { usleep(20_000) }
            perform(.json(body), connection, isStopped)
        case .resetMidBody(let declared, let sent):
            connection.write(
                Misbehaviour.head(200, ["Content-Type": "application/json"], length: declared)
                    + String(repeating: " ", count: sent))
            usleep(50_000)
            connection.reset()
        case .truncated(let declared, let sent):
            connection.write(
                Misbehaviour.head(200, ["Content-Type": "application/json"], length: declared)
                    + String(repeating: " ", count: sent))
        case .huge(let bytes):
            streamHuge(bytes, length: bytes, connection, isStopped)
        case .unsized(let bytes):
            streamHuge(bytes, length: nil, connection, isStopped)
        case .redirect(let location):
            connection.write(Misbehaviour.head(302, ["Location": location], length: 0))
        case .raw(let text):
            connection.write(text)
        case .trickle:
            guard connection.write(Misbehaviour.head(200, ["Content-Type": "application/json"], length: 1000)) else { return }
            for _ in 0..<1000 where !isStopped() {
                guard connection.write(" ") else { return }
                sleep(1)
            }
        case .bomb(let encoding, let decodedBytes):
            let headers = ["Content-Type": "application/json", "Content-Encoding": encoding]
            guard connection.write(Misbehaviour.head(200, headers, length: nil)) else { return }
            var stream = CompressionBomb(encoding: encoding, decodedBytes: decodedBytes)
            while let chunk = stream.next(), !isStopped() {
                guard connection.write(chunk) else { return }
            }
        }
    }

    private func perform(_ other: Misbehaviour, _ connection: Connection, _ isStopped: () -> Bool) {
        other.perform(on: connection, isStopped: isStopped)
    }

    private func streamHuge(_ bytes: Int, length: Int?, _ connection: Connection, _ isStopped: () -> Bool) {
        guard connection.write(Misbehaviour.head(200, ["Content-Type": "application/json"], length: length) + "\"") else {
            return
        }
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 65_536)
        var left = bytes - 2
        while left > 0, !isStopped() {
            let size = min(left, chunk.count)
            guard connection.write(Array(chunk[0..<size])) else { return }
            left -= size
        }
        connection.write("\"")
    }

    public static func head(_ status: Int, _ headers: [String: String], length: Int?) -> String {
        var text =
            "HTTP/1.1 \(status) \(reason(status))\r\n" + (length.map { "Content-Length: \($0)\r\n" } ?? "")
            + "Connection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        return text + "\r\n"
    }

    static func reason(_ status: Int) -> String {
        [
            200: "OK", 302: "Found", 401: "Unauthorized", 404: "Not Found", 418: "I'm a teapot", 429: "Too Many Requests",
            503: "Service Unavailable",
        ][status] ?? "Status"
    }
}
