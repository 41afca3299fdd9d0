import Foundation
import TreatyContract

/// A response the stub server writes: a status, header fields and a complete body.
struct HTTPResponse: Sendable, Equatable {
    var status: Int
    var headers: [HeaderField]
    var body: Data

    /// A JSON response whose body is `value` in Treaty's canonical form (sorted keys).
    static func json(_ status: Int, _ value: JSONValue) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [HeaderField(name: "Content-Type", value: "application/json")],
            body: Data(JSONWriter.pretty.write(value).utf8))
    }

    /// `{"error": message}` with `status`.
    static func error(_ status: Int, _ message: String) -> HTTPResponse {
        json(status, ["error": .string(message)])
    }

    /// The bytes on the wire. `Content-Length` and `Connection` are the server's to set, so the
    /// scenario's own values for them are dropped; every other field is kept in order.
    func serialized(keepAlive: Bool, headOnly: Bool = false) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for field in headers {
            let name = field.name.lowercased()
            guard name != "content-length", name != "connection", name != "transfer-encoding" else { continue }
            text += "\(HeaderLine.oneLine(field.name)): \(HeaderLine.oneLine(field.value))\r\n"
        }
        text += "Content-Length: \(body.count)\r\n"
        text += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        var bytes = Array(text.utf8)
        if !headOnly { bytes += body }
        return bytes
    }

    static func reason(_ status: Int) -> String {
        let reasons = [
            200: "OK", 201: "Created", 202: "Accepted", 204: "No Content", 301: "Moved Permanently", 302: "Found",
            304: "Not Modified", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
            405: "Method Not Allowed", 408: "Request Timeout", 409: "Conflict", 410: "Gone", 412: "Precondition Failed",
            413: "Content Too Large", 415: "Unsupported Media Type", 422: "Unprocessable Content", 429: "Too Many Requests",
            431: "Request Header Fields Too Large", 500: "Internal Server Error", 501: "Not Implemented",
            502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout", 505: "HTTP Version Not Supported",
        ]
        return reasons[status] ?? "Status \(status)"
    }
}
