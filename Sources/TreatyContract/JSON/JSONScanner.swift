/// A parse failure before its line and column are worked out (done once, only on failure).
struct ScanFailure: Error {
    var message: String
    var offset: Int
    /// The document nests deeper than the parser follows: not known to be malformed.
    var isNestingTooDeep = false

    init(_ message: String, at offset: Int, isNestingTooDeep: Bool = false) {
        self.message = message
        self.offset = offset
        self.isNestingTooDeep = isNestingTooDeep
    }
}

/// Byte-level reading of JSON tokens over a buffer; ``JSONParser`` drives it.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// Reused for strings with escapes, so each one does not allocate its own buffer.
    var scratch: [UInt8] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    func endOfInput(_ expectation: String) -> ScanFailure {
        ScanFailure("unexpected end of input; \(expectation)", at: bytes.count)
    }

    /// The byte at `offset` as a message token: `'x'`, `control character U+0001` or `byte 0xC3`.
    func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let hex = String(byte, radix: 16, uppercase: true)
        if byte < 0x20 || byte == 0x7F { return "control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)" }
        return "byte 0x\(hex)"
    }

    mutating func readLiteral(_ word: StaticString) throws(ScanFailure) {
        let start = position
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard position < bytes.count else { throw endOfInput("expected '\(word)'") }
            guard bytes[position] == byte else {
                throw ScanFailure("invalid literal; expected '\(word)', found \(describe(position))", at: start)
            }
            position += 1
        }
    }

    /// Reads a number, checking RFC 8259's grammar; the text is kept as written.
    mutating func readNumber() throws(ScanFailure) -> JSONNumber {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count else { throw endOfInput("expected a digit after '-'") }
        guard isDigit(bytes[position]) else {
            throw ScanFailure("expected a digit after '-', found \(describe(position))", at: position)
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) {
                throw ScanFailure(
                    "leading zeros are not allowed in numbers; write '\(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...position]), as: UTF8.self).replacingZeros())'",
                    at: start)
            }
        } else {
            skipDigits()
        }
        let integerEnd = position
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            try requireDigits(after: "'.'")
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            try requireDigits(after: "the exponent")
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if integerEnd == position, position - start <= 18 {
            return JSONNumber(integerText: text, value: Int(text) ?? 0)
        }
        return JSONNumber(text: text)
    }

    private mutating func requireDigits(after what: String) throws(ScanFailure) {
        guard position < bytes.count else { throw endOfInput("expected a digit after \(what)") }
        guard isDigit(bytes[position]) else {
            throw ScanFailure("expected a digit after \(what), found \(describe(position))", at: position)
        }
        skipDigits()
    }

    private mutating func skipDigits() {
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}

extension String {
    /// `007` → `7`, `-00` → `-0`: the suggested fix for a number with leading zeros.
    fileprivate func replacingZeros() -> String {
        let negative = hasPrefix("-")
        let digits = drop(while: { $0 == "-" }).drop(while: { $0 == "0" })
        return (negative ? "-" : "") + (digits.isEmpty ? "0" : String(digits))
    }
}
