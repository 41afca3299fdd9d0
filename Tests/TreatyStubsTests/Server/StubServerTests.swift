import Foundation
import Testing
import TreatyContract
import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The served contract through a real `URLSession`: scenarios, control endpoints, findings.
@Suite struct StubServerTests {
    @Test func answersWithTheDefaultScenarioAndFindsNothingInAGoodRequest() async throws {
        let served = try ServedNotes()
        defer { served.stop() }
        let answer = try await served.send("/v1/notes?page=2")
        #expect(answer.status == 200)
        #expect(answer.body == #"[{"id":1,"title":"first"}]"#)
        #expect(answer.response.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(served.server.findings == [])
        #expect(served.server.requests.map(\.summary) == ["GET /v1/notes?page=2"])
        #expect(served.server.defaultScenarios == ["listNotes": "success"])
    }

    @Test func aHeaderOrQueryParameterPicksTheScenarioOfOneRequest() async throws {
        let served = try ServedNotes()
        defer { served.stop() }
        var picked = TestRequests.goodHeaders
        picked["Treaty-Scenario"] = "empty"
        #expect(try await served.send("/v1/notes", headers: picked).body == "[]")
        let limited = try await served.send("/v1/notes?page=1&__treaty_scenario=rateLimited")
        #expect(limited.status == 429)
        #expect(limited.response.value(forHTTPHeaderField: "Retry-After") == "3")
        #expect(try await served.send("/v1/notes").status == 200)
        // The pick is taken out before verification: neither the header nor the parameter is a finding.
        #expect(served.server.findings == [])
        #expect(served.server.requests.map(\.summary) == ["GET /v1/notes", "GET /v1/notes?page=1", "GET /v1/notes"])
    }

    @Test func theControlEndpointSwitchesAnEndpointForItsNextCalls() async throws {
        let served = try ServedNotes()
        defer { served.stop() }
        let switched = try await served.control(#"{"endpoint": "listNotes", "scenario": "rateLimited", "count": 2}"#)
        #expect(switched.status == 200)
        #expect(switched.body == "{\n  \"count\": 2,\n  \"endpoint\": \"listNotes\",\n  \"scenario\": \"rateLimited\"\n}\n")
        var statuses: [Int] = []
        for _ in 0..<3 { statuses.append(try await served.send("/v1/notes").status) }
        #expect(statuses == [429, 429, 200])

        #expect(try await served.control(#"{"endpoint": "listNotes", "scenario": "empty"}"#).status == 200)
        #expect(try await served.send("/v1/notes").body == "[]")
        #expect(try await served.send("/v1/notes").body == "[]")
        #expect(try await served.send("/__treaty/reset", method: "POST", headers: [:]).status == 200)
        #expect(try await served.send("/v1/notes").body == #"[{"id":1,"title":"first"}]"#)
    }

    @Test func aSequenceScenarioPlaysItsStepsThenTheDefault() async throws {
        let served = try ServedNotes()
        defer { served.stop() }
        try served.server.switchScenario("retry", for: "listNotes", count: 1)
        var statuses: [Int] = []
        for _ in 0..<3 { statuses.append(try await served.send("/v1/notes").status) }
        #expect(statuses == [429, 200, 200])
        #expect(try await served.send("/v1/notes").body == #"[{"id":1,"title":"first"}]"#)
    }

    @Test func badControlRequestsNameWhatWasExpected() async throws {
        let served = try ServedNotes()
        defer { served.stop() }
        let unknown = try await served.control(#"{"endpoint": "listNotes", "scenario": "nope"}"#)
        #expect(unknown.status == 400)
        #expect(
            unknown.body == """
                {
                  "error": "unknown scenario 'nope' for 'listNotes'; expected one of 'success', 'empty', 'rateLimited', 'timeout', 'retry', 'truncated'"
                }

                """)
        #expect(try await served.control(#"{"endpoint": "listNotes", "scenario": "empty", "count": 0}"#).status == 400)
        #expect(try await served.control(#"{"endpoint": "listNotes"}"#).status == 400)
        #expect(try await served.control("not json").status == 400)
        #expect(try await served.control(#"{"endpoint": "nope", "scenario": "x"}"#).body.contains("unknown endpoint 'nope'"))
        #expect(try await served.send("/__treaty/nothing", method: "GET", headers: [:]).status == 404)
        #expect(throws: StubServerError.self) { try served.server.switchScenario("x", for: "listNotes") }
        #expect(throws: StubServerError.self) { try served.server.switchScenario("empty", for: "listNotes", count: 0) }
        #expect(served.server.findings == [])
    }

    @Test func clientRegressionsAreFindingsInTheJSONEndpoint() async throws {
        let served = try ServedNotes()
        defer { served.stop() }
        #expect(try await served.send("/v1/notes?page=x", headers: ["Accept": "application/json"]).status == 200)
        #expect(try await served.send("/v1/notes", method: "POST", body: #"{"title": 3}"#).status == 501)
        let findings = try await served.send("/__treaty/findings", method: "GET", headers: [:])
        #expect(findings.status == 200)
        #expect(
            findings.body == """
                {
                  "dropped": 0,
                  "findings": [
                    "client regression: listNotes: query 'page': expected integer, got string 'x'",
                    "client regression: listNotes: header 'Authorization': required, found none",
                    "client regression: createNote: body /title: expected string, got integer"
                  ],
                  "requests": 2
                }

                """)
    }

    @Test func anUnknownRouteIsA404NamingTheClosestEndpoint() async throws {
        let served = try ServedNotes()
        defer { served.stop() }
        let answer = try await served.send("/v1/notes/7", method: "DELETE")
        #expect(answer.status == 404)
        let message =
            "unmatched request 'DELETE /v1/notes/7': closest endpoint 'getNote' (GET /v1/notes/{noteId}): method differs, "
            + "expected 'GET', found 'DELETE'; fix: correct the client's request or stub the endpoint it calls"
        #expect(
            answer.body == """
                {
                  "closestEndpoint": "getNote",
                  "closestRoute": "GET /v1/notes/{noteId}",
                  "error": "\(message)"
                }

                """)
        #expect(served.server.findings == [message])
    }

    @Test func strictAnswers501WithoutAScenarioAndPermissiveGeneratesOne() async throws {
        let strict = try ServedNotes()
        defer { strict.stop() }
        let missing = try await strict.send("/v1/notes/3")
        #expect(missing.status == 501)
        #expect(missing.body.contains("endpoint 'getNote' has no response scenario"))
        var picked = TestRequests.goodHeaders
        picked["Treaty-Scenario"] = "nope"
        #expect(try await strict.send("/v1/notes", headers: picked).status == 400)

        let permissive = try ServedNotes(options: StubServerOptions(permissive: true))
        defer { permissive.stop() }
        #expect(try await permissive.send("/v1/notes/3").status == 200)
        #expect(try await permissive.send("/v1/notes", headers: picked).status == 200)
        #expect(permissive.server.findings == [])
    }

    /// `minLength: 1000000000` on a response member: `--permissive` generates nothing that
    /// large, and answers 501 naming the shape's place and the bounds a generated value keeps.
    @Test func permissiveRefusesAShapeLargerThanAGeneratedValueMayBe() async throws {
        var huge = NotesContract.shape(.string)
        huge.minLength = 1_000_000_000
        var body = NotesContract.shape(.object)
        body.location = NotesContract.at(14)
        body.properties = [.init(name: "text", shape: huge)]
        body.required = ["text"]
        var endpoint = Endpoint(
            id: "getHuge", method: "GET", path: PathTemplate("/v1/huge")!, location: NotesContract.at(12))
        endpoint.responses = [ResponseSpec(status: .code(200), body: body, location: NotesContract.at(13))]
        let contract = Contract(
            file: NotesContract.file, name: "Huge", version: "1.0.0", stubHost: "huge.test.invalid",
            fixtureDirectory: "Fixtures", endpoints: [endpoint])
        let served = try ServedNotes(contract: contract, options: StubServerOptions(permissive: true))
        defer { served.stop() }
        let answer = try await served.send("/v1/huge", headers: [:])
        #expect(answer.status == 501)
        #expect(
            answer.body.contains(
                "no response body could be generated for 'getHuge' (200) from its declared shape at contracts/notes.yaml:14:1: "
                    + "it asks for more than a generated value may hold (strings of 4096 characters, 1000 items, 16 levels)"),
            "\(answer.body)")
    }

    @Test func aTimedOutScenarioHoldsTheRequestUntilTheClientGivesUp() async throws {
        let served = try ServedNotes()
        defer { served.stop() }
        try served.server.switchScenario("timeout", for: "listNotes", count: 1)
        var request = URLRequest(url: URL(string: served.url.absoluteString + "/v1/notes")!)
        for (name, value) in TestRequests.goodHeaders { request.setValue(value, forHTTPHeaderField: name) }
        request.timeoutInterval = 1.5
        let started = Date()
        await #expect(throws: URLError(.timedOut)) { _ = try await served.session.data(for: request) }
        // The server never answered: the client's own timeout ended the request (FoundationNetworking
        // on Linux counts it in whole seconds, so 1.5 s gives up after 1 s).
        #expect(Date().timeIntervalSince(started) >= 0.9)
        #expect(try await served.send("/v1/notes").status == 200)
    }

    @Test func connectionScenariosFailTheClientsRequest() async throws {
        var contract = NotesContract.contract
        contract.endpoints[0].scenarios += [
            NotesContract.scenario("offline", .transport(TransportFailure(code: "notConnectedToInternet"))),
            NotesContract.scenario("garbled", .transport(TransportFailure(code: "badServerResponse"))),
        ]
        let served = try ServedNotes(contract: contract)
        defer { served.stop() }
        var codes: [URLError.Code] = []
        for scenario in ["offline", "garbled"] {
            var headers = TestRequests.goodHeaders
            headers["Treaty-Scenario"] = scenario
            do {
                _ = try await served.send("/v1/notes", headers: headers)
            } catch let error as URLError {
                codes.append(error.code)
            }
        }
        // A reset is a lost connection. A malformed status line is a protocol error, which
        // FoundationNetworking (libcurl) on Linux reports as unsupportedURL.
        #expect(codes.first == .networkConnectionLost)
        #if os(Linux)
            #expect(codes.dropFirst().first == .unsupportedURL)
        #else
            #expect(codes.count == 2)
        #endif
        #expect(try await served.send("/v1/notes").status == 200)
    }

    @Test func stopEndsHeldConnectionsAtOnce() throws {
        let served = try ServedNotes(options: StubServerOptions(holdTimeout: 30))
        try served.server.switchScenario("timeout", for: "listNotes")
        let client = try RawClient(port: served.port)
        client.send("GET /v1/notes HTTP/1.1\r\nAccept: application/json\r\nAuthorization: Bearer t\r\n\r\n")
        #expect(client.readToEnd(deadline: 0.3) == ("", false))
        let started = Date()
        served.stop()
        // Well under the 30 s hold, with slack for a loaded machine.
        #expect(client.readToEnd(deadline: 10) == ("", true))
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func aServerNobodyHoldsStopsListening() throws {
        var server: StubServer? = StubServer(contract: NotesContract.contract)
        let port = try #require(try server?.start().port)
        #expect((try? RawClient(port: port)) != nil)
        server = nil
        #expect(throws: URLError.self) { try RawClient(port: port) }
    }

    @Test func serversInParallelShareNothing() async throws {
        let first = try ServedNotes(), second = try ServedNotes()
        defer {
            first.stop()
            second.stop()
        }
        try first.server.switchScenario("empty", for: "listNotes")
        #expect(first.port != second.port)
        #expect(try await first.send("/v1/notes").body == "[]")
        #expect(try await second.send("/v1/notes").body == #"[{"id":1,"title":"first"}]"#)
        #expect(first.server.requests.count == 1 && second.server.requests.count == 1)
    }
}

/// `treaty serve --variants`: a UI test lists the response variants and walks them like scenarios.
@Suite struct StubServerVariantTests {
    @Test func variantsAreListedAndServedAsScenarios() async throws {
        var options = StubServerOptions()
        options.variants = true
        let served = try ServedNotes(contract: ResponseVariantRunTests.contract, options: options)
        defer { served.stop() }
        let listed = try await served.send("/__treaty/variants", headers: [:])
        #expect(listed.status == 200)
        guard case .object(let endpoints) = try JSONParser().parse(listed.body), case .array(let names)? = endpoints["getRelease"]
        else {
            Issue.record("not a list of names: \(listed.body)")
            return
        }
        #expect(names.contains(#"success ~ /state "closed""#), "\(names)")
        let walk = #"{"endpoint": "getRelease", "scenario": "success ~ /state \"closed\""}"#
        #expect(try await served.control(walk).status == 200)
        #expect(try await served.send("/release", headers: [:]).body.contains(#""state":"closed""#))
        #expect(served.server.findings == [])
    }

    @Test func withoutTheOptionNoVariantIsListedOrServed() async throws {
        let served = try ServedNotes()
        defer { served.stop() }
        #expect(try await served.send("/__treaty/variants", headers: [:]).body == "{}\n")
        #expect(try await served.control(#"{"endpoint": "listNotes", "scenario": "success ~ the body empty"}"#).status == 400)
    }
}
