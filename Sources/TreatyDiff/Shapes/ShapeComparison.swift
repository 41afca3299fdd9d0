import TreatyContract

/// Compares two shapes after resolving `$ref` through each side's schema table.
///
/// One comparison object serves a whole diff run: results for pairs of references are cached,
/// so a schema used by a thousand endpoints is compared once. Recursive shapes stay finite because
/// a pair of references already being compared further up is not entered again; a change inside
/// it is reported at the outer occurrence. Results cut short that way are not cached, so every
/// cached result is complete. Changes come back with pointers relative to the compared shapes.
final class ShapeComparison {
    private let oldTable: SchemaTable
    private let newTable: SchemaTable
    private var cache: [ReferencePair: [Change]] = [:]
    private var inProgress: Set<ReferencePair> = []
    private var cutCount = 0

    init(old: SchemaTable, new: SchemaTable) {
        oldTable = old
        newTable = new
    }

    /// The changes from `old` to `new`, read as data flowing on `side`, compared by meaning
    /// (``ShapeEquivalence``): an equivalent spelling is no change.
    func compare(_ old: Shape, _ new: Shape, side: DiffSide) -> [Change] {
        let old = ShapeEquivalence.canonical(old)
        let new = ShapeEquivalence.canonical(new)
        guard old.ref != nil || new.ref != nil else {
            return compareResolved(old, new, side: side)
        }
        let key = ReferencePair(old: Self.useSite(old), new: Self.useSite(new), side: side)
        if let cached = cache[key] { return cached }
        guard !inProgress.contains(key) else {
            cutCount += 1
            return []
        }
        inProgress.insert(key)
        let cutsBefore = cutCount
        let result = compareResolved(resolvedMeaning(old, in: oldTable), resolvedMeaning(new, in: newTable), side: side)
        inProgress.remove(key)
        if cutCount == cutsBefore { cache[key] = result }
        return result
    }

    private func compareResolved(_ old: Shape, _ new: Shape, side: DiffSide) -> [Change] {
        var pair = ShapePair(old: old, new: new, side: side)
        pair.compareAcceptance()
        pair.compareTypes()
        pair.compareNullable()
        pair.compareEnum()
        pair.compareScalars()
        pair.compareNumericBounds()
        pair.compareLengthBounds()
        pair.compareDescription()
        compareObjects(&pair)
        compareItems(&pair)
        compareComposition(&pair)
        return pair.changes
    }

    /// The shape without what does not change its meaning (location, description), as a cache key.
    private static func useSite(_ shape: Shape) -> Shape {
        var key = shape
        key.location = SourceLocation(file: "", line: 0, column: 0)
        key.description = nil
        return key
    }

    /// The shape behind `shape`'s references, in canonical form; a canonical form may itself be a
    /// reference (`{allOf: [$ref]}` as a schema's whole body), so both steps repeat, a few times
    /// at most: a reference chain longer than that compares as written.
    private func resolvedMeaning(_ shape: Shape, in table: SchemaTable) -> Shape {
        var current = shape
        for _ in 0..<8 {
            let next = ShapeEquivalence.canonical(resolve(current, in: table))
            if next == current || next.ref == nil { return next }
            current = next
        }
        return current
    }

    /// The shape a `$ref` stands for, with the keywords written beside the `$ref` still applied.
    ///
    /// `nullable` beside a `$ref` is merged in; any other constraint beside it is kept as an extra
    /// `allOf` branch. An unresolvable reference compares as written.
    func resolve(_ shape: Shape, in table: SchemaTable) -> Shape {
        var current = shape
        var seen: Set<SchemaReference> = []
        var siblings: [Shape] = []
        while let ref = current.ref, let target = table[ref], seen.insert(ref).inserted {
            siblings.append(current)
            current = target
        }
        guard !siblings.isEmpty else { return shape }
        for sibling in siblings {
            current.nullable = current.nullable || sibling.nullable
            var rest = sibling
            rest.ref = nil
            rest.nullable = false
            rest.description = nil
            if rest != Shape(at: rest.location), !Self.isImplied(rest, by: current) { current.allOf.append(rest) }
        }
        if current.ref != nil, seen.contains(current.ref!) { current.ref = nil }
        return current
    }
}

extension ShapeComparison {
    /// Whether `sibling`, written beside a `$ref`, says only what the target already says: a
    /// `type` the target's own types fall within (`{type: string, $ref: Status}` for a string
    /// enum), as generators write beside every reference. Such a sibling adds no branch.
    static func isImplied(_ sibling: Shape, by target: Shape) -> Bool {
        guard let written = sibling.types, let targetTypes = target.types else { return false }
        var rest = sibling
        rest.types = nil
        guard rest == Shape(at: sibling.location) else { return false }
        var accepted = Set(written)
        if accepted.contains(.number) { accepted.insert(.integer) }
        return Set(targetTypes).isSubset(of: accepted)
    }
}

/// The identity of a comparison involving a reference, for caching and cycle detection: the two
/// shapes as written at their use site, so keywords beside a `$ref` (`nullable: true`) are part of
/// it, while where they are written is not. The set of use sites is finite, so cycles still end.
private struct ReferencePair: Hashable {
    var old: Shape
    var new: Shape
    var side: DiffSide
}
