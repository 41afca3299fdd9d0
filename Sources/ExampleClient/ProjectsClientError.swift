public import Foundation

/// Why a `ProjectsClient` call failed, with the three causes kept apart so callers (and the
/// contract suite's classifier) can react to each: retry a timeout, show a 404, report a bug
/// for a body that does not decode.
public enum ProjectsClientError: Error, Equatable, Sendable {
    /// No HTTP response: timeout, no connection, cancellation.
    case transport(URLError)
    /// The server answered with a non-2XX status; `body` is its decoded error body when it had
    /// one, `retryAfter` the `Retry-After` seconds on a 429 or 503.
    case http(status: Int, body: ErrorBody?, retryAfter: Int?)
    /// A 2XX response whose body is not the documented shape.
    case decoding(String)

    /// Whether trying again later may succeed: connectivity problems, 408, 429 and 5XX.
    public var isRetryable: Bool {
        switch self {
        case .transport(let error): return error.code != .cancelled
        case .http(let status, _, _): return status == 408 || status == 429 || status >= 500
        case .decoding: return false
        }
    }

    /// Whether the call was cancelled by its caller, which is not a failure to show.
    public var isCancellation: Bool {
        if case .transport(let error) = self { return error.code == .cancelled }
        return false
    }
}
