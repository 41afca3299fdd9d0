import TreatyContract

/// Changes that are one change seen at several places: the same contract, rule, class, message,
/// source location and acceptance. A shared schema's change is seen from every endpoint that reaches it,
/// on a real API hundreds of times, so the text and Markdown reports show it once.
///
/// A group names its places by position in the report's list rather than holding copies of them:
/// a large API's report has hundreds of thousands of places in about a thousand groups, and
/// copying each change into its group was much of rendering it.
struct SamePlaceGroup {
    /// The report's changes, shared by every group of it.
    private let all: [Change]
    /// Where this group's places are in ``all``, in the report's order.
    private let positions: [Int]
    /// Where ``shown`` is in ``all``, found once: reports ask for it several times per group,
    /// and a shared schema's group on a large API holds thousands of places.
    private let shownPosition: Int

    init(positions: [Int], of all: [Change]) {
        self.all = all
        self.positions = positions
        shownPosition = positions.count == 1 ? positions[0] : Self.shortest(positions, of: all)
    }

    /// The first of the places with the fewest characters, each change read in place through a
    /// pointer: read from the array, each was copied, a large value.
    private static func shortest(_ positions: [Int], of all: [Change]) -> Int {
        all.withUnsafeBufferPointer { all in
            var (best, length) = (positions[0], all[positions[0]].placeLength)
            for position in positions.dropFirst() {
                let candidate = (all.baseAddress! + position).pointee.placeLength
                if candidate < length { (best, length) = (position, candidate) }
            }
            return best
        }
    }

    /// How many places the change is seen at.
    var count: Int { positions.count }

    /// The place shown for the whole group: the shortest, which names the change most directly
    /// (`… GetCharges 200 response.body/properties/data/items/properties/amount` rather than
    /// the same field reached through an error object's expandable links); the first of equals.
    var shown: Change { all[shownPosition] }

    /// The endpoints of the other places, each once, in order, the shown place's own left out
    /// unless another place of it is among the others.
    var otherEndpoints: [String] {
        var endpoints: [String] = []
        var seen: Set<String> = []
        // The report is sorted by endpoint, so a place's endpoint is mostly the one before it:
        // checked first, that spares hashing an endpoint at each of thousands of places.
        var previous: String?
        // The shown place is the first change equal to it: an equal one before it would have as
        // short a place, and would have been chosen.
        for position in positions where position != shownPosition {
            guard let endpoint = all[position].endpoint, endpoint != previous else { continue }
            previous = endpoint
            if seen.insert(endpoint).inserted { endpoints.append(endpoint) }
        }
        return endpoints
    }

    /// ` (and 731 more places, in 454 endpoints)` after the shown place's line; empty for one place.
    var morePlaces: String {
        guard count > 1 else { return "" }
        let more = count - 1
        let endpoints = otherEndpoints.count
        var text = " (and \(more) more \(more == 1 ? "place" : "places")"
        text += endpoints > 0 ? ", in \(endpoints) \(endpoints == 1 ? "endpoint" : "endpoints"))" : ")"
        return text
    }

    /// The groups of `changes`, in the order their first change appears.
    static func groups(of changes: [Change]) -> [SamePlaceGroup] {
        var groups: [[Int]] = []
        var index: [Key: Int] = [:]
        // By position, each change read in place: enumerating them copies each, a large value.
        changes.withUnsafeBufferPointer { changes in
            for position in changes.indices {
                let key = Key(changes.baseAddress! + position)
                if let group = index[key] {
                    groups[group].append(position)
                } else {
                    index[key] = groups.count
                    groups.append([position])
                }
            }
        }
        return groups.map { SamePlaceGroup(positions: $0, of: changes) }
    }

    /// What makes two changes one seen at several places.
    private struct Key: Hashable {
        // Contract-level changes have messages that do not name the contract.
        var contract: String?
        var rule: String
        var classification: ChangeClass
        var message: String
        var location: SourceLocation?
        var acceptedReason: String?

        /// Read through a pointer, so the change is not copied whole for the six fields taken.
        init(_ change: UnsafePointer<Change>) {
            contract = change.pointee.contract
            rule = change.pointee.rule
            classification = change.pointee.classification
            message = change.pointee.message
            location = change.pointee.location
            acceptedReason = change.pointee.acceptedReason
        }

        /// Hashes only the class and the line and column: hashing each message and file name
        /// (Unicode-normalised) at every place was most of grouping a large API's report, and the
        /// changes at one line and column are few. Equal keys still hash alike; `==` compares all.
        func hash(into hasher: inout Hasher) {
            hasher.combine(classification)
            hasher.combine(location?.line)
            hasher.combine(location?.column)
        }
    }
}

extension Change {
    /// `place.count`, counted without building the place when it is ASCII without a carriage
    /// return, where each byte is one character; grouping a large API's report asks it at every place.
    var placeLength: Int {
        guard [contract, endpoint, status, target, pointer].allSatisfy(Self.isPlain) else { return place.count }
        let element = (target?.utf8.count ?? 0) + pointer.utf8.count
        let parts = [contract?.utf8.count, endpoint?.utf8.count, status?.utf8.count, element == 0 ? nil : element]
        var (total, written) = (0, 0)
        for case let length? in parts { (total, written) = (total + length, written + 1) }
        // The parts written, and a space between each two.
        return total + max(0, written - 1)
    }

    /// Absent, or ASCII without `\r`: no two of its characters join (`\r\n` is the one ASCII pair that does).
    private static func isPlain(_ text: String?) -> Bool {
        guard var text else { return true }
        return text.withUTF8 { bytes in
            for byte in bytes where byte >= 0x80 || byte == 0x0D { return false }
            return true
        }
    }
}
