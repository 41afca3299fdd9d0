import TreatyContract

/// Which branch of an old `oneOf`, `anyOf` or `allOf` became which new one.
///
/// Why not by position: the order of branches means nothing to a validator or a client, and API
/// descriptions reorder them (a generator sorts them, a person inserts a new one in the middle).
/// Paired by position, a swap read as every field of both branches removed and added, and one
/// branch inserted shifted every branch after it. Branches pair, in this order of preference:
/// 1. at the same position, when they mean the same (then compared once);
/// 2. when they name the same schema (the branch evolved: its changes are reported inside it);
/// 3. when they mean the same, wherever they are;
/// 4. when they accept the same types and declare the same members (an inline object whose
///    member changed);
/// 5. when they accept the same types, in the order written.
/// What is left over was removed or added.
extension ShapeComparison {
    struct BranchPairs {
        /// Old index, new index, and the pair's comparison when it is already done; in the new
        /// side's order.
        var matched: [(old: Int, new: Int, compared: Tagged?)] = []
        var unmatchedOld: [Int] = []
        var unmatchedNew: [Int] = []
    }

    /// `origin`: the pair of references around the branches, for the comparisons kept (a union
    /// that did not change, the usual case, is compared once, branch by branch, as it would be
    /// by position).
    func pairedBranches(_ old: [Shape], _ new: [Shape], side: DiffSide, origin: Int32) -> BranchPairs {
        var pairs = BranchPairs()
        var oldFree = Array(old.indices)
        var newFree = Array(new.indices)
        func take(_ matches: (Int, Int) -> Bool) {
            for newIndex in newFree {
                guard let oldIndex = oldFree.first(where: { matches($0, newIndex) }) else { continue }
                pairs.matched.append((oldIndex, newIndex, nil))
                oldFree.removeAll { $0 == oldIndex }
                newFree.removeAll { $0 == newIndex }
            }
        }
        for index in 0..<min(old.count, new.count) {
            let compared = tentatively(
                { compare(old[index], new[index], side: side, origin: origin) }, keep: Self.unnoticed)
            guard let compared else { continue }
            pairs.matched.append((index, index, compared))
            oldFree.removeAll { $0 == index }
            newFree.removeAll { $0 == index }
        }
        if !oldFree.isEmpty && !newFree.isEmpty {
            take { old[$0].ref != nil && old[$0].ref?.name == new[$1].ref?.name }
            take { self.meansTheSame(old[$0], new[$1], side: side) }
            let oldKeys = Dictionary(uniqueKeysWithValues: oldFree.map { ($0, typeKey(old[$0], in: oldTable)) })
            let newKeys = Dictionary(uniqueKeysWithValues: newFree.map { ($0, typeKey(new[$0], in: newTable)) })
            take { oldKeys[$0]?.members == newKeys[$1]?.members && oldKeys[$0]?.types == newKeys[$1]?.types }
            take { oldKeys[$0]?.types == newKeys[$1]?.types }
        }
        pairs.matched.sort { $0.new < $1.new }
        pairs.unmatchedOld = oldFree
        pairs.unmatchedNew = newFree
        return pairs
    }

    private func meansTheSame(_ old: Shape, _ new: Shape, side: DiffSide) -> Bool {
        compare(old, new, side: side).allSatisfy { $0.classification == .informational }
    }

    /// The types a branch accepts, `null` included, and the members it declares, as keys.
    private func typeKey(_ branch: Shape, in table: SchemaTable) -> (types: String, members: [String]) {
        let meaning = typedByBranches(flattened(resolvedMeaning(branch, in: table), in: table), in: table)
        let types = ShapePair.typeText(meaning) + (ShapePair.acceptsNull(meaning) ? "|null" : "")
        return (types, meaning.properties.map(\.name).sorted())
    }
}
