public import Foundation

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

// The demo "Projects" API this client speaks; contracts/projects.yaml describes exactly this.
//
//   listProjects   GET    /v1/projects?page=&perPage=&search=   200 [Project]
//   getProject     GET    /v1/projects/{projectId}      200 Project
//   createProject  POST   /v1/projects                  201 Project   body {name, description?, visibility}
//   updateProject  PATCH  /v1/projects/{projectId}      200 Project   body {name?, description?, visibility?}
//   deleteProject  DELETE /v1/projects/{projectId}      204
//
//   Project: {id: integer, name: string, description: string|null,
//             visibility: "private"|"internal"|"public", createdAt: date-time string,
//             owner: {id: integer, login: string}|null}
//   Errors:  {error: string, message: string}; 429 carries Retry-After (seconds).
//   Every request sends Accept: application/json and Authorization: Bearer <token>;
//   requests with a body send Content-Type: application/json.

/// A client for the Projects API: what an app's networking layer looks like.
///
/// It takes its `URLSession` and base URL from the caller (never `URLSession.shared`), so tests
/// hand it a stub session's. Every failure is a ``ProjectsClientError`` that keeps transport,
/// HTTP status and decoding problems apart.
public struct ProjectsClient: Sendable {
    public let baseURL: URL
    public let session: URLSession
    let token: String
    let retry: RetryPolicy
    let bodyTransport: BodyTransport

    /// - Parameters:
    ///   - token: the bearer token sent in `Authorization`.
    ///   - retry: how often to retry 429 and 503 answers, and how to wait in between.
    ///   - bodyTransport: which `URLSession` call carries request bodies.
    public init(
        baseURL: URL, session: URLSession, token: String, retry: RetryPolicy = .none, bodyTransport: BodyTransport = .httpBody
    ) {
        self.baseURL = baseURL
        self.session = session
        self.token = token
        self.retry = retry
        self.bodyTransport = bodyTransport
    }

    /// `GET /v1/projects?page=&perPage=&search=`.
    public func listProjects(page: Int = 1, perPage: Int = 20, search: String? = nil) async throws(ProjectsClientError)
        -> [Project]
    {
        var query = [URLQueryItem(name: "page", value: String(page)), URLQueryItem(name: "perPage", value: String(perPage))]
        if let search { query.append(URLQueryItem(name: "search", value: search)) }
        return try await decode([Project].self, from: request("GET", "/v1/projects", query: query))
    }

    /// `GET /v1/projects/{projectId}`.
    public func getProject(id: Int) async throws(ProjectsClientError) -> Project {
        try await decode(Project.self, from: request("GET", "/v1/projects/\(id)"))
    }

    /// `POST /v1/projects`.
    public func createProject(_ project: NewProject) async throws(ProjectsClientError) -> Project {
        try await decode(Project.self, from: request("POST", "/v1/projects", body: encode(project)))
    }

    /// `PATCH /v1/projects/{projectId}`.
    public func updateProject(id: Int, _ changes: ProjectChanges) async throws(ProjectsClientError) -> Project {
        try await decode(Project.self, from: request("PATCH", "/v1/projects/\(id)", body: encode(changes)))
    }

    /// `DELETE /v1/projects/{projectId}`; succeeds on 204.
    public func deleteProject(id: Int) async throws(ProjectsClientError) {
        _ = try await send(request("DELETE", "/v1/projects/\(id)"))
    }
}
