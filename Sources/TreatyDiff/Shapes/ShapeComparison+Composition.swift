import TreatyContract

/// `items`, `oneOf`, `anyOf`, `allOf` and `not`.
extension ShapeComparison {
    func compareItems(_ pair: inout ShapePair) {
        switch (pair.old.items, pair.new.items) {
        case (nil, nil): return
        case (let before?, let after?):
            pair.include(compare(before, after, side: pair.side, origin: pair.origin), under: "/items")
        case (let before, let after):
            pair.emit(
                .schema, after != nil ? .narrowed : .widened, subject: "items", pointer: "/items",
                before: before.map(ShapePair.typeText), after: after.map(ShapePair.typeText))
        }
    }

    /// Branches compare by position; an extra `oneOf`/`anyOf` branch widens, an extra `allOf` branch narrows.
    func compareComposition(_ pair: inout ShapePair) {
        compareBranches("oneOf", pair.old.oneOf, pair.new.oneOf, addedEffect: .widened, &pair)
        compareBranches("anyOf", pair.old.anyOf, pair.new.anyOf, addedEffect: .widened, &pair)
        compareBranches("allOf", pair.old.allOf, pair.new.allOf, addedEffect: .narrowed, &pair)
        compareDiscriminators(&pair)
        switch (pair.old.not, pair.new.not) {
        case (nil, nil): return
        case (let before?, let after?):
            guard !compare(before, after, side: pair.side).isEmpty else { return }
            pair.emit(.schema, .changed, subject: "not", pointer: "/not", before: "not", after: "not")
        case (let before, let after):
            pair.emit(
                .schema, after != nil ? .narrowed : .widened, subject: "not", pointer: "/not",
                before: before.map { _ in "not" }, after: after.map { _ in "not" })
        }
    }

    /// Which branch a value is checked against changed: neither a subset nor a superset in
    /// general (overlapping branches accept more with one, disjoint ones fewer), so `changed`.
    /// The mapping is compared by member value, in any order; a value still names the same
    /// branch when its schema has the same name or, renamed, means the same (a description
    /// bundled into one file names its branches otherwise than its split sources do). A branch
    /// that changed is reported where it is compared, under `oneOf`/`anyOf`.
    private func compareDiscriminators(_ pair: inout ShapePair) {
        let (old, new) = (pair.old.discriminator, pair.new.discriminator)
        if let old, let new, old.propertyName == new.propertyName,
            mappingsNameTheSameBranches(old, new, side: pair.side, at: pair.old.location)
        {
            return
        }
        guard old != nil || new != nil else { return }
        pair.emit(
            .schema, .changed, subject: "discriminator", pointer: "/discriminator", before: old.map(Self.text),
            after: new.map(Self.text))
    }

    private func mappingsNameTheSameBranches(
        _ old: Discriminator, _ new: Discriminator, side: DiffSide, at location: SourceLocation
    ) -> Bool {
        guard old.mapping.count == new.mapping.count else { return false }
        let targets = Dictionary(new.mapping.map { ($0.value, $0.reference) }) { first, _ in first }
        return old.mapping.allSatisfy { entry in
            guard let target = targets[entry.value] else { return false }
            guard target.name != entry.reference.name else { return true }
            var (before, after) = (Shape(at: location), Shape(at: location))
            before.ref = entry.reference
            after.ref = target
            return compare(before, after, side: side).isEmpty
        }
    }

    /// `propertyName 'kind' (card → Card, bank → Bank)`.
    private static func text(_ discriminator: Discriminator) -> String {
        let mapping = discriminator.mapping.map { "\($0.value) → \($0.reference.name)" }.joined(separator: ", ")
        return "propertyName '\(discriminator.propertyName)'" + (mapping.isEmpty ? "" : " (\(mapping))")
    }

    private func compareBranches(
        _ keyword: String, _ old: [Shape], _ new: [Shape], addedEffect: ShapeEffect, _ pair: inout ShapePair
    ) {
        for index in 0..<min(old.count, new.count) {
            pair.include(compare(old[index], new[index], side: pair.side, origin: pair.origin), under: "/\(keyword)/\(index)")
        }
        guard old.count != new.count else { return }
        let removedEffect: ShapeEffect = addedEffect == .widened ? .narrowed : .widened
        pair.emit(
            .schema, new.count > old.count ? addedEffect : removedEffect, subject: keyword,
            pointer: "/\(keyword)", before: "\(old.count) branches", after: "\(new.count) branches")
    }
}
