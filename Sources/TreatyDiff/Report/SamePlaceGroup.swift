import TreatyContract

/// Changes that are one change seen at several places: the same contract, rule, class, message,
/// source location and acceptance. A shared schema's change is seen from every endpoint that reaches it,
/// on a real API hundreds of times, so the text and Markdown reports show it once.
///
/// A group keeps what its reports say of it, gathered in one pass over the report's changes in
/// the order they were found (``groups(of:)``), rather than the places themselves: a large API's
/// report has hundreds of thousands of places in about a thousand groups, and sorting them all
/// to group them was most of rendering it.
struct SamePlaceGroup {
    /// The place shown for the whole group: the shortest, which names the change most directly
    /// (`… GetCharges 200 response.body/properties/data/items/properties/amount` rather than
    /// the same field reached through an error object's expandable links); the first in the
    /// report's order of equals.
    let shown: Change
    /// How many places the change is seen at.
    let count: Int
    /// The endpoints of the other places, by number in ``endpointNames``.
    private let otherEndpointNumbers: [Int]
    /// The endpoint ids of the whole report, shared by its groups.
    private let endpointNames: [String]

    init(shown: Change, count: Int, otherEndpoints: [Int], endpointNames: [String]) {
        self.shown = shown
        self.count = count
        self.otherEndpointNumbers = otherEndpoints
        self.endpointNames = endpointNames
    }

    /// The endpoints of the other places, each once, in the report's order (by endpoint, since
    /// the places of a group differ in nothing that sorts before it), the shown place's own left
    /// out unless another place of it is among the others.
    var otherEndpoints: [String] {
        otherEndpointNumbers.map { endpointNames[$0] }.sorted()
    }

    /// ` (and 731 more places, in 454 endpoints)` after the shown place's line; empty for one place.
    var morePlaces: String {
        guard count > 1 else { return "" }
        let more = count - 1
        let endpoints = otherEndpointNumbers.count
        var text = " (and \(more) more \(more == 1 ? "place" : "places")"
        text += endpoints > 0 ? ", in \(endpoints) \(endpoints == 1 ? "endpoint" : "endpoints"))" : ")"
        return text
    }
}
