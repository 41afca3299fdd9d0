import ExampleClient
import Testing
import TreatyStubs
import TreatyStubsTesting

/// The README's hand-written example, kept compiling and passing.
@Test func notFoundIsAnHTTPError() async throws {
    let stubs = StubSession(contract: ProjectsContract.contract, fixtures: ProjectsContract.fixtures, reporter: .swiftTesting)
    stubs.stub(.getProject_notFound)
    let client = ProjectsClient(baseURL: stubs.baseURL, session: stubs.urlSession, token: "t")
    await #expect(throws: ProjectsClientError.self) { try await client.getProject(id: 9999) }
    #expect(stubs.callCount("getProject") == 1)
    stubs.verify()  // the request matched the contract: method, path, headers, query
}
