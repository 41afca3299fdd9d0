import TreatyContract

/// Changes that are one change seen at several places: the same contract, rule, class, message,
/// source location and acceptance. A shared schema's change is seen from every endpoint that reaches it,
/// on a real API hundreds of times, so the text and Markdown reports show it once.
struct SamePlaceGroup {
    /// Every place the change is seen, in the report's order.
    var changes: [Change]

    /// The place shown for the whole group: the shortest, which names the change most directly
    /// (`… GetCharges 200 response.body/properties/data/items/properties/amount` rather than
    /// the same field reached through an error object's expandable links); the first of equals.
    var shown: Change {
        var best = changes[0]
        var length = best.place.count
        for change in changes.dropFirst() {
            let candidate = change.place.count
            if candidate < length { (best, length) = (change, candidate) }
        }
        return best
    }

    /// The endpoints of the other places, each once, in order, the shown place's own left out
    /// unless another place of it is among the others.
    var otherEndpoints: [String] {
        let shown = self.shown
        var skipped = false
        var endpoints: [String] = []
        var seen: Set<String> = []
        for change in changes {
            if !skipped, change == shown {
                skipped = true
                continue
            }
            if let endpoint = change.endpoint, seen.insert(endpoint).inserted { endpoints.append(endpoint) }
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
        var groups: [SamePlaceGroup] = []
        var index: [Key: Int] = [:]
        for change in changes {
            let key = Key(
                contract: change.contract, rule: change.rule, classification: change.classification, message: change.message,
                location: change.location, acceptedReason: change.acceptedReason)
            if let position = index[key] {
                groups[position].changes.append(change)
            } else {
                index[key] = groups.count
                groups.append(SamePlaceGroup(changes: [change]))
            }
        }
        return groups
    }
}
