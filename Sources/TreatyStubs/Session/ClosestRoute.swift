import TreatyContract

/// Explains an unmatched request by naming the route it most resembles and what differed.
struct ClosestRoute {
    let routes: [StubRoute]

    /// The "closest endpoint … differs" clause for a request with `method` and percent-encoded `path`.
    func explain(method: String, path: String) -> String {
        guard let best = closest(method: method, path: path) else {
            return StubMessage.noRoutes()
        }
        var differences: [String] = []
        if best.method != method { differences.append("method differs, expected '\(best.method)', found '\(method)'") }
        if best.template.match(path) == nil {
            differences.append("path differs, expected '\(best.template.raw)', found '\(path)'")
        }
        return StubMessage.closest(best, difference: differences.joined(separator: "; "))
    }

    /// The route most like a request with `method` and percent-encoded `path`; nil without routes.
    func closest(method: String, path: String) -> StubRoute? {
        routes.max { score($0, method, path) < score($1, method, path) }
    }

    /// Higher is closer: a matching path outweighs everything, then leading path components in
    /// common, then the method; routes with the same number of components win ties.
    private func score(_ route: StubRoute, _ method: String, _ path: String) -> Int {
        let pathMatches = route.template.match(path) != nil
        let wanted = route.template.raw.split(separator: "/")
        let found = path.split(separator: "/")
        let common = zip(wanted, found).prefix { $0.hasPrefix("{") || $0 == $1 }.count
        let sameLength = wanted.count == found.count ? 1 : 0
        let sameMethod = route.method == method ? 1 : 0
        return (pathMatches ? 1000 : 0) + common * 10 + sameLength * 2 + sameMethod
    }
}
