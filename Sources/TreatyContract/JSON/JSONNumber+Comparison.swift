extension JSONNumber: Comparable {
    /// Exact numeric order of the literals, for any number of digits and any exponent:
    /// `99999999999999999998 < 99999999999999999999` although both are the same `Double`.
    public static func < (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// -1, 0 or 1 as `lhs` is less than, equal to or greater than `rhs`, exactly.
    static func compare(_ lhs: JSONNumber, _ rhs: JSONNumber) -> Int {
        // Rounding to Double never reverses an order, so two different finite Doubles settle it.
        if lhs.double.isFinite, rhs.double.isFinite, lhs.double != rhs.double { return lhs.double < rhs.double ? -1 : 1 }
        if lhs.text == rhs.text { return 0 }
        guard let left = DecimalDigits(lhs.text), let right = DecimalDigits(rhs.text) else {
            return lhs.double < rhs.double ? -1 : lhs.double > rhs.double ? 1 : 0
        }
        return DecimalDigits.compare(left, right)
    }
}

/// A number literal as sign, significant digits and exponent: ±0.d₁d₂…dₙ × 10^exponent with
/// d₁ ≠ 0 and no trailing zeros, so two literals compare digit by digit.
struct DecimalDigits {
    /// -1, 0 (the number is zero) or 1.
    let sign: Int
    /// ASCII digits, without leading or trailing zeros.
    let digits: ArraySlice<UInt8>
    let exponent: Int

    /// Exponents are clamped to this magnitude; no literal a person writes comes near it.
    private static let exponentBound = 1_000_000_000_000_000

    /// Reads `-12.50e3`, `+1.`, `.5` and the like; nil for anything else.
    init?(_ text: String) {
        var bytes = Array(text.utf8)[...]
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        let integer = bytes.prefix { DecimalDigits.isDigit($0) }
        bytes = bytes.dropFirst(integer.count)
        var fraction = ArraySlice<UInt8>()
        if bytes.first == UInt8(ascii: ".") {
            fraction = bytes.dropFirst().prefix { DecimalDigits.isDigit($0) }
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return nil }
        var exponent = 0
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            guard let value = DecimalDigits.exponent(bytes.dropFirst()) else { return nil }
            exponent = value
            bytes = []
        }
        guard bytes.isEmpty else { return nil }
        let all = integer + fraction
        let leadingZeros = all.prefix { $0 == UInt8(ascii: "0") }.count
        var significant = all.dropFirst(leadingZeros)
        while significant.last == UInt8(ascii: "0") { significant = significant.dropLast() }
        self.digits = significant
        self.sign = significant.isEmpty ? 0 : negative ? -1 : 1
        self.exponent = significant.isEmpty ? 0 : exponent + integer.count - leadingZeros
    }

    /// The same digits and exponent, without the sign.
    var magnitude: DecimalDigits {
        DecimalDigits(sign: sign == 0 ? 0 : 1, digits: digits, exponent: exponent)
    }

    private init(sign: Int, digits: ArraySlice<UInt8>, exponent: Int) {
        self.sign = sign
        self.digits = digits
        self.exponent = exponent
    }

    static func compare(_ lhs: DecimalDigits, _ rhs: DecimalDigits) -> Int {
        if lhs.sign != rhs.sign { return lhs.sign < rhs.sign ? -1 : 1 }
        if lhs.sign == 0 { return 0 }
        let magnitude: Int
        if lhs.exponent != rhs.exponent {
            magnitude = lhs.exponent < rhs.exponent ? -1 : 1
        } else if let (left, right) = zip(lhs.digits, rhs.digits).first(where: { $0 != $1 }) {
            magnitude = left < right ? -1 : 1
        } else {
            magnitude = lhs.digits.count == rhs.digits.count ? 0 : lhs.digits.count < rhs.digits.count ? -1 : 1
        }
        return lhs.sign * magnitude
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func exponent(_ bytes: ArraySlice<UInt8>) -> Int? {
        var rest = bytes
        var negative = false
        if let first = rest.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty, rest.allSatisfy(isDigit) else { return nil }
        var value = 0
        for byte in rest {
            value = min(value * 10 + Int(byte - UInt8(ascii: "0")), exponentBound)
        }
        return negative ? -value : value
    }
}
