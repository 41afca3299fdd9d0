import Foundation

/// Why a Bookshelf call failed, split the way the UI reacts: no connection (retry, show
/// offline), the server said no (show its status), or the answer could not be read (a bug).
public enum BookshelfError: Error, Sendable, Equatable {
    /// The request never got an HTTP answer: offline, timed out, cancelled.
    case transport(URLError.Code)
    /// The server answered with a non-2xx status; `retryAfter` from its `Retry-After` header.
    case http(status: Int, retryAfter: Int?)
    /// A 2xx answer whose body is not what the app expects.
    case decoding(String)
}
