import ExampleClient
import Foundation
import TreatyStubs

/// Connects the generated Projects contract suite to `ProjectsClient`, the way a user connects
/// their own client: build it on the stub session, call it per endpoint, classify its errors.
struct ExampleProjectsAdapter: ProjectsContractAdapter {
    let client: ProjectsClient

    init(stubs: StubSession) {
        client = ProjectsClient(baseURL: stubs.baseURL, session: stubs.urlSession, token: "contract-test-token")
    }

    func listProjects(_ input: ProjectsContract.ListProjectsInput) async throws {
        _ = try await client.listProjects(page: input.page ?? 1, perPage: input.perPage ?? 20, search: input.search)
    }

    func getProject(_ input: ProjectsContract.GetProjectInput) async throws {
        _ = try await client.getProject(id: input.projectId)
    }

    func createProject(_ input: ProjectsContract.CreateProjectInput) async throws {
        _ = try await client.createProject(try input.decodeBody(as: NewProject.self))
    }

    func updateProject(_ input: ProjectsContract.UpdateProjectInput) async throws {
        _ = try await client.updateProject(id: input.projectId, try input.decodeBody(as: ProjectChanges.self))
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
