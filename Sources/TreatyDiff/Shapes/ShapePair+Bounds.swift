import TreatyContract

/// Numeric bounds (`minimum`, `maximum`, their exclusive forms, `multipleOf`) and length bounds
/// (`minLength`, `maxLength`, `minItems`, `maxItems`, `uniqueItems`, `minProperties`, `maxProperties`).
extension ShapePair {
    mutating func compareNumericBounds() {
        // Compared exactly: a 20-digit bound that moves by one is a change.
        compareLimit(Limit.lower(old), Limit.lower(new), isLower: true)
        compareLimit(Limit.upper(old), Limit.upper(new), isLower: false)
        let oldStep = old.multipleOf?.double
        let newStep = new.multipleOf?.double
        guard oldStep != newStep else { return }
        // A new step that is a multiple of the old one accepts a subset; otherwise the sets are incomparable.
        let effect: ShapeEffect
        switch (oldStep, newStep) {
        case (nil, _): effect = .narrowed
        case (_, nil): effect = .widened
        case (let before?, let after?):
            let ratio = after / before
            effect = ratio.rounded() == ratio ? .narrowed : (before / after).rounded() == before / after ? .widened : .changed
        }
        emit(.numericBounds, effect, subject: "multipleOf", before: oldStep.map(Self.number), after: newStep.map(Self.number))
    }

    mutating func compareLengthBounds() {
        compareBound(.lengthBounds, "minLength", old.minLength, new.minLength, isLower: true, render: String.init)
        compareBound(.lengthBounds, "maxLength", old.maxLength, new.maxLength, isLower: false, render: String.init)
        compareBound(.lengthBounds, "minItems", old.minItems, new.minItems, isLower: true, render: String.init)
        compareBound(.lengthBounds, "maxItems", old.maxItems, new.maxItems, isLower: false, render: String.init)
        compareBound(.lengthBounds, "minProperties", old.minProperties, new.minProperties, isLower: true, render: String.init)
        compareBound(.lengthBounds, "maxProperties", old.maxProperties, new.maxProperties, isLower: false, render: String.init)
        if old.uniqueItems != new.uniqueItems {
            emit(
                .lengthBounds, new.uniqueItems ? .narrowed : .widened, subject: "uniqueItems",
                before: String(old.uniqueItems), after: String(new.uniqueItems))
        }
    }

    /// A lower bound that rises, or an upper bound that falls, narrows; a bound added narrows, one dropped widens.
    private mutating func compareBound<Bound: Comparable>(
        _ keyword: ShapeKeyword, _ name: String, _ before: Bound?, _ after: Bound?, isLower: Bool, render: (Bound) -> String
    ) {
        guard before != after else { return }
        let narrowed: Bool
        switch (before, after) {
        case (nil, _): narrowed = true
        case (_, nil): narrowed = false
        case (let oldValue?, let newValue?): narrowed = isLower ? newValue > oldValue : newValue < oldValue
        }
        emit(
            keyword, narrowed ? .narrowed : .widened, subject: name, before: before.map(render), after: after.map(render))
    }

    /// The bound a side of a number's range has, whichever keywords say it: `minimum: 100` with
    /// OpenAPI 3.0's `exclusiveMinimum: true` reads as 3.1's `exclusiveMinimum: 100`, and when
    /// both are written the tighter one holds. Compared as one bound, so a bound made exclusive
    /// is one narrowing, and a 3.0 spelling that became 3.1's is no change.
    struct Limit: Equatable {
        var value: JSONNumber
        var exclusive: Bool

        static func lower(_ shape: Shape) -> Limit? {
            tighter(
                shape.minimum.map { Limit(value: $0, exclusive: false) },
                shape.exclusiveMinimum.map { Limit(value: $0, exclusive: true) }, isLower: true)
        }

        static func upper(_ shape: Shape) -> Limit? {
            tighter(
                shape.maximum.map { Limit(value: $0, exclusive: false) },
                shape.exclusiveMaximum.map { Limit(value: $0, exclusive: true) }, isLower: false)
        }

        /// Whether `self` lets fewer values through than `other`, as a lower or an upper bound.
        func isTighter(than other: Limit, isLower: Bool) -> Bool {
            // `JSONNumber` equality is numeric: `100` and `100.0` are one bound.
            if value != other.value { return isLower ? value > other.value : value < other.value }
            return exclusive && !other.exclusive
        }

        private static func tighter(_ first: Limit?, _ second: Limit?, isLower: Bool) -> Limit? {
            guard let first, let second else { return first ?? second }
            return second.isTighter(than: first, isLower: isLower) ? second : first
        }

        /// `100` for an inclusive bound, `exclusive 100` for an exclusive one.
        var text: String { exclusive ? "exclusive \(value.text)" : value.text }
    }

    private mutating func compareLimit(_ before: Limit?, _ after: Limit?, isLower: Bool) {
        guard before != after else { return }
        let narrowed: Bool
        switch (before, after) {
        case (nil, _): narrowed = true
        case (_, nil): narrowed = false
        case (let oldLimit?, let newLimit?): narrowed = newLimit.isTighter(than: oldLimit, isLower: isLower)
        }
        let written = after ?? before
        let subject =
            written?.exclusive == true ? (isLower ? "exclusiveMinimum" : "exclusiveMaximum") : (isLower ? "minimum" : "maximum")
        emit(.numericBounds, narrowed ? .narrowed : .widened, subject: subject, before: before?.text, after: after?.text)
    }

    /// A bound as people write it: `3`, not `3.0`.
    static func number(_ value: Double) -> String {
        value.rounded() == value && value.magnitude < 1e15 ? String(Int(value)) : String(value)
    }
}
