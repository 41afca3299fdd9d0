import TreatyContract

/// Numeric bounds (`minimum`, `maximum`, their exclusive forms, `multipleOf`) and length bounds
/// (`minLength`, `maxLength`, `minItems`, `maxItems`, `uniqueItems`).
extension ShapePair {
    mutating func compareNumericBounds() {
        compareBound(.numericBounds, "minimum", old.minimum?.double, new.minimum?.double, isLower: true)
        compareBound(
            .numericBounds, "exclusiveMinimum", old.exclusiveMinimum?.double, new.exclusiveMinimum?.double, isLower: true)
        compareBound(.numericBounds, "maximum", old.maximum?.double, new.maximum?.double, isLower: false)
        compareBound(
            .numericBounds, "exclusiveMaximum", old.exclusiveMaximum?.double, new.exclusiveMaximum?.double, isLower: false)
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
        compareBound(.lengthBounds, "minLength", old.minLength.map(Double.init), new.minLength.map(Double.init), isLower: true)
        compareBound(.lengthBounds, "maxLength", old.maxLength.map(Double.init), new.maxLength.map(Double.init), isLower: false)
        compareBound(.lengthBounds, "minItems", old.minItems.map(Double.init), new.minItems.map(Double.init), isLower: true)
        compareBound(.lengthBounds, "maxItems", old.maxItems.map(Double.init), new.maxItems.map(Double.init), isLower: false)
        if old.uniqueItems != new.uniqueItems {
            emit(
                .lengthBounds, new.uniqueItems ? .narrowed : .widened, subject: "uniqueItems",
                before: String(old.uniqueItems), after: String(new.uniqueItems))
        }
    }

    /// A lower bound that rises, or an upper bound that falls, narrows; a bound added narrows, one dropped widens.
    private mutating func compareBound(
        _ keyword: ShapeKeyword, _ name: String, _ before: Double?, _ after: Double?, isLower: Bool
    ) {
        guard before != after else { return }
        let narrowed: Bool
        switch (before, after) {
        case (nil, _): narrowed = true
        case (_, nil): narrowed = false
        case (let oldValue?, let newValue?): narrowed = isLower ? newValue > oldValue : newValue < oldValue
        }
        emit(
            keyword, narrowed ? .narrowed : .widened, subject: name, before: before.map(Self.number),
            after: after.map(Self.number))
    }

    /// A bound as people write it: `3`, not `3.0`.
    static func number(_ value: Double) -> String {
        value.rounded() == value && value.magnitude < 1e15 ? String(Int(value)) : String(value)
    }
}
