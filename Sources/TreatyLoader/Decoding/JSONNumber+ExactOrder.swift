import TreatyContract

extension JSONNumber {
    /// How this number's exact decimal value orders against `other`'s: -1, 0 or 1; nil when either
    /// text is not a decimal literal or its exponent is too large to compare.
    ///
    /// Bounds are compared on their text, never as `Double`: `99999999999999999999` and
    /// `99999999999999999998` are different bounds.
    func exactOrder(against other: JSONNumber) -> Int? {
        guard let left = DecimalValue(text), let right = DecimalValue(other.text) else { return nil }
        return left.order(against: right)
    }
}

/// A decimal literal as sign, significant digits and the position of the decimal point:
/// `-12.50` is negative, digits `125`, point 2 (−0.125 × 10²).
private struct DecimalValue {
    var negative: Bool
    /// Significant digits without leading or trailing zeros; empty for zero.
    var digits: [UInt8]
    var point: Int

    init?(_ text: String) {
        var bytes = Substring(text).utf8[...]
        negative = bytes.first == UInt8(ascii: "-")
        if negative || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let exponentStart = bytes.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        var exponent = 0
        if let exponentStart {
            guard let value = Int(String(decoding: bytes[bytes.index(after: exponentStart)...], as: UTF8.self)) else {
                return nil
            }
            exponent = value
            bytes = bytes[..<exponentStart]
        }
        let dot = bytes.firstIndex(of: UInt8(ascii: "."))
        let whole = dot.map { bytes[..<$0] } ?? bytes
        let fraction = dot.map { bytes[bytes.index(after: $0)...] } ?? bytes[bytes.endIndex...]
        let all = Array(whole) + Array(fraction)
        guard !all.isEmpty, all.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return nil }
        let (shifted, overflow) = whole.count.addingReportingOverflow(exponent)
        guard !overflow else { return nil }
        let leadingZeros = all.prefix { $0 == UInt8(ascii: "0") }.count
        digits = Array(all.dropFirst(leadingZeros).reversed().drop { $0 == UInt8(ascii: "0") }.reversed())
        point = shifted - leadingZeros
    }

    func order(against other: DecimalValue) -> Int {
        let signs = (digits.isEmpty ? 0 : negative ? -1 : 1, other.digits.isEmpty ? 0 : other.negative ? -1 : 1)
        guard signs.0 == signs.1 else { return signs.0 < signs.1 ? -1 : 1 }
        guard signs.0 != 0 else { return 0 }
        let magnitude = magnitudeOrder(against: other)
        return negative ? -magnitude : magnitude
    }

    private func magnitudeOrder(against other: DecimalValue) -> Int {
        if point != other.point { return point < other.point ? -1 : 1 }
        for (left, right) in zip(digits, other.digits) where left != right {
            return left < right ? -1 : 1
        }
        return digits.count == other.digits.count ? 0 : digits.count < other.digits.count ? -1 : 1
    }
}
