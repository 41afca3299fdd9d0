import Foundation
import TreatyStubs

/// Connects the suite generated from the imported petstore contract to `PetstoreClient`. The
/// contract's paths carry the server's `/v1`, so the client gets it in its base URL, as an app
/// configured with `servers[0].url` would.
struct PetstoreAdapter: PetstoreContractAdapter {
    let client: PetstoreClient

    init(stubs: StubSession) {
        client = PetstoreClient(baseURL: stubs.baseURL.appendingPathComponent("v1"), session: stubs.urlSession)
    }

    func listPets(_ input: PetstoreContract.ListPetsInput) async throws {
        _ = try await client.listPets(limit: input.limit)
    }

    func createPets(_ input: PetstoreContract.CreatePetsInput) async throws {
        let pet = try input.body
        try await client.createPet(PetstoreClient.Pet(id: pet.id, name: pet.name, tag: pet.tag))
    }

    func showPetById(_ input: PetstoreContract.ShowPetByIdInput) async throws {
        _ = try await client.showPet(id: input.petId)
    }

    static func classify(_ error: any Error) -> ClientOutcome {
        switch error {
        case PetstoreClient.Failure.transport(let failure): return .transport(code: failure.code)
        case PetstoreClient.Failure.http(let status, _, let retryAfter): return .http(status: status, retryAfter: retryAfter)
        case PetstoreClient.Failure.decoding: return .decoding
        default: return .unclassified(String(describing: error))
        }
    }
}

/// The adapter the generated `PetstoreContractTests` run.
typealias PetstoreContractSubject = PetstoreAdapter
