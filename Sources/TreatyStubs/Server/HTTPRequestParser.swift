import Foundation

/// Reads one HTTP/1.x request from the bytes a connection has buffered so far, within limits.
///
/// A pure function of its input, so every hostile case (garbage request lines, oversized heads,
/// lying lengths, chunked bodies cut short) is tested without a socket. The connection calls it
/// after each read; `needMore` asks for more bytes, `request` says how many bytes it consumed
/// (the rest belongs to the next, pipelined request), `reject` ends the connection.
struct HTTPRequestParser: Sendable {
    enum Outcome {
        /// The request is incomplete; `expectsContinue` when its complete head asked for `100 Continue`.
        case needMore(expectsContinue: Bool)
        case request(HTTPRequest, consumed: Int)
        case reject(HTTPRejection)
    }

    /// Most bytes a request line and its headers may take.
    var maxHeaderBytes: Int
    /// Most bytes a body may take, after de-chunking.
    var maxBodyBytes: Int

    func parse(_ bytes: [UInt8]) -> Outcome {
        guard let headEnd = Self.headEnd(in: bytes, limit: maxHeaderBytes) else {
            if bytes.count > maxHeaderBytes { return .reject(ServerMessage.headTooLarge(maxHeaderBytes)) }
            return Self.startsLikeHTTP(bytes) ? .needMore(expectsContinue: false) : .reject(ServerMessage.badRequestLine)
        }
        let head: HTTPRequest
        do {
            head = try Self.head(bytes[..<headEnd])
        } catch {
            return .reject(error)
        }
        let bodyStart = headEnd + 4
        let framing: BodyFraming
        do {
            framing = try BodyFraming(head, maxBodyBytes: maxBodyBytes)
        } catch {
            return .reject(error)
        }
        let expectsContinue = head.header("Expect")?.lowercased() == "100-continue"
        switch framing.read(bytes, from: bodyStart) {
        case .needMore:
            return .needMore(expectsContinue: expectsContinue)
        case .failed(let rejection):
            return .reject(rejection)
        case .body(let body, let end):
            var request = head
            request.body = body
            return .request(request, consumed: end)
        }
    }

    /// The offset of the `\r\n\r\n` ending the head, looked for within `limit` bytes.
    static func headEnd(in bytes: [UInt8], limit: Int) -> Int? {
        let end = min(bytes.count, limit + 4)
        guard end >= 4 else { return nil }
        var index = 0
        while index + 3 < end {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index }
            index += 1
        }
        return nil
    }

    /// False once the first bytes cannot begin a request line (a method token), so
    /// junk is refused at once instead of waiting for a head that never ends.
    static func startsLikeHTTP(_ bytes: [UInt8]) -> Bool {
        for byte in bytes.prefix(16) {
            if byte == 32 { return true }
            guard (65...90).contains(byte) || (97...122).contains(byte) || byte == 45 || byte == 95 else { return false }
        }
        return true
    }
}
