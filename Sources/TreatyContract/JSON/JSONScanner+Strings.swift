extension JSONScanner {
    /// Reads a string literal starting at the opening quote, validating UTF-8 and escapes.
    mutating func readString() throws(ScanFailure) -> String {
        let start = position + 1
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                position = index
                return try readEscapedString(copying: start..<index)
            }
            if byte < 0x20 {
                throw ScanFailure("\(describe(index)) in string; escape it (e.g. '\\n')", at: index)
            }
            index += byte < 0x80 ? 1 : try utf8SequenceLength(at: index)
        }
        throw endOfInput("unterminated string; expected '\"'")
    }

    /// Continues a string from its first backslash, collecting the decoded bytes in the scratch buffer.
    private mutating func readEscapedString(copying prefix: Range<Int>) throws(ScanFailure) -> String {
        var output = scratch
        scratch = []
        output.removeAll(keepingCapacity: true)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[prefix]))
        defer { scratch = output }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: output, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                try readEscape(into: &output)
                continue
            }
            if byte < 0x20 {
                throw ScanFailure("\(describe(position)) in string; escape it (e.g. '\\n')", at: position)
            }
            let length = byte < 0x80 ? 1 : try utf8SequenceLength(at: position)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<position + length]))
            position += length
        }
        throw endOfInput("unterminated string; expected '\"'")
    }

    /// Decodes one escape sequence at the backslash under `position`.
    private mutating func readEscape(into output: inout [UInt8]) throws(ScanFailure) {
        let escapeStart = position
        position += 1
        guard position < bytes.count else { throw endOfInput("unterminated escape sequence") }
        let letter = bytes[position]
        position += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(letter)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"): try readUnicodeEscape(startingAt: escapeStart, into: &output)
        default:
            throw ScanFailure(
                "invalid escape '\\\(describe(position - 1).trimmingQuotes)'; expected one of '\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u'",
                at: escapeStart)
        }
    }

    /// Decodes `\uXXXX`, pairing surrogates; a lone surrogate is an error.
    private mutating func readUnicodeEscape(startingAt escapeStart: Int, into output: inout [UInt8]) throws(ScanFailure) {
        let unit = try readHex4()
        var scalarValue = UInt32(unit)
        if (0xDC00...0xDFFF).contains(unit) {
            throw ScanFailure("lone low surrogate '\\u\(hex(unit))'; it must follow a high surrogate", at: escapeStart)
        }
        if (0xD800...0xDBFF).contains(unit) {
            let lowStart = position
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
            else {
                throw ScanFailure(
                    "lone high surrogate '\\u\(hex(unit))'; expected a '\\uDC00'-'\\uDFFF' escape after it", at: escapeStart)
            }
            position += 2
            let low = try readHex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw ScanFailure("lone high surrogate '\\u\(hex(unit))'; '\\u\(hex(low))' is not a low surrogate", at: lowStart)
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        }
        output.append(contentsOf: Unicode.Scalar(scalarValue).map { Array(String($0).utf8) } ?? [])
    }

    private mutating func readHex4() throws(ScanFailure) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard position < bytes.count else { throw endOfInput("expected 4 hexadecimal digits after '\\u'") }
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw ScanFailure("expected a hexadecimal digit in '\\u' escape, found \(describe(position))", at: position)
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    private func hex(_ unit: UInt16) -> String {
        let text = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - text.count) + text
    }

    /// The length of the well-formed UTF-8 sequence starting at `index` (a byte ≥ 0x80), per RFC 3629.
    private func utf8SequenceLength(at index: Int) throws(ScanFailure) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw invalidUTF8(at: index)
        }
        for offset in 1..<length {
            guard index + offset < bytes.count else { throw invalidUTF8(at: index) }
            let byte = bytes[index + offset]
            let range = offset == 1 ? low...high : 0x80...0xBF
            guard range.contains(byte) else { throw invalidUTF8(at: index) }
        }
        return length
    }

    private func invalidUTF8(at index: Int) -> ScanFailure {
        ScanFailure(
            "invalid UTF-8 sequence starting with byte 0x\(String(bytes[index], radix: 16, uppercase: true)); the text must be UTF-8",
            at: index)
    }
}

extension String {
    /// `'x'` → `x`, for quoting a described byte inside another token.
    fileprivate var trimmingQuotes: String {
        hasPrefix("'") && hasSuffix("'") && count >= 3 ? String(dropFirst().dropLast()) : self
    }
}
