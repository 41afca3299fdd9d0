import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension RecordedRequest {
    /// Records `request` as the stub saw it, reading a body stream to its end.
    ///
    /// - Parameter hiddenBody: the request came from an upload task, whose body Foundation on
    ///   Linux does not pass to a `URLProtocol`; a missing body is then not held against the client.
    init(reading request: URLRequest, hiddenBody: Bool) {
        let body = request.httpBody ?? request.httpBodyStream.map(RecordedRequest.readAll)
        self.init(
            method: (request.httpMethod ?? "GET").uppercased(),
            url: request.url ?? URL(string: "https://stub.invalid/")!,
            headers: request.allHTTPHeaderFields ?? [:],
            body: body,
            bodyVisible: !(hiddenBody && body == nil)
        )
    }

    /// Every byte of `stream`; bodies often arrive only this way.
    private static func readAll(_ stream: InputStream) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        stream.open()
        defer { stream.close() }
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { break }
            data.append(buffer, count: count)
        }
        return data
    }
}
