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
            head = try Self.head(String(decoding: bytes[..<headEnd], as: UTF8.self))
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

    private static func head(_ text: String) throws(HTTPRejection) -> HTTPRequest {
        var lines = text.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(\.isTokenCharacter),
            parts[1].hasPrefix("/"), parts[1].allSatisfy(\.isTargetCharacter)
        else { throw ServerMessage.badRequestLine }
        let minor: Int
        switch parts[2] {
        case "HTTP/1.1": minor = 1
        case "HTTP/1.0": minor = 0
        default: throw ServerMessage.badVersion(String(parts[2]))
        }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw ServerMessage.badHeader }
            let name = line[..<colon]
            let value = line[line.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
            guard !name.isEmpty, name.allSatisfy(\.isTokenCharacter), !value.contains(where: \.isForbiddenInValue) else {
                throw ServerMessage.badHeader
            }
            headers.append((String(name), value))
        }
        return HTTPRequest(
            method: String(parts[0]), target: String(parts[1]), minorVersion: minor, headers: headers, body: Data())
    }
}

extension Character {
    /// RFC 9110 `tchar`: what a method or header name may contain.
    fileprivate var isTokenCharacter: Bool {
        guard let ascii = asciiValue else { return false }
        return isLetter || isNumber || "!#$%&'*+-.^_`|~".contains(self) && ascii > 32
    }

    /// Visible ASCII: a request target is never sent with spaces, controls or raw non-ASCII.
    fileprivate var isTargetCharacter: Bool {
        guard let ascii = asciiValue else { return false }
        return ascii > 32 && ascii < 127
    }

    /// NUL, bare CR or LF and other controls (tab aside) never belong in a header value.
    fileprivate var isForbiddenInValue: Bool {
        guard let ascii = asciiValue else { return false }
        return (ascii < 32 && ascii != 9) || ascii == 127
    }
}
