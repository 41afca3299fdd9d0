import Foundation
import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Builds requests the way a well-behaved Notes client would, so each test changes one thing.
enum TestRequests {
    static let goodHeaders = ["Accept": "application/json", "Authorization": "Bearer secret-token"]

    static func make(
        _ session: StubSession, _ method: String = "GET", _ path: String,
        headers: [String: String] = goodHeaders, body: String? = nil
    ) -> URLRequest {
        var request = URLRequest(url: session.url(path))
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }

    /// Sends `request` and returns the status, or the `URLError` code it failed with.
    static func status(_ session: StubSession, _ request: URLRequest) async -> Result<Int, URLError> {
        do {
            let (_, response) = try await session.urlSession.data(for: request)
            return .success((response as? HTTPURLResponse)?.statusCode ?? -1)
        } catch let error as URLError {
            return .failure(error)
        } catch {
            return .failure(URLError(.unknown))
        }
    }
}

extension Result where Failure == URLError {
    var code: URLError.Code? {
        if case .failure(let error) = self { return error.code }
        return nil
    }
}
