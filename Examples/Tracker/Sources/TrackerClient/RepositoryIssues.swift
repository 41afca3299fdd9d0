import Foundation

/// One repository's issues, as the app's screens ask for them: the generated client's operations
/// with the repository filled in. Each call returns the operation's generated `Output`, whose
/// cases are the documented statuses, so the screen decides what a 404 or a 429 means to it.
public struct RepositoryIssues: Sendable {
    /// The account that owns the repository.
    public let owner: String
    /// The repository's name.
    public let repo: String
    private let client: any APIProtocol

    /// The issues of `owner/repo`, through `client` (`Client.tracker(…)` in the app).
    public init(owner: String, repo: String, client: any APIProtocol) {
        self.owner = owner
        self.repo = repo
        self.client = client
    }

    /// The repository itself.
    public func repository() async throws -> Operations.GetRepository.Output {
        try await client.getRepository(path: .init(owner: owner, repo: repo))
    }

    /// One page of issues (the first when `page` is nil), only those of `filter` and updated at
    /// or after `since` when given.
    public func issues(filter: IssueFilter? = nil, updatedSince since: Date? = nil, page: Int? = nil) async throws
        -> Operations.ListIssues.Output
    {
        try await client.listIssues(
            path: .init(owner: owner, repo: repo),
            query: .init(state: filter?.state, since: since, page: page)
        )
    }

    /// Opens an issue.
    public func open(_ issue: Components.Schemas.NewIssue) async throws -> Operations.CreateIssue.Output {
        try await client.createIssue(path: .init(owner: owner, repo: repo), body: .json(issue))
    }

    /// Issue `number`.
    public func issue(_ number: Int) async throws -> Operations.GetIssue.Output {
        try await client.getIssue(path: .init(owner: owner, repo: repo, issueNumber: number))
    }

    /// Changes issue `number`; the members `changes` leaves nil stay as they are.
    public func update(_ number: Int, with changes: Components.Schemas.IssueChanges) async throws
        -> Operations.UpdateIssue.Output
    {
        try await client.updateIssue(path: .init(owner: owner, repo: repo, issueNumber: number), body: .json(changes))
    }

    /// One page of the comments on issue `number` (the first when `page` is nil).
    public func comments(on number: Int, page: Int? = nil) async throws -> Operations.ListComments.Output {
        try await client.listComments(
            path: .init(owner: owner, repo: repo, issueNumber: number),
            query: .init(page: page)
        )
    }

    /// Comments `text` on issue `number`.
    public func comment(on number: Int, _ text: String) async throws -> Operations.CreateComment.Output {
        try await client.createComment(
            path: .init(owner: owner, repo: repo, issueNumber: number),
            body: .json(.init(body: text))
        )
    }

    /// Locks the conversation of issue `number`, saying why when `reason` is given.
    public func lock(_ number: Int, reason: Operations.LockIssue.Input.Body.JsonPayload.LockReasonPayload? = nil)
        async throws -> Operations.LockIssue.Output
    {
        try await client.lockIssue(
            path: .init(owner: owner, repo: repo, issueNumber: number),
            body: reason.map { .json(.init(lockReason: $0)) }
        )
    }
}
