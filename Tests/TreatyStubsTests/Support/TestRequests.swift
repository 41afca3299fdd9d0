import Foundation
import TreatyContract

@testable import TreatyStubs

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

    /// The client regressions one request to `endpoint` is told, without their `client
    /// regression: <endpoint>: ` prefix: for tests of one verification rule. `contentType` replaces
    /// the JSON one a body is given (nil: none).
    static func failures(
        of contract: Contract, _ endpoint: String, answering code: Int, _ method: String, _ path: String,
        headers: [String: String] = [:], body: String? = nil, contentType: String? = nil, log: FailureLog
    ) async -> [String] {
        let stubs = StubSession(contract: contract, reporter: log.reporter)
        stubs.stub(endpoint, .status(code))
        var request = make(stubs, method, path, headers: headers, body: body)
        if body != nil || contentType != nil { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        _ = await status(stubs, request)
        return stubs.failures.map { $0.replacingOccurrences(of: "client regression: \(endpoint): ", with: "") }
    }

    /// What the input echo tells a client that sent `body` as `contentType` to `endpoint`, when
    /// the scenario passed `value`.
    static func echoMismatches(_ endpoint: Endpoint, url: String, contentType: String, body: String, passing value: JSONValue)
        -> [String]
    {
        let request = RecordedRequest(
            method: endpoint.method, url: URL(string: url)!, headers: ["Content-Type": contentType], body: Data(body.utf8))
        return InputEcho(input: RequestInput(body: value), endpoint: endpoint).mismatches(in: request)
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
