import TreatyContract

/// `enum`, `extensible`, `const`, `format` and `pattern`.
extension ShapePair {
    /// Enum values one by one: on the response side an added value breaks exhaustive switches,
    /// unless the new shape says `extensible: true`.
    mutating func compareEnum() {
        if (old.enumValues != nil || new.enumValues != nil), old.extensible != new.extensible {
            emit(.enumExtensibilityChanged, before: String(old.extensible), after: String(new.extensible))
        }
        switch (old.enumValues, new.enumValues) {
        case (nil, nil): return
        case (nil, let values?): emit(.enumeration, .narrowed, before: nil, after: Self.list(values))
        case (let values?, nil): emit(.enumeration, .widened, before: Self.list(values), after: nil)
        case (let oldValues?, let newValues?):
            // Unchanged is the common case, answered in one pass: looking each value up in the
            // other list costs the square of a long enum's length (Stripe's run to hundreds), so
            // a changed one is looked up in sets.
            guard oldValues != newValues else { return }
            let (oldSet, newSet) = (Set(oldValues), Set(newValues))
            for value in newValues where !oldSet.contains(value) {
                if side == .response, new.extensible {
                    emit(
                        .responseEnumValueAddedExtensible, subject: value.compactText, before: nil, after: value.compactText,
                        subjectIsTheValue: true)
                } else {
                    emit(
                        .enumValue, .widened, subject: value.compactText, before: nil, after: value.compactText,
                        subjectIsTheValue: true)
                }
            }
            for value in oldValues where !newSet.contains(value) {
                emit(
                    .enumValue, .narrowed, subject: value.compactText, before: value.compactText, after: nil,
                    subjectIsTheValue: true)
            }
        }
    }

    /// `const`, `format` and `pattern`: adding one narrows, dropping one widens, replacing one is
    /// incomparable (a pattern's class departs from that: ``ShapeKeyword/classification(_:_:)``).
    mutating func compareScalars() {
        compareOptional(.const, old.constValue?.compactText, new.constValue?.compactText)
        compareOptional(.format, old.format, new.format)
        compareOptional(.pattern, Self.constraining(old.pattern), Self.constraining(new.pattern))
    }

    /// A pattern that matches every string (`''`, `.*`, `^.*$`) constrains nothing: read as none.
    static func constraining(_ pattern: String?) -> String? {
        guard let pattern, !["", ".*", "^.*$"].contains(pattern) else { return nil }
        return pattern
    }

    private mutating func compareOptional(_ keyword: ShapeKeyword, _ before: String?, _ after: String?) {
        guard before != after else { return }
        let effect: ShapeEffect = before == nil ? .narrowed : (after == nil ? .widened : .changed)
        emit(keyword, effect, before: before, after: after)
    }

    static func list(_ values: [JSONValue]) -> String {
        JSONValue.array(values).compactText
    }
}
