import TreatyContract

/// Numeric bounds (`minimum`, `maximum`, their exclusive forms, `multipleOf`) and length bounds
/// (`minLength`, `maxLength`, `minItems`, `maxItems`, `uniqueItems`, `minProperties`, `maxProperties`).
extension ShapePair {
    mutating func compareNumericBounds() {
        // Compared exactly: a 20-digit bound that moves by one is a change.
        compareBound(.numericBounds, "minimum", old.minimum, new.minimum, isLower: true, render: \.text)
        compareBound(
            .numericBounds, "exclusiveMinimum", old.exclusiveMinimum, new.exclusiveMinimum, isLower: true, render: \.text)
        compareBound(.numericBounds, "maximum", old.maximum, new.maximum, isLower: false, render: \.text)
        compareBound(
            .numericBounds, "exclusiveMaximum", old.exclusiveMaximum, new.exclusiveMaximum, isLower: false, render: \.text)
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

    /// A bound as people write it: `3`, not `3.0`.
    static func number(_ value: Double) -> String {
        value.rounded() == value && value.magnitude < 1e15 ? String(Int(value)) : String(value)
    }
}
