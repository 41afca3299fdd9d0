import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension RecordedRequest {
    /// Records `request` as the stub saw it, reading a body stream to its end.
    ///
    /// - Parameter task: the task carrying the request. An upload task keeps its body beside the
    ///   request; it is read from there (``UploadTaskBody``), and when that fails the request is
    ///   recorded with ``bodyVisible`` false, which the session reports as not verified.
    init(reading request: URLRequest, task: URLSessionTask?) {
        var body = request.httpBody ?? request.httpBodyStream.map(RecordedRequest.readAll)
        var visible = true
        if body == nil, let upload = task as? URLSessionUploadTask {
            body = UploadTaskBody.read(upload)
            visible = body != nil
        }
        self.init(
            method: (request.httpMethod ?? "GET").uppercased(),
            url: request.url ?? URL(string: "https://stub.invalid/")!,
            headers: request.allHTTPHeaderFields ?? [:],
            body: body,
            bodyVisible: visible
        )
    }

    /// Every byte of `stream`; bodies often arrive only this way.
    static func readAll(_ stream: InputStream) -> Data {
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
