import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ProjectsClient {
    func request(_ method: String, _ path: String, query: [URLQueryItem] = [], body: Data? = nil) -> URLRequest {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)!
        components.path = path
        components.queryItems = query.isEmpty ? nil : query
        var request = URLRequest(url: components.url!)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }

    func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Encoding these plain structs cannot fail.
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }

    /// Sends `request`, retrying 429 and 503 as ``retry`` allows; returns a 2XX response.
    func send(_ request: URLRequest) async throws(ProjectsClientError) -> (Data, HTTPURLResponse) {
        var attempt = 0
        while true {
            let (data, response) = try await perform(request)
            if (200..<300).contains(response.statusCode) { return (data, response) }
            let retryAfter = Backoff.retryAfterSeconds(response.value(forHTTPHeaderField: "Retry-After"))
            let failure = ProjectsClientError.http(
                status: response.statusCode, body: try? JSONDecoder().decode(ErrorBody.self, from: data), retryAfter: retryAfter
            )
            guard attempt < retry.maxRetries, [429, 503].contains(response.statusCode) else { throw failure }
            do {
                try await retry.sleep(retry.backoff.delay(attempt: attempt, retryAfter: retryAfter))
            } catch {
                throw .transport(URLError(.cancelled))
            }
            attempt += 1
        }
    }

    func decode<Value: Decodable>(_ type: Value.Type, from request: URLRequest) async throws(ProjectsClientError) -> Value {
        let (data, _) = try await send(request)
        do {
            return try Self.decoder.decode(type, from: data)
        } catch {
            throw .decoding(DecodingProblem.describe(error))
        }
    }

    private func perform(_ request: URLRequest) async throws(ProjectsClientError) -> (Data, HTTPURLResponse) {
        do {
            let (data, response): (Data, URLResponse)
            if let body = request.httpBody {
                (data, response) = try await bodyTransport.send(request, body: body, on: session)
            } else {
                (data, response) = try await session.data(for: request)
            }
            guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
            return (data, http)
        } catch let error as URLError {
            throw .transport(error)
        } catch {
            throw .transport(URLError(error is CancellationError ? .cancelled : .unknown))
        }
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            if let date = try? Date(text, strategy: .iso8601) { return date }
            if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return date }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "expected an RFC 3339 date-time, got '\(text)'")
            )
        }
        return decoder
    }
}

/// Short, stable descriptions of decoding failures: what was wrong, and where.
enum DecodingProblem {
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "unreadable body" }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing '\(key.stringValue)' at \(pointer(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong type at \(pointer(context.codingPath)): \(context.debugDescription)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "malformed JSON" : "bad value at \(pointer(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "unreadable body"
        }
    }

    private static func pointer(_ path: [any CodingKey]) -> String {
        "/" + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "/")
    }
}
