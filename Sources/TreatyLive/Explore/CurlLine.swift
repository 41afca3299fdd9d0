import Foundation

/// A request as a `curl` command a person can paste to replay it, with every secret masked.
enum CurlLine {
    /// `curl -X GET 'https://api.example.com/items?page=2' -H 'Accept: application/json'`.
    static func render(_ request: LiveRequest, redactor: Redactor) -> String {
        var parts = ["curl", "-X", request.method, quote(request.url.absoluteString)]
        for header in request.headers {
            let value = Redactor.isSecretHeader(header.name) ? Redactor.mask : header.value
            parts += ["-H", quote("\(header.name): \(value)")]
        }
        if let body = request.body { parts += ["--data", quote(String(decoding: body, as: UTF8.self))] }
        let line = parts.joined(separator: " ")
        // Query values named like credentials, and every secret the run knows, wherever they are.
        let query = request.url.query.map { Redactor.redactQuery($0) }
        let masked = query.map { line.replacingOccurrences(of: request.url.query ?? "", with: $0) } ?? line
        return redactor.scrub(masked)
    }

    /// Single-quoted for a POSIX shell.
    private static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
