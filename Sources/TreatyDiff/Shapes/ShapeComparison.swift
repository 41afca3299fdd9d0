import TreatyContract

/// Compares two shapes after resolving `$ref` through each side's schema table.
///
/// One comparison object serves a whole diff run: the result for a pair of references is
/// computed once and reused wherever the pair is met, so a schema used by a thousand endpoints is
/// compared once, and each compared shape still hears of every change it can reach.
///
/// Within one compared shape, a pair of references is reported at the first place it is reached,
/// not again at every other path to it; a pair already being compared further up is not entered
/// again (a change inside a cycle is reported where the comparison first went round it), and the
/// result keeps a hole there. Reused elsewhere, where that pair is not being compared, the hole
/// is filled with the pair's own result. Why: reporting a change at every path that reaches it
/// multiplies along shared and recursive schemas, and so did recomputing every result cut short
/// at a cycle. On a real API whose objects refer to each other (Stripe's, 4 MB, `expand`able
/// references everywhere) that ran for more than ten minutes and 16 GB without ending. Changes
/// come back with pointers relative to the compared shapes.
final class ShapeComparison {
    let oldTable: SchemaTable
    let newTable: SchemaTable
    private var cache: [ReferencePair: Tagged] = [:]
    private var inProgress: Set<ReferencePair> = []
    /// A number per pair of references met, naming where a change was found (see ``Tagged``).
    private var origins: [ReferencePair: Int32] = [:]
    /// The holes filled during the current public ``compare(_:_:side:)``: each pair at most once,
    /// since its changes are then in that comparison's result.
    private var filled: Set<ReferencePair> = []

    init(old: SchemaTable, new: SchemaTable) {
        oldTable = old
        newTable = new
    }

    /// The changes from `old` to `new`, read as data flowing on `side`, compared by meaning
    /// (``ShapeEquivalence``): an equivalent spelling is no change.
    func compare(_ old: Shape, _ new: Shape, side: DiffSide) -> [Change] {
        let saved = filled
        filled = []
        defer { filled = saved }
        return compare(old, new, side: side, origin: Tagged.useSite).changes
    }

    /// A comparison whose result may or may not be reported: unless `keep` says it will be, the
    /// holes it filled are taken back, so they are filled again where a reported result reaches
    /// them. Thrown away, such a result loses no change; reported after all, it may repeat one
    /// found through a cycle.
    func aside(_ comparison: () -> Tagged, keepingFillsIf keep: (Tagged) -> Bool) -> Tagged {
        let saved = filled
        let result = comparison()
        if !keep(result) { filled = saved }
        return result
    }

    /// No change a client would notice (descriptions may differ).
    static func unnoticed(_ result: Tagged) -> Bool {
        result.changes.allSatisfy { $0.classification == .informational }
    }

    /// The changes, each with the pair of references it was found in; `origin` is the pair
    /// being compared around these shapes.
    func compare(_ old: Shape, _ new: Shape, side: DiffSide, origin: Int32) -> Tagged {
        let old = ShapeEquivalence.canonical(old)
        let new = ShapeEquivalence.canonical(new)
        guard old.ref != nil || new.ref != nil else {
            return compareResolved(old, new, side: side, origin: origin)
        }
        let key = ReferencePair(old: Self.useSite(old), new: Self.useSite(new), side: side)
        let number = origins[key] ?? Int32(origins.count)
        origins[key] = number
        guard inProgress.insert(key).inserted else {
            return Tagged(hole: Tagged.Hole(pointer: "", key: key, origin: number, old: old, new: new))
        }
        var result: Tagged
        if let cached = cache[key] {
            result = filling(cached)
        } else {
            result = compareResolved(
                Self.undescribed(resolvedMeaning(old, in: oldTable)), Self.undescribed(resolvedMeaning(new, in: newTable)),
                side: side, origin: number, written: (Self.undescribed(old), Self.undescribed(new)))
            result.closeHoles(of: number)
            cache[key] = result
        }
        inProgress.remove(key)
        result.closeHoles(of: number)
        let (before, after) = (described(old, in: oldTable), described(new, in: newTable))
        if before.text != after.text {
            result.append(
                Change(rule: .descriptionChanged, location: after.location, before: before.text, after: after.text),
                from: origin)
        }
        return result
    }

    /// The description a reader sees at a use site, and where it is written: the one beside a
    /// `$ref` (OpenAPI 3.1 lets it override the target's), else the target's. Compared here,
    /// outside the cached result, since the cache is shared by use sites that describe the same
    /// schema differently; located where the text is, so a target's description changed is one
    /// place seen from every use.
    private func described(_ shape: Shape, in table: SchemaTable) -> (text: String?, location: FileLocation) {
        guard shape.description == nil, shape.ref != nil else { return (shape.description, shape.location) }
        let target = referencedSchema(shape, in: table)
        return (target.description, target.location)
    }

    private static func undescribed(_ shape: Shape) -> Shape {
        guard shape.description != nil else { return shape }
        var result = shape
        result.description = nil
        return result
    }

    /// A cached result completed where it is reused: each hole whose pair is not being compared
    /// here gets that pair's changes, unless they are already in the result; holes of pairs being
    /// compared further up stay, for them to close.
    private func filling(_ cached: Tagged) -> Tagged {
        guard !cached.holes.isEmpty else { return cached }
        var result = Tagged(changes: cached.changes, origins: cached.origins)
        var included = cached.distinctOrigins
        for hole in cached.holes {
            if inProgress.contains(hole.key) {
                result.addHole(hole)
                continue
            }
            guard !included.contains(hole.origin), filled.insert(hole.key).inserted else { continue }
            let nested = compare(hole.old, hole.new, side: hole.key.side, origin: Tagged.useSite)
            result.include(nested, under: hole.pointer, alreadyIncluded: &included, ownOrigin: Tagged.useSite)
        }
        return result
    }

    /// `written`: the shapes before their references were resolved, which name a branch by its schema.
    private func compareResolved(
        _ old: Shape, _ new: Shape, side: DiffSide, origin: Int32, written: (old: Shape, new: Shape)? = nil
    ) -> Tagged {
        let views = comparableViews(old, new, written: written ?? (old, new))
        var pair = ShapePair(old: views.old, new: views.new, side: side, origin: origin)
        pair.compareAcceptance()
        // A side that accepts nothing has no types, members or branches to compare.
        if views.old.booleanSchema == false || views.new.booleanSchema == false {
            pair.compareDescription()
            return pair.found
        }
        pair.compareTypes()
        pair.compareNullable()
        pair.compareEnum()
        pair.compareScalars()
        pair.compareNumericBounds()
        pair.compareLengthBounds()
        pair.compareDescription()
        pair.compareAnnotations()
        compareObjects(&pair)
        compareItems(&pair)
        compareUncheckedKeywords(&pair)
        compareComposition(&pair, wrapped: views.wrapped)
        return pair.found
    }

    /// The shape without what does not change its meaning (location, description), as a cache key.
    private static func useSite(_ shape: Shape) -> Shape {
        var key = shape
        key.location = FileLocation(file: "", line: 0, column: 0)
        key.description = nil
        return key
    }

    /// The shape behind `shape`'s references, in canonical form; a canonical form may itself be a
    /// reference (`{allOf: [$ref]}` as a schema's whole body), so both steps repeat, a few times
    /// at most: a reference chain longer than that compares as written.
    func resolvedMeaning(_ shape: Shape, in table: SchemaTable) -> Shape {
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
        let (siblings, target, seen) = chain(of: shape, in: table)
        guard !siblings.isEmpty else { return shape }
        var current = target
        for sibling in siblings {
            current.nullable = current.nullable || sibling.nullable
            var rest = sibling
            rest.ref = nil
            rest.nullable = false
            rest.description = nil
            // Annotations beside a `$ref` override the target's, as its description does.
            for annotation in rest.annotations {
                current.annotations.removeAll { $0.name == annotation.name }
                current.annotations.append(annotation)
            }
            current.annotations.sort { $0.name < $1.name }
            rest.annotations = []
            if rest != Shape(at: rest.location), !Self.isImplied(rest, by: current) { current.allOf.append(rest) }
        }
        if current.ref != nil, seen.contains(current.ref!) { current.ref = nil }
        return current
    }

    /// The schema `shape`'s references lead to, as written there: what it says of itself (its
    /// description, `readOnly`, `writeOnly`, where it is) is what ``resolve(_:in:)`` keeps of it,
    /// without merging in what each `$ref` has beside it. For questions about those alone, asked
    /// of every member compared: resolving each was 8 % of comparing Stripe's year-apart pair.
    func referencedSchema(_ shape: Shape, in table: SchemaTable) -> Shape {
        chain(of: shape, in: table).target
    }

    /// The shapes along `shape`'s chain of references (each holding the `$ref` to the next),
    /// the shape it ends at, and the references followed; a reference met twice ends it.
    private func chain(
        of shape: Shape, in table: SchemaTable
    ) -> (through: [Shape], target: Shape, seen: Set<SchemaReference>) {
        var current = shape
        var seen: Set<SchemaReference> = []
        var through: [Shape] = []
        while let ref = current.ref, let target = table[ref], seen.insert(ref).inserted {
            through.append(current)
            current = target
        }
        return (through, current, seen)
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
        rest.annotations = []
        guard rest == Shape(at: sibling.location) else { return false }
        var accepted = Set(written)
        if accepted.contains(.number) { accepted.insert(.integer) }
        return Set(targetTypes).isSubset(of: accepted)
    }
}

/// The identity of a comparison involving a reference, for caching and cycle detection: the two
/// shapes as written at their use site, so keywords beside a `$ref` (`nullable: true`) are part of
/// it, while where they are written is not. The set of use sites is finite, so cycles still end.
///
/// Its hash is taken once, when it is made: a pair is looked up several times per comparison
/// (cache, numbering, cycle check), and each hash walked both shapes.
struct ReferencePair: Hashable {
    let old: Shape
    let new: Shape
    let side: DiffSide
    private let hash: Int

    init(old: Shape, new: Shape, side: DiffSide) {
        self.old = old
        self.new = new
        self.side = side
        var hasher = Hasher()
        hasher.combine(old)
        hasher.combine(new)
        hasher.combine(side)
        hash = hasher.finalize()
    }

    static func == (lhs: ReferencePair, rhs: ReferencePair) -> Bool {
        lhs.hash == rhs.hash && lhs.side == rhs.side && lhs.old == rhs.old && lhs.new == rhs.new
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
