import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A small client for the OpenAPI Specification's petstore, written the way an app would: the
/// suite generated from the imported contract (Tests/Contracts/petstore) runs against it.
struct PetstoreClient {
    struct Pet: Codable, Equatable {
        var id: Int64
        var name: String
        var tag: String?
    }

    struct APIError: Decodable, Equatable {
        var code: Int32
        var message: String
    }

    enum Failure: Error {
        case transport(URLError)
        case http(status: Int, error: APIError?, retryAfter: Int?)
        case decoding
    }

    /// The server URL, `…/v1` included, as the spec's `servers` entry gives it.
    let baseURL: URL
    let session: URLSession

    func listPets(limit: Int? = nil) async throws -> [Pet] {
        var components = URLComponents(url: baseURL.appendingPathComponent("pets"), resolvingAgainstBaseURL: false)!
        if let limit { components.queryItems = [URLQueryItem(name: "limit", value: String(limit))] }
        return try await decode([Pet].self, from: send(URLRequest(url: components.url!)))
    }

    func createPet(_ pet: Pet) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("pets"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(pet)
        _ = try await send(request)
    }

    func showPet(id: String) async throws -> Pet {
        try await decode(Pet.self, from: send(URLRequest(url: baseURL.appendingPathComponent("pets").appendingPathComponent(id))))
    }

    private func send(_ request: URLRequest) async throws -> Data {
        var request = request
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let data: Data
        let response: HTTPURLResponse
        do {
            let (body, answer) = try await session.data(for: request)
            data = body
            response = answer as! HTTPURLResponse
        } catch let error as URLError {
            throw Failure.transport(error)
        }
        guard (200..<300).contains(response.statusCode) else {
            throw Failure.http(
                status: response.statusCode, error: try? JSONDecoder().decode(APIError.self, from: data),
                retryAfter: response.value(forHTTPHeaderField: "Retry-After").flatMap { Int($0) })
        }
        return data
    }

    private func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw Failure.decoding
        }
    }
}
