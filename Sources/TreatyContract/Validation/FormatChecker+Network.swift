extension FormatChecker {
    /// RFC 2673 dotted quad: four decimal octets 0-255, no leading zeros.
    package static func isIPv4(_ bytes: ArraySlice<UInt8>) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        return parts.allSatisfy { part in
            guard (1...3).contains(part.count), part.allSatisfy(isDigit),
                part.count == 1 || part.first != UInt8(ascii: "0"),
                let value = number(part, 0, part.count)
            else { return false }
            return value <= 255
        }
    }

    /// RFC 4291 text form: eight groups of 1-4 hex digits, at most one `::`, an optional trailing
    /// dotted quad standing for two groups; no zone id.
    package static func isIPv6(_ bytes: ArraySlice<UInt8>) -> Bool {
        let text = Array(bytes)
        if let gap = firstDoubleColon(text) {
            guard let head = groupCount(text[..<gap], allowIPv4: false),
                let tail = groupCount(text[(gap + 2)...], allowIPv4: true)
            else { return false }
            return head + tail < 8
        }
        return groupCount(text[...], allowIPv4: true) == 8
    }

    private static func firstDoubleColon(_ text: [UInt8]) -> Int? {
        guard text.count >= 2 else { return nil }
        return (0..<(text.count - 1)).first { text[$0] == UInt8(ascii: ":") && text[$0 + 1] == UInt8(ascii: ":") }
    }

    /// The number of 16-bit groups in `a:b:c` (a trailing dotted quad counts two), or nil if malformed.
    private static func groupCount(_ text: ArraySlice<UInt8>, allowIPv4: Bool) -> Int? {
        if text.isEmpty { return 0 }
        let groups = text.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        var count = 0
        for (index, group) in groups.enumerated() {
            if allowIPv4, index == groups.count - 1, group.contains(UInt8(ascii: ".")) {
                guard isIPv4(group) else { return nil }
                count += 2
            } else {
                guard (1...4).contains(group.count), group.allSatisfy(isHexDigit) else { return nil }
                count += 1
            }
        }
        return count
    }

    /// RFC 5321 mailbox: a dot-string or quoted local part, `@`, and a domain or address literal.
    static func isEmail(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let at = localPartEnd(bytes), at < bytes.endIndex, bytes[at] == UInt8(ascii: "@") else { return false }
        let domain = bytes[(at + 1)...]
        if domain.first == UInt8(ascii: "["), domain.last == UInt8(ascii: "]") {
            let literal = domain.dropFirst().dropLast()
            let prefix = Array("IPv6:".utf8)
            if literal.starts(with: prefix) { return isIPv6(literal.dropFirst(prefix.count)) }
            return isIPv4(literal)
        }
        return isHostname(domain)
    }

    /// Where the local part ends (the index of the `@` expected next), or nil when it is malformed.
    private static func localPartEnd(_ bytes: ArraySlice<UInt8>) -> Int? {
        if bytes.first == UInt8(ascii: "\"") {
            var index = bytes.startIndex + 1
            while index < bytes.endIndex {
                switch bytes[index] {
                case UInt8(ascii: "\""): return index + 1
                case UInt8(ascii: "\\"): index += 2
                case 0x20...0x7E: index += 1
                default: return nil
                }
            }
            return nil
        }
        guard let at = bytes.firstIndex(of: UInt8(ascii: "@")) else { return nil }
        let atoms = bytes[..<at].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        let valid = atoms.allSatisfy { atom in
            !atom.isEmpty && atom.allSatisfy { isAlpha($0) || isDigit($0) || "!#$%&'*+-/=?^_`{|}~".utf8.contains($0) }
        }
        return valid ? at : nil
    }

    /// Dot-separated labels of letters, digits and inner hyphens, each 1-63 characters.
    static func isHostname(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard !bytes.isEmpty, bytes.count <= 253 else { return false }
        return bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy { label in
            (1...63).contains(label.count) && label.first != UInt8(ascii: "-") && label.last != UInt8(ascii: "-")
                && label.allSatisfy { isAlpha($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
        }
    }
}
