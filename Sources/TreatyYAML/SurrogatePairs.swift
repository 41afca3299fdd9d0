import Foundation

/// JSON's surrogate-pair escapes, rewritten into the one escape libyaml reads.
///
/// JSON writes a character above U+FFFF in a string as two `\u` escapes, a UTF-16 surrogate pair
/// (`"\uD83D\uDE80"` is 🚀). libyaml reads every `\u` escape as one code point and refuses a
/// surrogate, so a valid JSON document failed as `yaml-syntax`. A document that is JSON (every
/// byte outside a string is JSON punctuation, a number, `true`, `false`, `null` or white space)
/// has each pair rewritten as the 8-digit escape YAML defines for it (`\U0001F680`), which libyaml
/// decodes to the same character; a lone surrogate is refused at its escape, as JSON parsers do.
/// A YAML document is left as it is: outside JSON a `"` may be plain text, and libyaml's own
/// error stands.
///
/// The rewrite is two characters shorter per pair, so ``ColumnShifts`` turns the columns libyaml
/// reports on a rewritten line back into the columns of the file.
struct SurrogatePairs {
    /// The rewritten source and how to map its marks back.
    struct Rewritten {
        var bytes: [UInt8]
        var shifts: ColumnShifts
    }

    /// `source` with every surrogate pair rewritten; nil when there is no pair to rewrite or the
    /// source is not JSON.
    /// - Throws: ``YAMLError`` at a lone surrogate in a JSON document.
    static func rewrite(_ source: [UInt8]) throws(YAMLError) -> Rewritten? {
        guard mayHoldSurrogate(source) else { return nil }
        var scan = Scan(source: source)
        guard try scan.run(), !scan.pairs.isEmpty else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var copied = 0
        for pair in scan.pairs {
            bytes += source[copied..<pair.offset]
            bytes += Array("\\U\(hex(pair.scalar, digits: 8))".utf8)
            copied = pair.offset + 12
        }
        bytes += source[copied...]
        return Rewritten(bytes: bytes, shifts: scan.shifts)
    }

    /// Whether `source` holds `\u` followed by `D8`-`DF`: a quick look that spares most files the scan.
    /// Runs on every file read, before libyaml starts, so it jumps from backslash to backslash
    /// with `memchr` (most documents have few): a byte-by-byte search was 1.5 % of the
    /// instructions of reading Stripe's 4 MB description, all of them before the parser began.
    private static func mayHoldSurrogate(_ source: [UInt8]) -> Bool {
        source.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            var from = 0
            while from < bytes.count, let found = memchr(base + from, Int32(UInt8(ascii: "\\")), bytes.count - from) {
                let index = base.distance(to: UnsafeRawPointer(found))
                guard index + 3 < bytes.count else { return false }
                if bytes[index + 1] == UInt8(ascii: "u"), bytes[index + 2] | 0x20 == UInt8(ascii: "d"),
                    hexValue(bytes[index + 3]).map({ $0 >= 8 }) == true
                {
                    return true
                }
                from = index + 1
            }
            return false
        }
    }

    /// One pass over a source as JSON text: where its strings are, and the surrogate pairs in them.
    private struct Scan {
        let source: [UInt8]
        var pairs: [(offset: Int, scalar: UInt32)] = []
        var shifts = ColumnShifts()
        private var index = 0
        private var line = 1
        /// The 1-based column of `index`, in Unicode scalars, as libyaml counts.
        private var column = 1

        init(source: [UInt8]) {
            self.source = source
        }

        /// False when a byte outside a string is not JSON (or a string is not closed).
        mutating func run() throws(YAMLError) -> Bool {
            let outside = Set("{}[],:0123456789+-.eEtruefalsn \t\r\n".utf8)
            while index < source.count {
                let byte = source[index]
                if byte == UInt8(ascii: "\"") {
                    advance()
                    guard try string() else { return false }
                } else if outside.contains(byte) {
                    advance()
                } else {
                    return false
                }
            }
            return true
        }

        /// Reads a string after its opening quote; false when it does not end.
        private mutating func string() throws(YAMLError) -> Bool {
            while index < source.count {
                switch source[index] {
                case UInt8(ascii: "\""):
                    advance()
                    return true
                case UInt8(ascii: "\\"):
                    if let unit = unit(at: index), (0xD800...0xDFFF).contains(unit) {
                        try surrogate(unit)
                    } else {
                        advance()
                        if index < source.count { advance() }
                    }
                case UInt8(ascii: "\n"):
                    return false
                default:
                    advance()
                }
            }
            return false
        }

        /// A surrogate escape at `index`: with its low half, one pair to rewrite; alone, an error.
        private mutating func surrogate(_ high: UInt16) throws(YAMLError) {
            let mark = YAMLMark(line: line, column: column)
            let written = "\\u\(hex(UInt32(high), digits: 4))"
            guard high < 0xDC00 else {
                throw YAMLError(
                    rule: "yaml-syntax",
                    message: "lone low surrogate '\(written)' in a JSON string; it must follow a high surrogate",
                    mark: mark, hint: Self.pairHint)
            }
            guard let low = unit(at: index + 6), (0xDC00...0xDFFF).contains(low) else {
                throw YAMLError(
                    rule: "yaml-syntax",
                    message: "lone high surrogate '\(written)' in a JSON string; expected a '\\uDC00'-'\\uDFFF' escape after it",
                    mark: mark, hint: Self.pairHint)
            }
            let scalar = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            pairs.append((index, scalar))
            // The rewritten escape ends two columns before the pair did; what follows on the line moves left by two.
            shifts.add(line: line, fromRewrittenColumn: column - 2 * shifts.count(onLine: line) + 10)
            index += 12
            column += 12
        }

        static let pairHint =
            "write a character above U+FFFF as a high and a low surrogate ('\\uD83D\\uDE80'), or as the character itself"

        /// The code unit of a `\uXXXX` escape at `offset`, nil when there is none.
        private func unit(at offset: Int) -> UInt16? {
            guard offset + 5 < source.count, source[offset] == UInt8(ascii: "\\"), source[offset + 1] == UInt8(ascii: "u")
            else { return nil }
            var value: UInt16 = 0
            for digit in source[(offset + 2)...(offset + 5)] {
                guard let nibble = hexValue(digit) else { return nil }
                value = value << 4 | UInt16(nibble)
            }
            return value
        }

        /// Steps over one byte, counting lines, and columns in Unicode scalars (continuation bytes add none).
        private mutating func advance() {
            let byte = source[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }
}

/// Where a rewritten source's lines are shorter than the file's, to report the file's columns.
struct ColumnShifts: Sendable {
    /// Per line, the rewritten columns from which the text sits two more columns to the left.
    private var starts: [Int: [Int]] = [:]

    mutating func add(line: Int, fromRewrittenColumn column: Int) {
        starts[line, default: []].append(column)
    }

    func count(onLine line: Int) -> Int {
        starts[line]?.count ?? 0
    }

    /// The file's position of a position in the rewritten source.
    func original(_ mark: YAMLMark) -> YAMLMark {
        guard let columns = starts[mark.line] else { return mark }
        return YAMLMark(line: mark.line, column: mark.column + 2 * columns.count { $0 <= mark.column })
    }

    /// `error` with its positions in the file's columns.
    func original(_ error: YAMLError) -> YAMLError {
        var error = error
        error.mark = original(error.mark)
        if let context = error.context { error.context?.mark = original(context.mark) }
        return error
    }
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}

private func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}
