import TreatyContract

/// Pairs the endpoints of two contract versions.
///
/// First by id; then, among the rest, by method and path template (parameter names ignored), so
/// renaming an endpoint's id keeps its history. Whatever is left was removed or added.
enum EndpointMatcher {
    struct Pair {
        var old: Endpoint?
        var new: Endpoint?
    }

    static func match(old: [Endpoint], new: [Endpoint]) -> [Pair] {
        var pairs: [Pair] = []
        var remainingNew = new
        var remainingOld: [Endpoint] = []
        for endpoint in old {
            if let index = remainingNew.firstIndex(where: { $0.id == endpoint.id }) {
                pairs.append(Pair(old: endpoint, new: remainingNew.remove(at: index)))
            } else {
                remainingOld.append(endpoint)
            }
        }
        for endpoint in remainingOld {
            if let index = remainingNew.firstIndex(where: { sameOperation($0, endpoint) }) {
                pairs.append(Pair(old: endpoint, new: remainingNew.remove(at: index)))
            } else {
                pairs.append(Pair(old: endpoint, new: nil))
            }
        }
        return pairs + remainingNew.map { Pair(old: nil, new: $0) }
    }

    private static func sameOperation(_ lhs: Endpoint, _ rhs: Endpoint) -> Bool {
        lhs.method == rhs.method && lhs.path.matchKey == rhs.path.matchKey
    }
}
