import Foundation

/// One HTTP/1.x request as the stub server read it off the wire: head and complete body.
struct HTTPRequest: Sendable {
    /// The method token as sent (`GET`).
    var method: String
    /// The origin-form target, percent-encoding kept: `/v1/projects?page=1`.
    var target: String
    /// 0 for HTTP/1.0, 1 for HTTP/1.1.
    var minorVersion: Int
    /// Header fields in the order sent; names keep their case.
    var headers: [(name: String, value: String)]
    /// The body, de-chunked; empty when none was sent.
    var body: Data

    /// The first value of header `name`, compared case-insensitively.
    func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.name.lowercased() == lowered }?.value
    }

    /// Whether the connection stays open after the answer: HTTP/1.1 unless `Connection: close`,
    /// HTTP/1.0 only with `Connection: keep-alive`.
    var keepAlive: Bool {
        let tokens = (header("Connection") ?? "").lowercased().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return minorVersion >= 1 ? !tokens.contains("close") : tokens.contains("keep-alive")
    }

    /// The path part of ``target``.
    var path: String {
        target.firstIndex(of: "?").map { String(target[..<$0]) } ?? target
    }

    /// The query part of ``target``, without `?`; nil when there is none.
    var query: String? {
        target.firstIndex(of: "?").map { String(target[target.index(after: $0)...]) }
    }
}

/// Why a request could not be read: the status to answer with before closing the connection.
struct HTTPRejection: Error, Sendable, Equatable {
    /// 400, 408, 413, 431, 501 or 505.
    var status: Int
    /// What was wrong, for the JSON error body.
    var reason: String
}
