import Foundation
import TreatyStubs

/// Connects the generated Notes suite to `NotesClient`.
struct NotesAdapter: NotesContractAdapter {
    let client: NotesClient

    init(stubs: StubSession) {
        client = NotesClient(baseURL: stubs.baseURL, session: stubs.urlSession, apiKey: "test-key")
    }

    func searchNotes(_ input: NotesContract.SearchNotesInput) async throws {
        _ = try await client.search(input.q, archived: input.archived, requestId: input.xRequestId)
    }

    func readNote(_ input: NotesContract.ReadNoteInput) async throws {
        _ = try await client.read(slug: input.slug)
    }

    static func classify(_ error: any Error) -> ClientOutcome {
        switch error {
        case NotesClient.Failure.transport(let failure): return .transport(code: failure.code)
        case NotesClient.Failure.http(let status, let retryAfter): return .http(status: status, retryAfter: retryAfter)
        case NotesClient.Failure.decoding: return .decoding
        default: return .unclassified(String(describing: error))
        }
    }
}

/// The adapter the generated `NotesContractTests` run.
typealias NotesContractSubject = NotesAdapter
