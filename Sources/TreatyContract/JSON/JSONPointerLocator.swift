/// Finds where the value at a JSON pointer starts in a JSON text, so a finding about a fixture
/// can point at the offending value in the fixture's own file.
///
/// The validator reports RFC 6901 pointers (`/0/createdAt`), aggregated ones with `*` for array
/// indices (`/items/*/owner`), and pointers to members that are absent (a missing required
/// property). The locator walks the text once along the pointer, skipping what is not on the
/// path, and answers with the deepest value it reached: the member itself, the first array item
/// a `*` pointer fits, or the object a missing member belongs to.
///
/// ```swift
/// let place = JSONPointerLocator.position(of: "/0/createdAt", in: bytes)   // line 5, column 18
/// ```
public enum JSONPointerLocator {
    /// Where the value at `pointer` (or the deepest value along it) starts; nil when `bytes` is
    /// not valid JSON as far as the path goes.
    public static func position(of pointer: String, in bytes: [UInt8]) -> JSONPosition? {
        let tokens = JSONPointer.tokens(pointer)
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            scanner.skipByteOrderMark()
            scanner.skipWhitespace()
            guard let located = try? scanner.locate(ArraySlice(tokens)) else { return nil }
            return JSONPosition(offset: located.offset, in: buffer)
        }
    }
}

extension JSONScanner {
    /// Where the walk along a pointer ended: the offset of the value reached, and whether it is
    /// the one the whole pointer names.
    struct Located {
        var offset: Int
        var complete: Bool
    }

    /// The value at `tokens` below the value starting here, or the deepest one reached.
    mutating func locate(_ tokens: ArraySlice<String>) throws(ScanFailure) -> Located {
        let here = Located(offset: position, complete: tokens.isEmpty)
        guard let token = tokens.first, position < bytes.count else { return here }
        let rest = tokens.dropFirst()
        switch bytes[position] {
        case UInt8(ascii: "{"): return try locateMember(token, rest) ?? here
        case UInt8(ascii: "["): return try locateItem(token, rest) ?? here
        default: return here
        }
    }

    private mutating func locateMember(_ key: String, _ rest: ArraySlice<String>) throws(ScanFailure) -> Located? {
        position += 1
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
            let name = try readString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
            position += 1
            skipWhitespace()
            if name == key { return try locate(rest) }
            guard try skipToNext() else { return nil }
        }
    }

    /// An index, or `*`: the first item the rest of the pointer reaches all the way into, else the first item.
    private mutating func locateItem(_ token: String, _ rest: ArraySlice<String>) throws(ScanFailure) -> Located? {
        let wanted = Int(token)
        guard wanted != nil || token == "*" else { return nil }
        position += 1
        var index = 0
        var firstItem: Located?
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] != UInt8(ascii: "]") else { return firstItem }
            if index == wanted { return try locate(rest) }
            if wanted == nil {
                var probe = self
                let found = try probe.locate(rest)
                if found.complete { return found }
                firstItem = firstItem ?? found
            }
            guard try skipToNext() else { return firstItem }
            index += 1
        }
    }

    /// Skips the value here and the `,` after it; false at the end of its container.
    private mutating func skipToNext() throws(ScanFailure) -> Bool {
        try skipValue()
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return false }
        position += 1
        return true
    }

    /// Skips one value: strings are read (so a `]` inside one is text), containers by depth.
    private mutating func skipValue() throws(ScanFailure) {
        guard position < bytes.count else { throw endOfInput("expected a JSON value") }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            _ = try readString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            repeat {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    _ = try readString()
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
                position += 1
            } while depth > 0 && position < bytes.count
        default:
            let delimiters: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")]
            while position < bytes.count, !delimiters.contains(bytes[position]) { position += 1 }
        }
    }
}
