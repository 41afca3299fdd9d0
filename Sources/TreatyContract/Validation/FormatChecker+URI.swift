extension FormatChecker {
    /// RFC 3986 `URI`: a scheme, then hier-part, query and fragment made of allowed or percent-encoded characters.
    static func isURI(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > bytes.startIndex,
            isAlpha(bytes[bytes.startIndex]),
            bytes[..<colon].allSatisfy({
                isAlpha($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            })
        else { return false }
        var rest = bytes[(colon + 1)...]
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            guard isEncoded(rest[(hash + 1)...], extra: ":@/?") else { return false }
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            guard isEncoded(rest[(question + 1)...], extra: ":@/?") else { return false }
            rest = rest[..<question]
        }
        guard rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) else { return isEncoded(rest, extra: ":@/") }
        let afterSlashes = rest.dropFirst(2)
        let pathStart = afterSlashes.firstIndex(of: UInt8(ascii: "/")) ?? afterSlashes.endIndex
        return isAuthority(afterSlashes[..<pathStart]) && isEncoded(afterSlashes[pathStart...], extra: ":@/")
    }

    /// `[userinfo "@"] host [":" port]`.
    private static func isAuthority(_ bytes: ArraySlice<UInt8>) -> Bool {
        var hostPort = bytes
        if let at = bytes.lastIndex(of: UInt8(ascii: "@")) {
            guard isEncoded(bytes[..<at], extra: ":") else { return false }
            hostPort = bytes[(at + 1)...]
        }
        if hostPort.first == UInt8(ascii: "[") {
            guard let close = hostPort.firstIndex(of: UInt8(ascii: "]")) else { return false }
            let literal = hostPort[(hostPort.startIndex + 1)..<close]
            let isFuture = literal.first | 0x20 == UInt8(ascii: "v")
            guard isFuture ? isEncoded(literal, extra: ":") : isIPv6(literal) else { return false }
            return isPort(hostPort[(close + 1)...])
        }
        let colon = hostPort.lastIndex(of: UInt8(ascii: ":")) ?? hostPort.endIndex
        return isEncoded(hostPort[..<colon], extra: "") && isPort(hostPort[colon...])
    }

    private static func isPort(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first else { return true }
        return first == UInt8(ascii: ":") && bytes.dropFirst().allSatisfy(isDigit)
    }

    /// Unreserved, sub-delims, `%XX` and the `extra` characters only.
    private static func isEncoded(_ bytes: ArraySlice<UInt8>, extra: StaticString) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else { return false }
                index += 3
                continue
            }
            guard isUnreservedOrSubDelimiter(byte) || isExtra(byte, extra) else { return false }
            index += 1
        }
        return true
    }

    private static func isExtra(_ byte: UInt8, _ extra: StaticString) -> Bool {
        UnsafeBufferPointer(start: extra.utf8Start, count: extra.utf8CodeUnitCount).contains(byte)
    }

    /// RFC 3986 `unreserved` and `sub-delims`.
    private static func isUnreservedOrSubDelimiter(_ byte: UInt8) -> Bool {
        if isAlpha(byte) || isDigit(byte) { return true }
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"),
            UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }
}

extension Optional where Wrapped == UInt8 {
    fileprivate static func | (lhs: UInt8?, rhs: UInt8) -> UInt8? { lhs.map { $0 | rhs } }
}
