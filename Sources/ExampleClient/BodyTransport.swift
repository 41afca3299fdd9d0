import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How ``ProjectsClient`` hands a request body to `URLSession`.
///
/// Real clients use every one of these, and a contract suite must see the body whichever is
/// used: Treaty's tests run the same scenarios through each (`BodyTransportTests`).
/// (`bytes(for:)` is not offered: swift-corelibs-foundation has no such method.)
public enum BodyTransport: String, Sendable, CaseIterable {
    /// `data(for:)` with the body in `httpBody`.
    case httpBody
    /// `data(for:)` with the body as `httpBodyStream`.
    case bodyStream
    /// `upload(for:from:)`.
    case upload
    /// `upload(for:fromFile:)`, from a temporary file.
    case uploadFile
    /// `uploadTask(with:from:completionHandler:)`.
    case uploadTask
    /// `uploadTask(with:fromFile:completionHandler:)`, from a temporary file.
    case uploadTaskFile

    /// Sends `request` with `body` this way.
    func send(_ request: URLRequest, body: Data, on session: URLSession) async throws -> (Data, URLResponse) {
        var bare = request
        bare.httpBody = nil
        switch self {
        case .httpBody:
            bare.httpBody = body
            return try await session.data(for: bare)
        case .bodyStream:
            bare.httpBodyStream = InputStream(data: body)
            return try await session.data(for: bare)
        case .upload:
            return try await session.upload(for: bare, from: body)
        case .uploadFile:
            return try await Self.withFile(body) { try await session.upload(for: bare, fromFile: $0) }
        case .uploadTask:
            return try await Self.completion { session.uploadTask(with: bare, from: body, completionHandler: $0) }
        case .uploadTaskFile:
            return try await Self.withFile(body) { file in
                try await Self.completion { session.uploadTask(with: bare, fromFile: file, completionHandler: $0) }
            }
        }
    }

    private static func withFile<T>(_ body: Data, _ use: (URL) async throws -> T) async throws -> T {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("upload-\(UUID().uuidString).json")
        try body.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await use(file)
    }

    private static func completion(
        _ make: (@escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionUploadTask
    ) async throws -> (Data, URLResponse) {
        try await withCheckedThrowingContinuation { continuation in
            make { data, response, error in
                if let error { return continuation.resume(throwing: error) }
                guard let response else { return continuation.resume(throwing: URLError(.badServerResponse)) }
                continuation.resume(returning: (data ?? Data(), response))
            }.resume()
        }
    }
}
