import Foundation

extension ShapeSampler.Run {
    /// Number candidates: multiples of every `multipleOf` (and of 1 for integers) inside all the
    /// bounds, the one closest to zero first; for `number` without `multipleOf`, then a few
    /// fractions (`0.5`, a midpoint) for ranges without integers or shapes that rule them out.
    ///
    /// Arithmetic is decimal, so `multipleOf: 0.01` and `minimum: 0.1` are met exactly; a bound
    /// beyond `Decimal`'s range (about 1e165) gives no candidates. Integers with plain integer
    /// bounds and no `multipleOf` take ``ShapeSampler/IntegerRange``, the same candidates in `Int`.
    func numbers(_ conjunction: ShapeSampler.Conjunction, integer: Bool, variants: [Int]) -> [JSONValue] {
        if integer, let range = ShapeSampler.IntegerRange(conjunction.parts) {
            return range.candidates(variants: variants)
        }
        return decimalNumbers(conjunction, integer: integer, variants: variants)
    }

    /// ``numbers(_:integer:variants:)`` in decimal arithmetic, for any bounds and `multipleOf`.
    func decimalNumbers(_ conjunction: ShapeSampler.Conjunction, integer: Bool, variants: [Int]) -> [JSONValue] {
        guard let range = ShapeSampler.NumberRange(conjunction.parts) else { return [] }
        var divisors: [Decimal] = []
        for part in conjunction.parts {
            guard let divisor = part.multipleOf else { continue }
            guard let value = Decimal(string: divisor.text), value > 0 else { return [] }
            divisors.append(value)
        }
        let fractional = !integer && divisors.isEmpty
        if integer { divisors.append(1) }
        // Without an exact common multiple, the first divisor's multiples are tried and the check decides.
        let step = Self.commonMultiple(divisors) ?? divisors.first ?? 1
        var values = variants.compactMap { range.multiple(of: step, variant: $0) }
        if fractional { values += range.fractions(near: values.first ?? 0) }
        var seen: Set<Decimal> = []
        return values.filter { seen.insert($0).inserted }.map { .number(JSONNumber(text: "\($0)")) }
    }

    /// The least common multiple of positive decimals, computed on integers scaled by a shared
    /// power of ten; nil when they need more than 18 decimal places or the result overflows.
    static func commonMultiple(_ divisors: [Decimal]) -> Decimal? {
        guard !divisors.isEmpty else { return nil }
        // Every integer shape asks for this one; the general path formats decimals to find scales.
        if divisors.allSatisfy({ $0 == 1 }) { return 1 }
        var scale = 0
        for divisor in divisors {
            guard let places = (0...18).first(where: { Int("\(divisor * pow(10, $0))") != nil }) else { return nil }
            scale = max(scale, places)
        }
        var result = 1
        for divisor in divisors {
            guard let scaled = Int("\(divisor * pow(10, scale))"), scaled > 0 else { return nil }
            let (product, overflow) = (result / greatestCommonDivisor(result, scaled)).multipliedReportingOverflow(by: scaled)
            guard !overflow else { return nil }
            result = product
        }
        return Decimal(result) / pow(10, scale)
    }

    private static func greatestCommonDivisor(_ first: Int, _ second: Int) -> Int {
        second == 0 ? first : greatestCommonDivisor(second, first % second)
    }
}

extension ShapeSampler {
    /// The numbers every part's `minimum`, `maximum`, `exclusiveMinimum` and `exclusiveMaximum` allow.
    struct NumberRange {
        var lower: Decimal?
        var lowerExclusive = false
        var upper: Decimal?
        var upperExclusive = false

        /// The intersection of the parts' bounds; nil when a bound is not a `Decimal`.
        init?(_ parts: [Shape]) {
            for part in parts {
                for (bound, exclusive) in [(part.minimum, false), (part.exclusiveMinimum, true)] {
                    guard let bound else { continue }
                    guard let value = Decimal(string: bound.text) else { return nil }
                    if lower.map({ value > $0 || (value == $0 && exclusive) }) ?? true {
                        (lower, lowerExclusive) = (value, exclusive)
                    }
                }
                for (bound, exclusive) in [(part.maximum, false), (part.exclusiveMaximum, true)] {
                    guard let bound else { continue }
                    guard let value = Decimal(string: bound.text) else { return nil }
                    if upper.map({ value < $0 || (value == $0 && exclusive) }) ?? true {
                        (upper, upperExclusive) = (value, exclusive)
                    }
                }
            }
        }

        func contains(_ value: Decimal) -> Bool {
            if let lower, value < lower || (lowerExclusive && value == lower) { return false }
            if let upper, value > upper || (upperExclusive && value == upper) { return false }
            return true
        }

        /// The `variant`-th multiple of `step` in range: the one closest to zero, then upwards while
        /// the range allows, then downwards; nil when there are not that many.
        func multiple(of step: Decimal, variant: Int) -> Decimal? {
            var low = lower.map { Self.rounded($0 / step, up: true) }
            var high = upper.map { Self.rounded($0 / step, up: false) }
            if let bound = low, !contains(bound * step) { low = bound + 1 }
            if let bound = high, !contains(bound * step) { high = bound - 1 }
            if let low, let high, low > high { return nil }
            // Zero, or the end of the range nearest to it.
            var start: Decimal = 0
            if let low, start < low { start = low }
            if let high, start > high { start = high }
            let offset = Decimal(variant)
            let upwards = high.map { $0 - start + 1 } ?? offset + 1
            let factor = offset < upwards ? start + offset : start - (offset - upwards + 1)
            if let low, factor < low { return nil }
            return factor * step
        }

        /// Non-integers in range near `integer`, and the midpoint of a bounded range.
        func fractions(near integer: Decimal) -> [Decimal] {
            var values = [integer + Decimal(string: "0.5")!, integer - Decimal(string: "0.5")!]
            switch (lower, upper) {
            case (let lower?, let upper?): values.append((lower + upper) / 2)
            case (let lower?, nil): values.append(lower + Decimal(string: "0.5")!)
            case (nil, let upper?): values.append(upper - Decimal(string: "0.5")!)
            case (nil, nil): break
            }
            return values.filter(contains)
        }

        /// `value` rounded to an integer towards +∞ (`up`) or −∞.
        private static func rounded(_ value: Decimal, up: Bool) -> Decimal {
            var input = value
            var result = Decimal()
            NSDecimalRound(&result, &input, 0, .plain)
            if up, result < value { result += 1 }
            if !up, result > value { result -= 1 }
            return result
        }
    }
}

extension ShapeSampler {
    /// The bounds of an `integer` without `multipleOf` whose bounds are all integer literals of
    /// modest size: most integers a document declares (ids, counts, pages). Sampled in `Int`
    /// arithmetic with the same candidates, in the same order, as ``NumberRange``'s decimal path,
    /// which costs far more (decimal division, rounding and formatting for every variant).
    struct IntegerRange {
        /// The least and greatest allowed integer, exclusive bounds already stepped inside.
        var low: Int?
        var high: Int?

        /// nil when a part has `multipleOf` or a bound that is not an integer literal below 2⁵³
        /// in magnitude (the decimal path handles those).
        init?(_ parts: [Shape]) {
            for part in parts {
                guard part.multipleOf == nil else { return nil }
                for (bound, exclusive) in [(part.minimum, false), (part.exclusiveMinimum, true)] {
                    guard let bound else { continue }
                    guard let value = Self.modest(bound) else { return nil }
                    let least = exclusive ? value + 1 : value
                    low = Swift.max(low ?? least, least)
                }
                for (bound, exclusive) in [(part.maximum, false), (part.exclusiveMaximum, true)] {
                    guard let bound else { continue }
                    guard let value = Self.modest(bound) else { return nil }
                    let greatest = exclusive ? value - 1 : value
                    high = Swift.min(high ?? greatest, greatest)
                }
            }
        }

        private static func modest(_ number: JSONNumber) -> Int? {
            guard let value = Int(number.text), value.magnitude < 1 << 53 else { return nil }
            return value
        }

        /// The `variant`-th integers in range: the one closest to zero, then upwards while the
        /// range allows, then downwards; without repeats.
        func candidates(variants: [Int]) -> [JSONValue] {
            if let low, let high, low > high { return [] }
            let start = Swift.min(Swift.max(0, low ?? 0), high ?? Int.max)
            var seen: Set<Int> = []
            var values: [JSONValue] = []
            for variant in variants {
                let upwards = high.map { $0 - start + 1 } ?? variant + 1
                let value = variant < upwards ? start + variant : start - (variant - upwards + 1)
                if let low, value < low { continue }
                if seen.insert(value).inserted { values.append(.number(JSONNumber(value))) }
            }
            return values
        }
    }
}
