// Started by 'treaty generate' from treaty.yaml's 'adapterSkeleton'; this file is ours, and Treaty
// never overwrites it.

import Foundation
import OpenAPIRuntime
import TrackerClient
import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Connects the generated Tracker suite to the client swift-openapi-generator generated from the
/// same document: the suite's typed inputs become the client's, each operation's `Output` case
/// becomes success or the status it stands for, and the errors the client throws are sorted
/// into transport and decoding failures.
struct TrackerAdapter: TrackerContractAdapter {
    let client: Client

    init(stubs: StubSession) {
        // The contract's paths carry the server's `/v1`, as the app's `Servers.Server1.url()` does.
        client = .tracker(
            serverURL: stubs.baseURL.appendingPathComponent("v1"), token: "test-token", session: stubs.urlSession)
    }

    private func repository(_ owner: String, _ repo: String) -> RepositoryIssues {
        RepositoryIssues(owner: owner, repo: repo, client: client)
    }

    func getRepository(_ input: TrackerContract.GetRepositoryInput) async throws {
        switch try await repository(input.owner, input.repo).repository() {
        case .ok: return
        case .notFound: throw ErrorResponse(status: 404)
        case .internalServerError: throw ErrorResponse(status: 500)
        case .undocumented(let status, _): throw ErrorResponse(status: status)
        }
    }

    func listIssues(_ input: TrackerContract.ListIssuesInput) async throws {
        let filter: IssueFilter? = input.state.map {
            switch $0 {
            case .open: .open
            case .closed: .closed
            case .all: .everything
            }
        }
        let output = try await repository(input.owner, input.repo)
            .issues(filter: filter, updatedSince: try Self.date(input.since), page: input.page)
        switch output {
        case .ok: return
        case .notFound: throw ErrorResponse(status: 404)
        case .tooManyRequests(let response): throw ErrorResponse(status: 429, retryAfter: response.headers.retryAfter)
        case .internalServerError: throw ErrorResponse(status: 500)
        case .undocumented(let status, _): throw ErrorResponse(status: status)
        }
    }

    func createIssue(_ input: TrackerContract.CreateIssueInput) async throws {
        let body = try input.body
        let issue = Components.Schemas.NewIssue(
            title: body.title, body: body.body, labels: body.labels, dueOn: try Self.date(body.dueOn))
        switch try await repository(input.owner, input.repo).open(issue) {
        case .created: return
        case .notFound: throw ErrorResponse(status: 404)
        case .unprocessableContent: throw ErrorResponse(status: 422)
        case .tooManyRequests(let response): throw ErrorResponse(status: 429, retryAfter: response.headers.retryAfter)
        case .internalServerError: throw ErrorResponse(status: 500)
        case .undocumented(let status, _): throw ErrorResponse(status: status)
        }
    }

    func getIssue(_ input: TrackerContract.GetIssueInput) async throws {
        switch try await repository(input.owner, input.repo).issue(input.issueNumber) {
        case .ok: return
        case .notFound: throw ErrorResponse(status: 404)
        case .internalServerError: throw ErrorResponse(status: 500)
        case .undocumented(let status, _): throw ErrorResponse(status: status)
        }
    }

    func updateIssue(_ input: TrackerContract.UpdateIssueInput) async throws {
        let body = try input.body
        let changes = Components.Schemas.IssueChanges(
            title: body.title,
            state: body.state.flatMap { Components.Schemas.IssueState(rawValue: $0.rawValue) },
            dueOn: try Self.date(body.dueOn))
        switch try await repository(input.owner, input.repo).update(input.issueNumber, with: changes) {
        case .ok: return
        case .notFound: throw ErrorResponse(status: 404)
        case .internalServerError: throw ErrorResponse(status: 500)
        case .undocumented(let status, _): throw ErrorResponse(status: status)
        }
    }

    func listComments(_ input: TrackerContract.ListCommentsInput) async throws {
        switch try await repository(input.owner, input.repo).comments(on: input.issueNumber, page: input.page) {
        case .ok: return
        case .notFound: throw ErrorResponse(status: 404)
        case .internalServerError: throw ErrorResponse(status: 500)
        case .undocumented(let status, _): throw ErrorResponse(status: status)
        }
    }

    func createComment(_ input: TrackerContract.CreateCommentInput) async throws {
        switch try await repository(input.owner, input.repo).comment(on: input.issueNumber, try input.body.body) {
        case .created: return
        case .notFound: throw ErrorResponse(status: 404)
        case .tooManyRequests(let response): throw ErrorResponse(status: 429, retryAfter: response.headers.retryAfter)
        case .internalServerError: throw ErrorResponse(status: 500)
        case .undocumented(let status, _): throw ErrorResponse(status: status)
        }
    }

    func lockIssue(_ input: TrackerContract.LockIssueInput) async throws {
        let reason = try input.body?.lockReason.flatMap {
            Operations.LockIssue.Input.Body.JsonPayload.LockReasonPayload(rawValue: $0.rawValue)
        }
        switch try await repository(input.owner, input.repo).lock(input.issueNumber, reason: reason) {
        case .noContent: return
        case .notFound: throw ErrorResponse(status: 404)
        case .internalServerError: throw ErrorResponse(status: 500)
        case .undocumented(let status, _): throw ErrorResponse(status: status)
        }
    }

    /// The generated client reports a documented error status as an `Output` case and throws
    /// only when no response could be read: a transport failure (`URLError`) or a body that does
    /// not decode (`DecodingError`), each wrapped in `ClientError`.
    static func classify(_ error: any Error) -> ClientOutcome {
        switch error {
        case let response as ErrorResponse:
            return .http(status: response.status, retryAfter: response.retryAfter)
        case let error as ClientError:
            switch error.underlyingError {
            case let failure as URLError: return .transport(code: failure.code)
            case is DecodingError: return .decoding
            default: return .unclassified(String(describing: error))
            }
        default:
            return .unclassified(String(describing: error))
        }
    }

    /// A scenario's `date-time` value as the `Date` the client takes.
    private static func date(_ text: String?) throws -> Date? {
        try text.map { try Date($0, strategy: .iso8601) }
    }
}

/// An `Output` case for an error status, thrown so that `classify` sees it.
struct ErrorResponse: Error {
    let status: Int
    var retryAfter: Int? = nil
}

/// The adapter the generated tests run.
typealias TrackerContractSubject = TrackerAdapter
