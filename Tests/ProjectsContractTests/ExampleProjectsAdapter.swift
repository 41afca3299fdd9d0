import ExampleClient
import Foundation
import TreatyStubs

/// Connects the generated Projects contract suite to `ProjectsClient`, the way a user connects
/// their own client: build it on the stub session, call it per endpoint, classify its errors.
struct ExampleProjectsAdapter: ProjectsContractAdapter {
    let client: ProjectsClient

    init(stubs: StubSession) {
        self.init(stubs: stubs, bodyTransport: .httpBody)
    }

    /// The client sending bodies through `bodyTransport` (`BodyTransportSuiteTests` tries each).
    init(stubs: StubSession, bodyTransport: BodyTransport) {
        client = ProjectsClient(
            baseURL: stubs.baseURL, session: stubs.urlSession, token: "contract-test-token", bodyTransport: bodyTransport)
    }

    func listProjects(_ input: ProjectsContract.ListProjectsInput) async throws {
        _ = try await client.listProjects(page: input.page ?? 1, perPage: input.perPage ?? 20, search: input.search)
    }

    func getProject(_ input: ProjectsContract.GetProjectInput) async throws {
        _ = try await client.getProject(id: input.projectId)
    }

    func createProject(_ input: ProjectsContract.CreateProjectInput) async throws {
        let project = try input.body
        _ = try await client.createProject(
            NewProject(name: project.name, description: project.description, visibility: Visibility(project.visibility)))
    }

    func updateProject(_ input: ProjectsContract.UpdateProjectInput) async throws {
        let patch = try input.body
        let changes = ProjectChanges(
            name: patch.name, description: patch.description, visibility: patch.visibility.map(Visibility.init))
        _ = try await client.updateProject(id: input.projectId, changes)
    }

    func deleteProject(_ input: ProjectsContract.DeleteProjectInput) async throws {
        try await client.deleteProject(id: input.projectId)
    }

    static func classify(_ error: any Error) -> ClientOutcome {
        guard let error = error as? ProjectsClientError else { return .unclassified(String(describing: error)) }
        switch error {
        case .transport(let failure): return .transport(code: failure.code)
        case .http(let status, _, let retryAfter): return .http(status: status, retryAfter: retryAfter)
        case .decoding: return .decoding
        }
    }
}

/// The adapter the generated `ProjectsContractTests` run.
typealias ProjectsContractSubject = ExampleProjectsAdapter

extension Visibility {
    /// The client's visibility for the contract's: the same wire values.
    init(_ visibility: ProjectsContract.Visibility) {
        switch visibility {
        case .private: self = .private
        case .internal: self = .internal
        case .public: self = .public
        }
    }
}
