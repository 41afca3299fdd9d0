import Foundation
import TreatyContract

extension HTTPRequestParser {
    /// The request line and header fields, read from the bytes before the blank line.
    ///
    /// Works on bytes, not `String`s: every byte is checked once against what HTTP allows there,
    /// and only the parts kept become strings (this is the server's hot path with keep-alive).
    static func head(_ bytes: ArraySlice<UInt8>) throws(HTTPRejection) -> HTTPRequest {
        var lines = Self.lines(bytes)
        let parts = lines.removeFirst().split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(HeaderLine.isTokenByte),
            parts[1].first == 47, parts[1].allSatisfy({ $0 > 32 && $0 < 127 })
        else { throw ServerMessage.badRequestLine }
        let minor: Int
        switch String(decoding: parts[2], as: UTF8.self) {
        case "HTTP/1.1": minor = 1
        case "HTTP/1.0": minor = 0
        case let version: throw ServerMessage.badVersion(version)
        }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: 58) else { throw ServerMessage.badHeader }
            let name = line[..<colon]
            var value = line[(colon + 1)...]
            while let first = value.first, first == 32 || first == 9 { value = value.dropFirst() }
            while let last = value.last, last == 32 || last == 9 { value = value.dropLast() }
            guard !name.isEmpty, name.allSatisfy(HeaderLine.isTokenByte), !value.contains(where: Self.isForbiddenInValue) else {
                throw ServerMessage.badHeader
            }
            headers.append((String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self)))
        }
        return HTTPRequest(
            method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: parts[1], as: UTF8.self),
            minorVersion: minor, headers: headers, body: Data())
    }

    /// `bytes` split at each CRLF; a bare LF stays inside its line (and is refused there).
    private static func lines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = start
        while index + 1 < bytes.endIndex {
            if bytes[index] == 13, bytes[index + 1] == 10 {
                lines.append(bytes[start..<index])
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        lines.append(bytes[start..<bytes.endIndex])
        return lines
    }

    /// NUL, bare CR or LF and other controls (tab aside) never belong in a header value.
    private static func isForbiddenInValue(_ byte: UInt8) -> Bool {
        (byte < 32 && byte != 9) || byte == 127
    }
}
