/// The bounds of numeric options, checked in the commands' `validate()`: a value the parser read
/// but the command cannot use is refused in the words swift-argument-parser's refusals are given
/// in (``ParserMessage``), `option '--retries' does not accept '11'; expected a whole number from 0 to 10`.
enum OptionBounds {
    /// Throws unless `range` holds `value`; an unbounded top is said as "at least".
    static func check(_ value: Int, _ option: String, in range: ClosedRange<Int>) throws(UsageError) {
        guard !range.contains(value) else { return }
        let bounds =
            range.upperBound == Int.max ? "of at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
        throw UsageError("option '\(option)' does not accept '\(value)'; expected a whole number \(bounds)")
    }

    /// Throws unless `value` is a finite number of seconds above 0 and at most `limit`.
    static func check(seconds value: Double, _ option: String, atMost limit: Double = .infinity) throws(UsageError) {
        guard !(value > 0 && value.isFinite && value <= limit) else { return }
        let shown = abs(value) < 1e15 && value == value.rounded() ? String(Int(value)) : String(value)
        let upTo = limit.isFinite ? " up to \(Int(limit))" : ""
        throw UsageError("option '\(option)' does not accept '\(shown)'; expected a positive number of seconds\(upTo)")
    }
}
