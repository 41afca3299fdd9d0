import ExampleClient
import Foundation
import Testing
import TreatyStubs

/// Request bodies are verified whichever `URLSession` call carries them: `httpBody`, a body
/// stream, and the four upload forms, which Foundation does not hand to a `URLProtocol`.
@Suite struct BodyTransportTests {
    @Test(arguments: BodyTransport.allCases)
    func aConformingBodyIsSeenAndPasses(_ transport: BodyTransport) async throws {
        let log = FailureLog()
        let stubs = ProjectsContract.stubs(log.reporter)
        stubs.stub("createProject", scenario: "created")
        let client = ProjectsClient(stubs: stubs, bodyTransport: transport)
        _ = try await client.createProject(NewProject(name: "Apollo", visibility: .private))
        stubs.verify()
        let sent = try #require(stubs.requests(to: "createProject").first)
        #expect(sent.bodyVisible)
        #expect(sent.body.map { String(decoding: $0, as: UTF8.self) } == #"{"name":"Apollo","visibility":"private"}"#)
        #expect(log.messages == [])
    }

    @Test(arguments: BodyTransport.allCases)
    func aBodyFaultIsCaught(_ transport: BodyTransport) async throws {
        let log = FailureLog()
        let stubs = ProjectsContract.stubs(log.reporter)
        stubs.stub("createProject", scenario: "created")
        let client = ProjectsClient(stubs: stubs, bodyTransport: transport)
        _ = try? await client.createProject(NewProject(name: "", visibility: .private))
        stubs.verify()
        #expect(
            log.messages == [
                "client regression: createProject: body /name: expected at least 1 character, got 0 characters"
            ])
    }
}
