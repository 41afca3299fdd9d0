import Foundation

/// A JSON number kept as its source text.
///
/// Keeping the text means `1` and `1.5` stay apart, integers wider than 64 bits are still
/// numbers (never an overflow error), and canonical formatting writes numbers as read.
/// Equality is numeric (`1.0 == 1`), as JSON Schema's `enum` and `const` require.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The literal as written, e.g. `-12`, `3.25`, `1e400`.
    public let text: String
    /// Whether the value is mathematically an integer (`1.0` and `1e2` are).
    public let isInteger: Bool
    /// The value as a `Double`, for comparisons against bounds (may round for huge literals).
    public let double: Double

    /// Wraps a literal that is already known to be valid JSON number syntax.
    public init(text: String) {
        self.text = text
        self.double = Double(text) ?? .nan
        self.isInteger = JSONNumber.isIntegral(text)
    }

    /// A plain integer literal whose value the parser already computed (skips re-parsing the text).
    init(integerText: String, value: Int) {
        self.text = integerText
        self.double = Double(value)
        self.isInteger = true
    }

    /// The number `value`, written in decimal.
    public init(_ value: Int) {
        self.init(text: String(value))
    }

    /// The value as an `Int` when it is integral and fits.
    public var int: Int? {
        if let exact = Int(text) { return exact }
        guard isInteger, double.magnitude < 9.0e15 else { return nil }
        return Int(double)
    }

    /// The number as written in the source text.
    public var description: String { text }

    /// Exact numeric equality (see ``compare(_:_:)``): `1.0 == 1`, but two long integers that
    /// share a `Double` are told apart.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        if lhs.text == rhs.text { return true }
        if lhs.double.isNaN || rhs.double.isNaN { return false }
        return compare(lhs, rhs) == 0
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(double.isNaN ? 0 : double)
    }

    /// Exact: `1.0` and `1e400` are integers, `1.0000000000000000001` is not (though its `Double` is).
    private static func isIntegral(_ text: String) -> Bool {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") })
        else { return true }
        guard let parts = DecimalDigits(text) else { return false }
        return parts.sign == 0 || parts.digits.count <= parts.exponent
    }
}
