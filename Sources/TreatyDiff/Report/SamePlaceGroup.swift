import TreatyContract

/// Changes that are one change seen at several places: the same contract, rule, class, message,
/// source location and acceptance. A shared schema's change is seen from every endpoint that reaches it,
/// on a real API hundreds of times, so the text and Markdown reports show it once.
struct SamePlaceGroup {
    /// Every place the change is seen, in the report's order.
    let changes: [Change]
    /// Where ``shown`` is in ``changes``, found once: reports ask for it several times per group,
    /// and a shared schema's group on a large API holds thousands of places.
    private let shownPosition: Int

    init(changes: [Change]) {
        self.changes = changes
        var best = 0
        var length = changes.first?.place.count ?? 0
        for position in changes.indices.dropFirst() {
            let candidate = changes[position].place.count
            if candidate < length { (best, length) = (position, candidate) }
        }
        shownPosition = best
    }

    /// The place shown for the whole group: the shortest, which names the change most directly
    /// (`… GetCharges 200 response.body/properties/data/items/properties/amount` rather than
    /// the same field reached through an error object's expandable links); the first of equals.
    var shown: Change { changes[shownPosition] }

    /// The endpoints of the other places, each once, in order, the shown place's own left out
    /// unless another place of it is among the others.
    var otherEndpoints: [String] {
        var endpoints: [String] = []
        var seen: Set<String> = []
        // The shown place is the first change equal to it: an equal one before it would have as
        // short a place, and would have been chosen.
        for position in changes.indices where position != shownPosition {
            if let endpoint = changes[position].endpoint, seen.insert(endpoint).inserted { endpoints.append(endpoint) }
        }
        return endpoints
    }

    /// ` (and 731 more places, in 454 endpoints)` after the shown place's line; empty for one place.
    var morePlaces: String {
        guard changes.count > 1 else { return "" }
        let more = changes.count - 1
        let endpoints = otherEndpoints.count
        var text = " (and \(more) more \(more == 1 ? "place" : "places")"
        text += endpoints > 0 ? ", in \(endpoints) \(endpoints == 1 ? "endpoint" : "endpoints"))" : ")"
        return text
    }

    /// The groups of `changes`, in the order their first change appears.
    static func groups(of changes: [Change]) -> [SamePlaceGroup] {
        struct Key: Hashable {
            // Contract-level changes have messages that do not name the contract.
            var contract: String?
            var rule: String
            var classification: ChangeClass
            var message: String
            var location: SourceLocation?
            var acceptedReason: String?
        }
        var groups: [[Change]] = []
        var index: [Key: Int] = [:]
        for change in changes {
            let key = Key(
                contract: change.contract, rule: change.rule, classification: change.classification, message: change.message,
                location: change.location, acceptedReason: change.acceptedReason)
            if let position = index[key] {
                groups[position].append(change)
            } else {
                index[key] = groups.count
                groups.append([change])
            }
        }
        return groups.map(SamePlaceGroup.init)
    }
}
