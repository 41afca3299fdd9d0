import Foundation
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
            var difference = "path differs, expected '\(best.template.raw)', found '\(path)'"
            if let (name, value) = Self.slashesInLastParameter(best.template, path) {
                difference += "; '{\(name)}' would take '\(value)', but a path parameter is one segment: send '/' in it as %2F"
            } else if let prefix = Self.missingPrefix(best.template, path) {
                difference +=
                    "; the path lacks the leading '\(prefix)' of the contract's paths: the client's base URL should end in it"
            }
            differences.append(difference)
        }
        return StubMessage.closest(best, difference: differences.joined(separator: "; "))
    }

    /// The route most like a request with `method` and percent-encoded `path`; nil without routes.
    /// The first of equally close routes, so the answer does not depend on which came last.
    func closest(method: String, path: String) -> StubRoute? {
        var best: (route: StubRoute, score: Int)?
        for route in routes {
            let score = score(route, method, path)
            if score > best?.score ?? .min { best = (route, score) }
        }
        return best?.route
    }

    /// Higher is closer: a matching path outweighs everything; then the path segments compared
    /// one by one (a literal alike in spelling scores nearly as much as an equal one, a template
    /// parameter accepts any value), fewer segments missing or extra, then the method. So
    /// `GET /repos/o/r/pull/1` is closest to `/repos/{owner}/{repo}/pulls/{number}`, not to
    /// `…/issues/{number}`, whatever order the routes come in.
    private func score(_ route: StubRoute, _ method: String, _ path: String) -> Int {
        let pathMatches = route.template.match(path) != nil
        let wanted = route.template.raw.split(separator: "/")
        let found = path.split(separator: "/")
        let segments = zip(wanted, found).reduce(0) { $0 + Self.segmentScore($1.0, $1.1) }
        // Segments past a last parameter are likely its value with its `/`s unencoded
        // (GitHub's `contents/{path}` for `docs/README.md`): a small penalty, not a missing segment's.
        let swallowed = found.count > wanted.count && wanted.last?.hasPrefix("{") == true
        let lengthPenalty = abs(wanted.count - found.count) * (swallowed ? 2 : 12)
        let sameMethod = route.method == method ? 5 : 0
        // A client whose base URL lacks the contract's leading segments (`/v1`) sends the rest of
        // the path: compared from the end, the route it meant is the one whose tail matches.
        let tail =
            Self.missingPrefix(route.template, path) != nil
            ? zip(wanted.suffix(found.count), found).reduce(0) { $0 + Self.segmentScore($1.0, $1.1) } : 0
        return (pathMatches ? 100_000 : 0) + max(segments - lengthPenalty, tail) + sameMethod
    }

    /// The last parameter's name and the value it would take, when `path` matches `template` once
    /// the segments past that parameter are read as part of its value: a client that did not
    /// encode the `/`s in it.
    static func slashesInLastParameter(_ template: PathTemplate, _ path: String) -> (String, String)? {
        let wanted = template.raw.split(separator: "/", omittingEmptySubsequences: false)
        let found = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let last = wanted.last, last.hasPrefix("{"), last.hasSuffix("}"), found.count > wanted.count else {
            return nil
        }
        let tail = found[(wanted.count - 1)...].joined(separator: "/")
        let joined = (found[..<(wanted.count - 1)] + [Substring(tail.replacingOccurrences(of: "/", with: "%2F"))])
            .joined(separator: "/")
        guard template.match(joined) != nil else { return nil }
        return (String(last.dropFirst().dropLast()), tail.removingPercentEncoding ?? tail)
    }

    /// The literal segments `path` lacks at the start of `template` (`/v1`), when it matches once
    /// they are put back.
    static func missingPrefix(_ template: PathTemplate, _ path: String) -> String? {
        let wanted = template.raw.split(separator: "/")
        let found = path.split(separator: "/")
        guard wanted.count > found.count else { return nil }
        let leading = wanted.prefix(wanted.count - found.count)
        // Named by a literal it shares, not only by parameters that take anything.
        guard leading.allSatisfy({ !$0.hasPrefix("{") }),
            zip(wanted.suffix(found.count), found).contains(where: { !$0.0.hasPrefix("{") && $0.0 == $0.1 })
        else { return nil }
        let prefix = "/" + leading.joined(separator: "/")
        return template.match(prefix + (path.hasPrefix("/") ? path : "/" + path)) != nil ? prefix : nil
    }

    /// 20 for an equal literal, 14 for a parameter, and for a different literal up to 18 by how
    /// alike the spellings are (`pull` for `pulls` scores 14, `issues` for `pulls` nothing).
    static func segmentScore(_ wanted: Substring, _ found: Substring) -> Int {
        if wanted.hasPrefix("{") { return 14 }
        if wanted == found { return 20 }
        let longest = max(wanted.count, found.count)
        let distance = EditDistance.between(wanted.lowercased(), found.lowercased())
        return max(0, 18 * (longest - 2 * distance) / longest)
    }
}
