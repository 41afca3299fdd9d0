import Foundation
import TreatyContract
import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Notes contract served on a loopback port, and a well-behaved client for it.
struct ServedNotes {
    let server: StubServer
    let url: URL
    let session: URLSession

    init(contract: Contract = NotesContract.contract, options: StubServerOptions = StubServerOptions()) throws {
        server = StubServer(contract: contract, fixtures: FixtureSource(NotesContract.fixtures), options: options)
        url = try server.start()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 5
        session = URLSession(configuration: configuration)
    }

    var port: Int { url.port ?? 0 }

    /// Sends a request with the headers Notes requires (unless replaced) and returns status, headers and body text.
    func send(
        _ path: String, method: String = "GET", headers: [String: String] = TestRequests.goodHeaders, body: String? = nil
    ) async throws -> (status: Int, response: HTTPURLResponse, body: String) {
        var request = URLRequest(url: URL(string: url.absoluteString + path)!)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (http.statusCode, http, String(decoding: data, as: UTF8.self))
    }

    /// Switches a scenario through the control endpoint, as a UI test on another process would.
    func control(_ json: String) async throws -> (status: Int, body: String) {
        let answer = try await send("/__treaty/scenario", method: "POST", headers: [:], body: json)
        return (answer.status, answer.body)
    }

    func stop() {
        session.invalidateAndCancel()
        server.stop()
    }
}
