import ExampleClient
import Testing
import TreatyStubs
import TreatyStubsTesting

/// The ten-line example of docs/stubs.md, kept compiling and passing.
@Suite struct DocsExampleTests {
    let projects = ProjectsContract.loaded.contract
    let fixtures = ProjectsContract.loaded.fixtures

    @Test func getProjectSendsTheDocumentedRequest() async throws {
        let stubs = StubSession(contract: projects, fixtures: fixtures, reporter: .swiftTesting)
        stubs.stub("getProject", scenario: "success")
        let client = ProjectsClient(baseURL: stubs.baseURL, session: stubs.urlSession, token: "t")
        let project = try await client.getProject(id: 42)
        #expect(project.name == "Apollo")
        #expect(stubs.requests(to: "getProject").first?.header("Authorization") == "Bearer t")
        stubs.expectNoRequests(except: ["getProject"])
        stubs.verify()
    }
}
