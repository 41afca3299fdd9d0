/// A set of Unicode scalars with the meaning ICU's regular expressions give it: ranges, the
/// classes `\d`, `\w`, `\s` and `.` (each possibly negated), and `[^…]` negating the whole.
///
/// Classes follow ICU, which `NSRegularExpression` uses and which handles the patterns the
/// linear matcher leaves to it: `\d` is any decimal digit (`\p{Nd}`, not only `0-9`), `\w` is
/// `[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\u200C\u200D]`, `\s` is `\p{White_Space}`, and `.` is any
/// scalar but a line terminator. The answer for ASCII scalars is kept in a bitmap.
struct ScalarSet: Sendable, Equatable {
    enum Class: Sendable, Equatable {
        case digit, word, space
        /// `.`: anything but a line terminator.
        case notLineTerminator
    }

    struct ClassItem: Sendable, Equatable {
        let kind: Class
        let negated: Bool
    }

    let ranges: [ClosedRange<UInt32>]
    let classes: [ClassItem]
    let negated: Bool
    private var asciiLow: UInt64 = 0
    private var asciiHigh: UInt64 = 0

    /// Ranges are sorted and merged and classes deduplicated, so a set written with thousands of
    /// members still answers in a few comparisons.
    init(ranges: [ClosedRange<UInt32>] = [], classes: [ClassItem] = [], negated: Bool = false) {
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
        self.classes = classes.reduce(into: []) { unique, item in if !unique.contains(item) { unique.append(item) } }
        self.negated = negated
        for value in UInt32(0)..<128 where slowContains(value) {
            if value < 64 { asciiLow |= 1 << UInt64(value) } else { asciiHigh |= 1 << UInt64(value - 64) }
        }
    }

    /// `.`
    static let dot = ScalarSet(classes: [ClassItem(kind: .notLineTerminator, negated: false)])

    /// `\d`, `\w`, `\s` or their capitalised negations as a set of their own.
    static func escape(_ kind: Class, negated: Bool) -> ScalarSet {
        ScalarSet(classes: [ClassItem(kind: kind, negated: negated)])
    }

    func contains(_ value: UInt32) -> Bool {
        if value < 64 { return asciiLow & (1 << UInt64(value)) != 0 }
        if value < 128 { return asciiHigh & (1 << UInt64(value - 64)) != 0 }
        return slowContains(value)
    }

    private func slowContains(_ value: UInt32) -> Bool {
        var found = inRanges(value)
        if !found, let scalar = Unicode.Scalar(value) {
            found = classes.contains { ScalarSet.member(scalar, of: $0.kind) != $0.negated }
        }
        return found != negated
    }

    /// Binary search of the sorted, disjoint ranges.
    private func inRanges(_ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value {
                low = middle + 1
            } else if ranges[middle].lowerBound > value {
                high = middle
            } else {
                return true
            }
        }
        return false
    }

    static func member(_ scalar: Unicode.Scalar, of kind: Class) -> Bool {
        switch kind {
        case .digit:
            return scalar.properties.generalCategory == .decimalNumber
        case .word:
            if scalar.isASCII {
                let value = scalar.value
                return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                    || value == 0x5F
            }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
            default: return properties.isAlphabetic || scalar.value == 0x200C || scalar.value == 0x200D
            }
        case .space:
            return scalar.properties.isWhitespace
        case .notLineTerminator:
            return !isLineTerminator(scalar.value)
        }
    }

    /// ICU's line terminators: `\n`, `\v`, `\f`, `\r`, U+0085, U+2028, U+2029.
    static func isLineTerminator(_ value: UInt32) -> Bool {
        (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029
    }
}
