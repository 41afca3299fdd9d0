import ExampleClient
import Foundation
import Testing
import TreatyContract
import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ProjectsClientTests {
    @Test func successfulListSendsTheRequestTheContractDescribes() async throws {
        let stubs = ProjectsContract.stubs()
        stubs.stub("listProjects", scenario: "success")
        let projects = try await ProjectsClient(stubs: stubs).listProjects(page: 2, perPage: 5)
        #expect(projects.map(\.name) == ["Apollo", "Gemini"])
        #expect(projects[0].owner == Owner(id: 7, login: "mission-control", name: "Mission Control"))
        #expect(projects[1].description == nil && projects[1].visibility == .public)
        let request = try #require(stubs.requests(to: "listProjects").first)
        #expect(request.method == "GET")
        #expect(request.url.path == "/v1/projects")
        #expect(request.url.query == "page=2&perPage=5")
        #expect(request.header("Accept") == "application/json")
        #expect(request.header("Authorization") == "Bearer test-token")
        #expect(stubs.failures == [])
        stubs.expectNoRequests(except: ["listProjects"])
        stubs.verify()
    }

    @Test func writesSendContractConformingBodies() async throws {
        let stubs = ProjectsContract.stubs(options: StubOptions(reportUnusedStubs: true))
        stubs.stub("createProject", scenario: "created")
        stubs.stub("updateProject", scenario: "success")
        stubs.stub("deleteProject", scenario: "deleted")
        let client = ProjectsClient(stubs: stubs)
        let created = try await client.createProject(NewProject(name: "Apollo", visibility: .private))
        _ = try await client.updateProject(id: 42, ProjectChanges(description: "Launch plan"))
        try await client.deleteProject(id: 42)
        #expect(created.id == 43)
        let body = try #require(stubs.requests(to: "createProject").first?.body)
        #expect(String(decoding: body, as: UTF8.self) == #"{"name":"Apollo","visibility":"private"}"#)
        #expect(stubs.requests(to: "createProject").first?.header("Content-Type") == "application/json")
        #expect(stubs.requests.map(\.method) == ["POST", "PATCH", "DELETE"])
        #expect(stubs.failures == [])
        stubs.verify()
    }

    @Test func aBrokenBodyIsReportedAsAClientRegression() async throws {
        let log = FailureLog()
        let stubs = ProjectsContract.stubs(log.reporter)
        stubs.stub("createProject", scenario: "created")
        var request = URLRequest(url: stubs.url("/v1/projects"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("Bearer abc", forHTTPHeaderField: "Authorization")
        request.httpBody = Data(#"{"name":5,"visibility":"private"}"#.utf8)
        _ = try await stubs.urlSession.data(for: request)
        stubs.verify()
        #expect(log.messages == ["client regression: createProject: body /name: expected string, got integer"])
    }

    @Test func doubleEncodedPageIsCaught() async throws {
        let log = FailureLog()
        let stubs = ProjectsContract.stubs(log.reporter)
        stubs.stub("listProjects", scenario: "empty")
        var request = URLRequest(url: stubs.url("/v1/projects?page=1&perPage=%2531"))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("Bearer abc", forHTTPHeaderField: "Authorization")
        _ = try await stubs.urlSession.data(for: request)
        #expect(
            stubs.failures == [
                "client regression: listProjects: query 'perPage': value '%2531' is percent-encoded twice; fix: encode the value once"
            ])
        stubs.verify()
    }

    @Test func rateLimitIsRetriedAfterRetryAfterWithoutSleeping() async throws {
        let stubs = ProjectsContract.stubs()
        let rateLimited = StubReply.json(
            429, ["error": "rate_limited", "message": "Slow down."],
            headers: [HeaderField(name: "Retry-After", value: "3")])
        stubs.stub("listProjects", sequence: [rateLimited, .json(200, [])])
        let sleeper = SleepRecorder()
        let projects = try await ProjectsClient(stubs: stubs, retry: sleeper.policy).listProjects()
        #expect(projects.isEmpty)
        #expect(sleeper.recorded == [3])
        #expect(stubs.callCount("listProjects") == 2)
        stubs.verify()
    }
}

/// One scenario per error category; the categories must all differ.
@Suite struct ProjectsClientErrorTests {
    static let cases: [(endpoint: String, scenario: String, expected: ProjectsClientError)] = [
        ("getProject", "timeout", .transport(URLError(.timedOut))),
        (
            "getProject", "notFound",
            .http(status: 404, body: ErrorBody(error: "not_found", message: "No project with this id."), retryAfter: nil)
        ),
        (
            "listProjects", "rateLimited",
            .http(status: 429, body: ErrorBody(error: "rate_limited", message: "Slow down."), retryAfter: 3)
        ),
        (
            "listProjects", "serverError",
            .http(status: 500, body: ErrorBody(error: "internal", message: "Something went wrong on our side."), retryAfter: nil)
        ),
    ]

    func failure(_ endpoint: String, _ scenario: String) async -> ProjectsClientError? {
        let stubs = ProjectsContract.stubs()
        stubs.stub(endpoint, scenario: scenario)
        let client = ProjectsClient(stubs: stubs)
        defer { stubs.verify() }
        do {
            if endpoint == "getProject" { _ = try await client.getProject(id: 42) } else { _ = try await client.listProjects() }
            return nil
        } catch {
            return error
        }
    }

    @Test func transportAndHTTPFailuresKeepTheirDetails() async throws {
        for (endpoint, scenario, expected) in Self.cases {
            let found = await failure(endpoint, scenario)
            #expect(found == expected, "\(scenario)")
        }
    }

    @Test(arguments: ["malformed", "wrongType", "truncated"])
    func undecodableSuccessIsADecodingError(scenario: String) async throws {
        let found = await failure("listProjects", scenario)
        guard case .decoding(let description)? = found else {
            Issue.record("expected a decoding error, got \(String(describing: found))")
            return
        }
        let expected = ["malformed": "missing 'name' at /0", "wrongType": "wrong type at /0/id", "truncated": "malformed JSON"]
        #expect(description.hasPrefix(expected[scenario]!))
    }

    @Test func categoriesAreDistinctAndRetryabilityFollowsThem() async {
        let timeout = await failure("getProject", "timeout")
        let notFound = await failure("getProject", "notFound")
        let limited = await failure("listProjects", "rateLimited")
        let decoding = await failure("listProjects", "malformed")
        let all = [timeout, notFound, limited, decoding].compactMap { $0 }
        #expect(all.count == 4)
        #expect(all.map(\.isRetryable) == [true, false, true, false])
        #expect(Set(all.map { String(describing: $0).prefix(while: { $0 != "(" }) }) == ["transport", "http", "decoding"])
    }
}
