import Foundation

extension ValidationRun {
    /// `minLength`, `maxLength` (in Unicode code points, as JSON Schema counts), `pattern`, `format`.
    mutating func checkString(_ text: String, _ shape: CompiledShape) -> Bool {
        var passed = true
        if shape.minLength != nil || shape.maxLength != nil {
            let length = text.unicodeScalars.count
            if let minimum = shape.minLength, length < minimum {
                passed = fail(
                    shape, .minLength, expected: "at least \(ValueDescription.plural(minimum, "character"))",
                    actual: "\(ValueDescription.plural(length, "character"))")
            }
            if let maximum = shape.maxLength, length > maximum {
                passed =
                    fail(
                        shape, .maxLength, expected: "at most \(ValueDescription.plural(maximum, "character"))",
                        actual: "\(ValueDescription.plural(length, "character"))") && passed
            }
        }
        if !passed, !recording { return false }
        if let pattern = shape.pattern {
            passed = checkPattern(text, pattern, shape) && passed
        }
        if let format = shape.format, FormatChecker.check(text, format: format) == false {
            passed =
                fail(
                    shape, .format, expected: "a '\(format)' string",
                    actual: ValueDescription.describe(.string(text), limit: limits.quotedLength))
                && passed
        }
        return passed
    }

    /// `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum` (compared exactly, whatever the
    /// number of digits), `multipleOf`, and the integer widths `int32` / `int64`.
    mutating func checkNumber(_ number: JSONNumber, _ shape: CompiledShape) -> Bool {
        var passed = true
        if let bound = shape.minimum, number < bound {
            passed = fail(shape, .minimum, expected: "a number at least \(bound)", actual: number.text)
        }
        if let bound = shape.maximum, bound < number {
            passed = fail(shape, .maximum, expected: "a number at most \(bound)", actual: number.text) && passed
        }
        if let bound = shape.exclusiveMinimum, !(bound < number) {
            passed = fail(shape, .exclusiveMinimum, expected: "a number greater than \(bound)", actual: number.text) && passed
        }
        if let bound = shape.exclusiveMaximum, !(number < bound) {
            passed = fail(shape, .exclusiveMaximum, expected: "a number less than \(bound)", actual: number.text) && passed
        }
        if let divisor = shape.multipleOf, !ValidationRun.isMultiple(number, of: divisor) {
            passed = fail(shape, .multipleOf, expected: "a multiple of \(divisor)", actual: number.text) && passed
        }
        if let format = shape.format, FormatChecker.check(number, format: format) == false {
            passed = fail(shape, .format, expected: "an '\(format)' integer", actual: number.text) && passed
        }
        return passed
    }

    /// Exact for integers and for decimals within `Decimal`'s range; falls back to `Double`.
    static func isMultiple(_ number: JSONNumber, of divisor: JSONNumber) -> Bool {
        if let value = Int(number.text), let step = Int(divisor.text), step != 0 {
            return value % step == 0
        }
        // Decided exactly before any rounding: zero is a multiple of every step, and a number
        // nearer zero than the step is none (`1e-999999999` underflows to 0 as a `Decimal`,
        // which made it a multiple of 0.5).
        if let digits = DecimalDigits(number.text), let step = DecimalDigits(divisor.text), step.sign != 0 {
            if digits.sign == 0 { return true }
            if DecimalDigits.compare(digits.magnitude, step.magnitude) < 0 { return false }
        }
        if let value = Decimal(string: number.text), let step = Decimal(string: divisor.text), !step.isZero,
            number.double.magnitude < 1e30, divisor.double.magnitude > 1e-30
        {
            var quotient = value / step
            var rounded = Decimal()
            NSDecimalRound(&rounded, &quotient, 0, .plain)
            return rounded == quotient
        }
        let quotient = number.double / divisor.double
        return quotient.isFinite && quotient.rounded() == quotient
    }
}
