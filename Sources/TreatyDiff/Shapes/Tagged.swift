import TreatyContract

/// Changes, each with the pair of references it was found in (a number given by
/// ``ShapeComparison``), and the holes left where a comparison met a pair still being compared
/// further up, so that a shared schema's changes are reported once per compared shape and a result
/// cut short at a cycle can be completed wherever it is reused.
struct Tagged {
    /// The origin of changes found outside any reference.
    static let useSite: Int32 = -1

    /// Where a comparison met a pair of references already being compared further up: that pair's
    /// changes belong here, unless they are reported higher up the same comparison.
    struct Hole {
        var pointer: String
        var key: ReferencePair
        var origin: Int32
        var old: Shape
        var new: Shape
    }

    private(set) var changes: [Change] = []
    private(set) var origins: [Int32] = []
    /// At most one hole per pair: its changes are placed once, at the first.
    private(set) var holes: [Hole] = []
    private var holeOrigins: Set<Int32> = []

    init(changes: [Change] = [], origins: [Int32] = []) {
        self.changes = changes
        self.origins = origins
    }

    /// A result that is only a hole: the pair met while it is being compared further up.
    init(hole: Hole) {
        addHole(hole)
    }

    /// The pairs of references the changes were found in, each once; a run of changes of one
    /// pair is looked up once.
    var distinctOrigins: Set<Int32> {
        var distinct: Set<Int32> = []
        var previous: Int32?
        for origin in origins where origin != previous {
            previous = origin
            distinct.insert(origin)
        }
        return distinct
    }

    mutating func addHole(_ hole: Hole) {
        guard holeOrigins.insert(hole.origin).inserted else { return }
        holes.append(hole)
    }

    /// Forgets the holes of `origin`'s pair, once its own comparison ends: a cycle back to it is
    /// reported where it began.
    mutating func closeHoles(of origin: Int32) {
        guard holeOrigins.remove(origin) != nil else { return }
        holes.removeAll { $0.origin == origin }
    }

    mutating func append(_ change: Change, from origin: Int32) {
        changes.append(change)
        origins.append(origin)
    }

    /// Adds `nested`'s changes and holes at `pointer`. Changes of a pair of references already in
    /// `alreadyIncluded` are left out (each is reported once per compared shape); those of
    /// `ownOrigin`, the pair being compared, always come in.
    mutating func include(
        _ nested: Tagged, under pointer: String, alreadyIncluded included: inout Set<Int32>, ownOrigin: Int32
    ) {
        // The changes of one pair of references mostly come one after another: each run of them
        // is looked up once, not each change (a shared schema's run to thousands).
        var fresh: Set<Int32> = []
        var run: (origin: Int32, taken: Bool)?
        for (index, from) in nested.origins.enumerated() {
            if run?.origin != from {
                let isFresh = from != ownOrigin && !included.contains(from)
                if isFresh { fresh.insert(from) }
                run = (from, from == ownOrigin || isFresh)
            }
            // By position: iterating the changes copies each once more.
            if run!.taken { append(nested.changes[index].nested(under: pointer), from: from) }
        }
        included.formUnion(fresh)
        for var hole in nested.holes where !included.contains(hole.origin) {
            hole.pointer = pointer + hole.pointer
            addHole(hole)
        }
    }
}
