import Testing
import TreatyContract

@testable import TreatyStubs

/// The "closest endpoint" hint ranks routes by path segments and method, so a typo in one
/// segment points at the endpoint the client meant, in whatever order the contract lists them.
@Suite struct ClosestRouteTests {
    static let github = [
        ("GET", "/repos/{owner}/{repo}/issues/{issue_number}", "getIssue"),
        ("GET", "/repos/{owner}/{repo}/pulls/{pull_number}", "getPullRequest"),
        ("PATCH", "/repos/{owner}/{repo}/pulls/{pull_number}", "updatePullRequest"),
        ("GET", "/repos/{owner}/{repo}", "getRepository"),
        ("GET", "/users/{username}", "getUser"),
        ("GET", "/repos/{owner}/{repo}/contents/{path}", "getContent"),
        ("GET", "/repos/{owner}/{repo}/comments/{comment_id}/reactions", "listReactions"),
    ]

    static func closest(_ method: String, _ path: String, order: [Int]? = nil) -> String {
        let routes = (order ?? Array(github.indices)).map { index in
            let (method, path, id) = github[index]
            return StubRoute(route: id, method: method, path: path)
        }
        return ClosestRoute(routes: routes).explain(method: method, path: path)
    }

    @Test(arguments: [[0, 1, 2, 3, 4], [4, 3, 2, 1, 0], [1, 0, 2, 3, 4], [2, 1, 0, 4, 3]])
    func aMisspeltSegmentPointsAtTheEndpointItResembles(order: [Int]) {
        let hint = Self.closest("GET", "/repos/o/r/pull/1", order: order)
        #expect(hint.hasPrefix("closest endpoint 'getPullRequest'"), "\(hint)")
    }

    @Test func theMethodBreaksATieBetweenEqualPaths() {
        #expect(Self.closest("PATCH", "/repos/o/r/pull/1").hasPrefix("closest endpoint 'updatePullRequest'"))
        #expect(Self.closest("DELETE", "/repos/o/r/pulls/1").contains("method differs, expected 'GET', found 'DELETE'"))
    }

    @Test func aMissingOrExtraSegmentLosesToAnAlikeOne() {
        #expect(Self.closest("GET", "/repos/o/r/isues/7").hasPrefix("closest endpoint 'getIssue'"))
        #expect(Self.closest("GET", "/repos/o").hasPrefix("closest endpoint 'getRepository'"))
        #expect(Self.closest("GET", "/user/octocat").hasPrefix("closest endpoint 'getUser'"))
    }

    /// GitHub's file path in one parameter: clients that leave its `/`s unencoded are pointed at
    /// the endpoint they meant, and told how to send the value.
    @Test func aLastParameterHoldingSlashesIsNamed() {
        let hint = Self.closest("GET", "/repos/o/r/contents/docs/README.md")
        #expect(hint.hasPrefix("closest endpoint 'getContent'"), "\(hint)")
        #expect(
            hint.contains(
                "'{path}' would take 'docs/README.md', but a path parameter is one segment: send '/' in it as %2F"), "\(hint)")
        #expect(!Self.closest("GET", "/repos/o/r/pull/1").contains("%2F"))
    }

    /// A base URL without the API's version prefix: every path misses `/v1`, and the hint says so.
    @Test func aPathMissingTheLeadingSegmentsIsNamedWithThem() {
        let routes = [("POST", "/v1/completions", "createCompletion"), ("POST", "/v1/chat/completions", "createChat")].map {
            StubRoute(route: $0.2, method: $0.0, path: $0.1)
        }
        let hint = ClosestRoute(routes: routes).explain(method: "POST", path: "/chat/completions")
        #expect(hint.hasPrefix("closest endpoint 'createChat'"), "\(hint)")
        #expect(hint.contains("the path lacks the leading '/v1' of the contract's paths"), "\(hint)")
    }

    @Test func spellingSimilarityIsPerSegment() {
        #expect(ClosestRoute.segmentScore("pulls", "pull") > ClosestRoute.segmentScore("issues", "pull"))
        #expect(ClosestRoute.segmentScore("pulls", "pulls") > ClosestRoute.segmentScore("{n}", "pulls"))
        #expect(ClosestRoute.segmentScore("issues", "pulls") == 0)
    }
}

extension StubRoute {
    fileprivate init(route id: String, method: String, path: String) {
        var endpoint = Endpoint(
            id: id, method: method, path: PathTemplate(path)!, location: FileLocation(file: "c.yaml", line: 1, column: 1))
        endpoint.responses = []
        self.init(endpoint: endpoint)
    }
}
