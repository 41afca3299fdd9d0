import TreatyContract

/// Every message the stub server emits of its own, in one catalogue: lowercase, no trailing
/// period, user tokens in single quotes, what was found and what was expected.
///
/// Messages about the client's requests (regressions, unmatched routes) are the stub session's
/// own (``StubMessage``), so a served request fails with the same words as an in-process one.
enum ServerMessage {
    static let badRequestLine = HTTPRejection(
        status: 400, reason: "malformed request line; expected 'METHOD /path HTTP/1.1' followed by CRLF")
    static let badHeader = HTTPRejection(
        status: 400, reason: "malformed header line; expected 'Name: value' with a token name and no control characters")
    static let badChunk = HTTPRejection(
        status: 400, reason: "malformed chunked body; expected hexadecimal chunk sizes, each chunk followed by CRLF")
    static let lengthAndChunked = HTTPRejection(
        status: 400, reason: "both 'Content-Length' and 'Transfer-Encoding' were sent; expected one of them")
    static let readTimeout = HTTPRejection(status: 408, reason: "the request was not complete within the read timeout")

    static func badVersion(_ version: String) -> HTTPRejection {
        HTTPRejection(status: 505, reason: "unsupported protocol '\(version.prefix(32))'; expected 'HTTP/1.1' or 'HTTP/1.0'")
    }

    static func unsupportedCoding(_ coding: String) -> HTTPRejection {
        HTTPRejection(status: 501, reason: "unsupported transfer coding '\(coding.prefix(64))'; expected 'chunked'")
    }

    static func badLength(_ value: String) -> HTTPRejection {
        HTTPRejection(status: 400, reason: "invalid 'Content-Length' '\(value.prefix(32))'; expected one decimal byte count")
    }

    static func headTooLarge(_ limit: Int) -> HTTPRejection {
        HTTPRejection(status: 431, reason: "request line and headers exceed \(limit) bytes")
    }

    static func bodyTooLarge(_ limit: Int) -> HTTPRejection {
        HTTPRejection(status: 413, reason: "request body exceeds \(limit) bytes")
    }

    static let badTarget = "the request target is not a valid URL path; expected an origin-form target such as '/v1/items?page=1'"

    static let tooManyConnections = "too many open connections; try again when one closes"

    static func unknownControl(_ request: String) -> String {
        "unknown control request '\(request)'; expected 'GET /__treaty/findings', 'POST /__treaty/scenario' or 'POST /__treaty/reset'"
    }

    static let badSwitch =
        "control body must be a JSON object such as {\"endpoint\": \"getProject\", \"scenario\": \"serverError\", \"count\": 1}; "
        + "'count' is optional, from 1 to 10000"

    static func badCount(_ count: Int) -> String {
        "'count' is \(count); expected 1 to \(ScenarioSwitch.maxCount) calls, or no count to switch until the next switch"
    }

    static func noDefault(_ endpointID: String) -> String {
        "endpoint '\(endpointID)' has no response scenario to answer with; fix: add a success scenario to the contract, "
            + "name one with the 'Treaty-Scenario' header, or serve with '--permissive'"
    }

    static func noSample(_ endpointID: String, status: Int, shape: FileLocation, limits: ShapeSampler.Limits) -> String {
        "no response body could be generated for '\(endpointID)' (\(status)) from its declared shape at \(shape): it asks for "
            + "more than a generated value may hold (strings of \(limits.maxStringLength) characters, \(limits.maxItems) items, "
            + "\(limits.maxDepth) levels) or for values no one value satisfies; fix: add a scenario with a fixture"
    }

    static func badHost(_ host: String) -> String {
        "cannot serve on '\(host)'; expected an IPv4 address such as '127.0.0.1' or '0.0.0.0'"
    }

    static func cannotListen(_ host: String, port: Int, errno: Int32) -> String {
        "cannot listen on '\(host):\(port)' (errno \(errno)); fix: pick another '--port', or 0 for any free port"
    }
}
