import TreatyContract

/// Which branch of an old `oneOf`, `anyOf` or `allOf` became which new one.
///
/// Why not by position: the order of branches means nothing to a validator or a client, and API
/// descriptions reorder them (a generator sorts them, a person inserts a new one in the middle).
/// Paired by position, a swap read as every field of both branches removed and added, and one
/// branch inserted shifted every branch after it. Branches pair, in this order of preference:
/// 1. at the same position, when they mean the same;
/// 2. when they name the same schema (the branch evolved: its changes are reported inside it);
/// 3. when they mean the same, wherever they are (then they accept the same types and declare
///    the same members);
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

    /// `origin`: the pair of references around the branches, for the comparisons kept.
    ///
    /// Each pair of branches is compared at most once, and only where it may pair: at the same
    /// position, or accepting the same types and declaring the same members. A union that did
    /// not change, the usual case, is compared once, branch by branch, as it would be by
    /// position. Why: a comparison recurses into the branch, so comparing a pair again at every
    /// step of the preference order made nested unions cost exponential time (six levels of
    /// `anyOf` in `allOf` ran for minutes).
    func pairedBranches(_ old: [Shape], _ new: [Shape], side: DiffSide, origin: Int32) -> BranchPairs {
        var pairs = BranchPairs()
        var oldFree = Array(old.indices)
        var newFree = Array(new.indices)
        var done: [Int: Tagged] = [:]
        func compared(_ oldIndex: Int, _ newIndex: Int) -> Tagged {
            let key = oldIndex * new.count + newIndex
            if let known = done[key] { return known }
            let result = aside(
                { compare(old[oldIndex], new[newIndex], side: side, origin: origin) },
                keepingFillsIf: { oldIndex == newIndex && Self.unnoticed($0) })
            done[key] = result
            return result
        }
        func take(_ matches: (Int, Int) -> Bool) {
            for newIndex in newFree {
                guard let oldIndex = oldFree.first(where: { matches($0, newIndex) }) else { continue }
                pairs.matched.append((oldIndex, newIndex, done[oldIndex * new.count + newIndex]))
                oldFree.removeAll { $0 == oldIndex }
                newFree.removeAll { $0 == newIndex }
            }
        }
        take { $0 == $1 && Self.unnoticed(compared($0, $1)) }
        if !oldFree.isEmpty && !newFree.isEmpty {
            take { old[$0].ref != nil && old[$0].ref?.name == new[$1].ref?.name }
            let oldKeys = Dictionary(uniqueKeysWithValues: oldFree.map { ($0, typeKey(old[$0], in: oldTable)) })
            let newKeys = Dictionary(uniqueKeysWithValues: newFree.map { ($0, typeKey(new[$0], in: newTable)) })
            let sameTypes = { (oldIndex: Int, newIndex: Int) in oldKeys[oldIndex]?.types == newKeys[newIndex]?.types }
            let sameMembers = { (oldIndex: Int, newIndex: Int) in oldKeys[oldIndex]?.members == newKeys[newIndex]?.members }
            take { sameTypes($0, $1) && sameMembers($0, $1) && Self.unnoticed(compared($0, $1)) }
            take { sameTypes($0, $1) && sameMembers($0, $1) }
            take(sameTypes)
        }
        pairs.matched.sort { $0.new < $1.new }
        pairs.unmatchedOld = oldFree
        pairs.unmatchedNew = newFree
        return pairs
    }

    /// The types a branch accepts, `null` included, and the members it declares, as keys.
    private func typeKey(_ branch: Shape, in table: SchemaTable) -> (types: String, members: [String]) {
        let meaning = typedByBranches(flattened(resolvedMeaning(branch, in: table), in: table), in: table)
        let types = ShapePair.typeText(meaning) + (ShapePair.acceptsNull(meaning) ? "|null" : "")
        return (types, meaning.properties.map(\.name).sorted())
    }
}
