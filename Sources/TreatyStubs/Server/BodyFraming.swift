import Foundation

/// How a request's body is delimited: none, `Content-Length`, or `Transfer-Encoding: chunked`.
enum BodyFraming {
    case none
    case length(Int)
    case chunked(max: Int)

    enum Read {
        case needMore
        case body(Data, end: Int)
        case failed(HTTPRejection)
    }

    /// The framing `head` declares; a length over `maxBodyBytes`, a malformed or conflicting
    /// length, and any transfer coding but `chunked` are refused.
    init(_ head: HTTPRequest, maxBodyBytes: Int) throws(HTTPRejection) {
        let lengths = head.headers.filter { $0.name.lowercased() == "content-length" }.map(\.value)
        let codings = head.headers.filter { $0.name.lowercased() == "transfer-encoding" }.map { $0.value.lowercased() }
        if !codings.isEmpty {
            guard lengths.isEmpty else { throw ServerMessage.lengthAndChunked }
            guard codings == ["chunked"] else { throw ServerMessage.unsupportedCoding(codings.joined(separator: ", ")) }
            self = .chunked(max: maxBodyBytes)
            return
        }
        guard let first = lengths.first else {
            self = .none
            return
        }
        guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.count <= 18, first.allSatisfy(\.isASCIIDigit),
            let length = Int(first)
        else { throw ServerMessage.badLength(first) }
        guard length <= maxBodyBytes else { throw ServerMessage.bodyTooLarge(maxBodyBytes) }
        self = .length(length)
    }

    func read(_ bytes: [UInt8], from start: Int) -> Read {
        switch self {
        case .none:
            return .body(Data(), end: start)
        case .length(let length):
            guard bytes.count - start >= length else { return .needMore }
            return .body(Data(bytes[start..<start + length]), end: start + length)
        case .chunked(let max):
            return Self.dechunk(bytes, from: start, max: max)
        }
    }

    /// Reads `size[;ext]\r\n data\r\n` chunks up to the `0` chunk and its (ignored) trailers.
    ///
    /// The chunks are located first and copied only once the body is complete, so a large body
    /// arriving in many reads is scanned chunk header by chunk header, not copied on every read.
    private static func dechunk(_ bytes: [UInt8], from start: Int, max: Int) -> Read {
        var chunks: [Range<Int>] = []
        var total = 0
        var position = start
        while true {
            guard let lineEnd = lineEnd(bytes, from: position, limit: 1024) else {
                return bytes.count - position > 1024 ? .failed(ServerMessage.badChunk) : .needMore
            }
            let line = String(decoding: bytes[position..<lineEnd], as: UTF8.self)
            let digits = line.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            guard !digits.isEmpty, digits.count <= 15, let size = Int(digits, radix: 16) else {
                return .failed(ServerMessage.badChunk)
            }
            position = lineEnd + 2
            if size == 0 {
                guard case .body(_, let end) = trailers(bytes, from: position) else { return trailers(bytes, from: position) }
                var body = Data(capacity: total)
                for chunk in chunks { body.append(contentsOf: bytes[chunk]) }
                return .body(body, end: end)
            }
            guard total + size <= max else { return .failed(ServerMessage.bodyTooLarge(max)) }
            guard bytes.count >= position + size + 2 else { return .needMore }
            guard bytes[position + size] == 13, bytes[position + size + 1] == 10 else { return .failed(ServerMessage.badChunk) }
            chunks.append(position..<position + size)
            total += size
            position += size + 2
        }
    }

    /// Skips trailer fields up to the blank line; the body it returns is empty (the caller's is kept).
    private static func trailers(_ bytes: [UInt8], from start: Int) -> Read {
        var position = start
        for _ in 0..<64 {
            guard let end = lineEnd(bytes, from: position, limit: 8192) else {
                return bytes.count - position > 8192 ? .failed(ServerMessage.badChunk) : .needMore
            }
            if end == position { return .body(Data(), end: end + 2) }
            position = end + 2
        }
        return .failed(ServerMessage.badChunk)
    }

    /// The offset of the next `\r\n` at or after `start`, within `limit` bytes.
    private static func lineEnd(_ bytes: [UInt8], from start: Int, limit: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count, index - start <= limit {
            if bytes[index] == 13, bytes[index + 1] == 10 { return index }
            index += 1
        }
        return nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
