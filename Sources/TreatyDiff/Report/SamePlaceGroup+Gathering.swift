import TreatyContract

extension SamePlaceGroup {
    /// The groups of `changes`, given in any order, in the order of their first place in the
    /// report's order (``Change/sortsBefore(_:_:)``, then the order given).
    ///
    /// One pass in the order given, each change read in place through a pointer (enumerating
    /// them copies each): a place is compared with its group's first and shown places only, so
    /// nothing is sorted but the groups.
    static func groups(of changes: [Change]) -> [SamePlaceGroup] {
        changes.withUnsafeBufferPointer { changes in
            guard let base = changes.baseAddress else { return [] }
            var gatherer = Gatherer(base: base)
            for position in changes.indices { gatherer.add(at: position) }
            return gatherer.groups()
        }
    }
}

/// The groups found so far, and how to find a change's group.
private struct Gatherer {
    /// One group as far as it is gathered; positions are in the list of changes.
    struct Gathering {
        var first: Int
        var shown: Int
        var shownLength: Int
        var count = 0
        /// The endpoints with a place of the group, and those with more than one.
        var endpoints = EndpointSet()
        var endpointsAgain = EndpointSet()
    }

    private let base: UnsafePointer<Change>
    private var gatherings: [Gathering] = []
    /// Places sharing one finding share one group: looked up by the finding's identity, each
    /// finding's key is built and hashed once, not at each of its places.
    private var bySharedFinding: [SharedKey: Int] = [:]
    /// Findings that say the same, found apart (in two comparisons), share one group too.
    private var bySaying: [SayingKey: Int] = [:]
    /// The run of places at one site the last one belongs to, and its endpoint's number.
    private var run: (places: PlaceRun, endpoint: Int?)?
    private var endpoints = EndpointNumbers()

    init(base: UnsafePointer<Change>) {
        self.base = base
    }

    mutating func add(at position: Int) {
        let change = base + position
        let group = self.group(of: change)
        if run?.places.holds(change) != true {
            run = (PlaceRun(of: change), change.pointee.endpoint.map { endpoints.number(of: $0) })
        }
        let length = run!.places.placeLength(change)
        if group == gatherings.count {
            gatherings.append(Gathering(first: position, shown: position, shownLength: length))
        } else {
            gatherings[group].add(change, at: position, length: length, in: base)
        }
        gatherings[group].count += 1
        if let endpoint = run!.endpoint, !gatherings[group].endpoints.insert(endpoint) {
            _ = gatherings[group].endpointsAgain.insert(endpoint)
        }
    }

    private mutating func group(of change: UnsafePointer<Change>) -> Int {
        let shared = SharedKey(change)
        if let known = bySharedFinding[shared] { return known }
        let saying = SayingKey(change)
        let group = bySaying[saying] ?? gatherings.count
        bySaying[saying] = group
        bySharedFinding[shared] = group
        return group
    }

    /// The groups, in the order of their first places.
    func groups() -> [SamePlaceGroup] {
        gatherings.sorted {
            let (left, right) = (base + $0.first, base + $1.first)
            if Change.sortsBefore(left, right) { return true }
            return !Change.sortsBefore(right, left) && $0.first < $1.first
        }
        .map { gathering in
            let shown = base[gathering.shown]
            // The shown place's endpoint is left out when no other place of the group has it.
            var others = gathering.endpoints
            if let endpoint = shown.endpoint.flatMap(endpoints.existingNumber(of:)),
                !gathering.endpointsAgain.contains(endpoint)
            {
                others.remove(endpoint)
            }
            return SamePlaceGroup(
                shown: shown, count: gathering.count, otherEndpoints: others.members, endpointNames: endpoints.names)
        }
    }

    /// What makes places one change seen at several: the same finding object, contract and acceptance.
    private struct SharedKey: Hashable {
        var shared: ObjectIdentifier
        var contract: String?
        var acceptedReason: String?

        init(_ change: UnsafePointer<Change>) {
            shared = ObjectIdentifier(change.pointee.finding)
            contract = change.pointee.contract
            acceptedReason = change.pointee.acceptedReason
        }

        /// The finding only: the contract and acceptance are mostly the same for all.
        func hash(into hasher: inout Hasher) {
            hasher.combine(shared)
        }
    }

    /// What makes two changes one seen at several places, whatever their findings' identity.
    private struct SayingKey: Hashable {
        // Contract-level changes have messages that do not name the contract.
        var contract: String?
        var rule: String
        var classification: ChangeClass
        var message: String
        var location: FileLocation?
        var acceptedReason: String?

        init(_ change: UnsafePointer<Change>) {
            contract = change.pointee.contract
            rule = change.pointee.rule
            classification = change.pointee.classification
            message = change.pointee.message
            location = change.pointee.location
            acceptedReason = change.pointee.acceptedReason
        }

        /// Hashes only the class and the line and column: the changes at one line and column are
        /// few. Equal keys still hash alike; `==` compares all.
        func hash(into hasher: inout Hasher) {
            hasher.combine(classification)
            hasher.combine(location?.line)
            hasher.combine(location?.column)
        }
    }
}

extension Gatherer.Gathering {
    /// Takes in the place at `position`, which comes after every place taken so far: it becomes
    /// the first when it sorts before it, and the shown one when it is shorter, or as short and
    /// sorts before it.
    mutating func add(_ change: UnsafePointer<Change>, at position: Int, length: Int, in base: UnsafePointer<Change>) {
        if Change.sortsBefore(change, base + first) { first = position }
        if length < shownLength || (length == shownLength && Change.sortsBefore(change, base + shown)) {
            (shown, shownLength) = (position, length)
        }
    }
}
