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

    /// Branches are paired by meaning, not position (see ``pairedBranches(_:_:side:origin:)``); a
    /// `oneOf`/`anyOf` branch gained widens, an `allOf` branch gained narrows, and a union or
    /// `allOf` written where there was none narrows.
    func compareComposition(_ pair: inout ShapePair, wrapped: Wrapped) {
        if let oldKeyword = Self.unionKeyword(of: pair.old), let newKeyword = Self.unionKeyword(of: pair.new),
            oldKeyword != newKeyword
        {
            let (old, new) = (Self.branches(pair.old, oldKeyword), Self.branches(pair.new, newKeyword))
            compareBranches(newKeyword, old, new, addedEffect: .widened, wrapped: wrapped, &pair)
            pair.emit(
                .schema, oldKeyword == "oneOf" ? .widened : .narrowed, subject: newKeyword, pointer: "/\(newKeyword)",
                before: oldKeyword, after: newKeyword)
        } else {
            compareBranches("oneOf", pair.old.oneOf, pair.new.oneOf, addedEffect: .widened, wrapped: wrapped, &pair)
            compareBranches("anyOf", pair.old.anyOf, pair.new.anyOf, addedEffect: .widened, wrapped: wrapped, &pair)
        }
        compareBranches("allOf", pair.old.allOf, pair.new.allOf, addedEffect: .narrowed, wrapped: .none, &pair)
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
        _ old: Discriminator, _ new: Discriminator, side: DiffSide, at location: FileLocation
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

    static func branches(_ shape: Shape, _ keyword: String) -> [Shape] {
        keyword == "oneOf" ? shape.oneOf : shape.anyOf
    }

    /// Each pair of branches compared where the new one is written (at the shape itself when the
    /// new side was read as a union of one); the branches left over are reported once, by name.
    private func compareBranches(
        _ keyword: String, _ old: [Shape], _ new: [Shape], addedEffect: ShapeEffect, wrapped: Wrapped,
        _ pair: inout ShapePair
    ) {
        guard !old.isEmpty || !new.isEmpty else { return }
        let pairs = pairedBranches(old, new, side: pair.side, origin: pair.origin)
        for (oldIndex, newIndex, compared) in pairs.matched {
            let pointer = wrapped == .new ? "" : "/\(keyword)/\(newIndex)"
            let result = compared ?? compare(old[oldIndex], new[newIndex], side: pair.side, origin: pair.origin)
            pair.include(result, under: pointer)
        }
        let (removed, added) = (pairs.unmatchedOld, pairs.unmatchedNew)
        guard !removed.isEmpty || !added.isEmpty else { return }
        var effect: ShapeEffect
        if old.isEmpty || new.isEmpty {
            effect = old.isEmpty ? .narrowed : .widened
        } else if removed.isEmpty || added.isEmpty {
            effect = removed.isEmpty ? addedEffect : (addedEffect == .widened ? .narrowed : .widened)
            if keyword == "oneOf", removed.isEmpty, pair.new.discriminator == nil,
                wrapped == .old || branchesAreDisjoint(old, in: oldTable),
                addedOverlapsKept(added, of: new, kept: pairs.matched.map(\.new))
            {
                // A value the kept branches accept that an added one accepts too is refused now.
                effect = .changed
            }
        } else if wrapped == .new, Self.acceptsAll(new[0]) {
            effect = .widened  // a union that became `{}`: every value is accepted now
        } else if wrapped == .old, Self.acceptsAll(old[0]) {
            effect = .narrowed
        } else {
            effect = .changed
        }
        let oldNames = { (indices: [Int]) in indices.map { self.branchName(old[$0], in: self.oldTable) } }
        let newNames = { (indices: [Int]) in indices.map { self.branchName(new[$0], in: self.newTable) } }
        let before: String
        let after: String
        switch wrapped {
        case .old:
            (before, after) = (oldNames([0])[0], Self.listed(newNames(Array(new.indices))))
        case .new:
            (before, after) = (Self.listed(oldNames(Array(old.indices))), newNames([0])[0])
        case .none:
            var detail: [String] = []
            if !removed.isEmpty { detail.append("removed " + oldNames(removed).joined(separator: ", ")) }
            if !added.isEmpty { detail.append("added " + newNames(added).joined(separator: ", ")) }
            (before, after) = (Self.count(old.count), Self.count(new.count) + " (" + detail.joined(separator: "; ") + ")")
        }
        pair.emit(.schema, effect, subject: keyword, pointer: "/\(keyword)", before: before, after: after)
    }

    /// Whether no two of a `oneOf`'s branches may accept one value: a union written so holds
    /// values to exactly one branch, which a union whose branches already overlap evidently does
    /// not mean (most such are `anyOf` in all but name), so only the first hears that an
    /// overlapping branch added is a change rather than a widening.
    private func branchesAreDisjoint(_ branches: [Shape], in table: SchemaTable) -> Bool {
        for first in branches.indices {
            for second in branches.indices where second > first {
                if mayOverlap(branches[first], branches[second], in: table) { return false }
            }
        }
        return true
    }

    /// Whether a `oneOf` branch added may accept a value a kept branch accepts (``mayOverlap(_:_:in:)``).
    private func addedOverlapsKept(_ added: [Int], of branches: [Shape], kept: [Int]) -> Bool {
        added.contains { addedIndex in
            kept.contains { mayOverlap(branches[addedIndex], branches[$0], in: newTable) }
        }
    }

    /// `2 branches: Card, Bank`.
    private static func listed(_ names: [String]) -> String {
        count(names.count) + ": " + names.joined(separator: ", ")
    }

    private static func count(_ branches: Int) -> String {
        branches == 1 ? "1 branch" : "\(branches) branches"
    }

    /// A branch as a reader knows it: the schema it names, or the types it accepts.
    private func branchName(_ branch: Shape, in table: SchemaTable) -> String {
        if let ref = branch.ref { return ref.name }
        let meaning = flattened(resolvedMeaning(branch, in: table), in: table)
        return ShapePair.typeText(meaning) + (meaning.nullable && meaning.types != nil ? "?" : "")
    }
}
