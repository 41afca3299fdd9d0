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
    /// How many places see the change at each endpoint.
    private let placesByEndpoint: [String: Int]

    init(shown: Change, count: Int, placesByEndpoint: [String: Int]) {
        self.shown = shown
        self.count = count
        self.placesByEndpoint = placesByEndpoint
    }

    /// The endpoints of the other places, each once, in the report's order (by endpoint, since
    /// the places of a group differ in nothing that sorts before it), the shown place's own left
    /// out unless another place of it is among the others.
    var otherEndpoints: [String] {
        placesByEndpoint.keys.filter { !isShownOnly($0) }.sorted()
    }

    /// How many endpoints ``otherEndpoints`` names, counted without sorting them.
    var otherEndpointCount: Int {
        placesByEndpoint.count - (shown.endpoint.map(isShownOnly) == true ? 1 : 0)
    }

    /// Whether `endpoint` is the shown place's and has no other place of the group.
    private func isShownOnly(_ endpoint: String) -> Bool {
        endpoint == shown.endpoint && placesByEndpoint[endpoint] == 1
    }

    /// ` (and 731 more places, in 454 endpoints)` after the shown place's line; empty for one place.
    var morePlaces: String {
        guard count > 1 else { return "" }
        let more = count - 1
        let endpoints = otherEndpointCount
        var text = " (and \(more) more \(more == 1 ? "place" : "places")"
        text += endpoints > 0 ? ", in \(endpoints) \(endpoints == 1 ? "endpoint" : "endpoints"))" : ")"
        return text
    }
}
