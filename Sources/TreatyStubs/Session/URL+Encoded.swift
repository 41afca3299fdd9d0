import Foundation

extension URL {
    /// The path as sent, percent-encoding kept (`/notes/a%2Fb`). `path(percentEncoded:)` would
    /// say the same but needs macOS 13 / iOS 16, newer than the runtime's deployment targets.
    var encodedPath: String {
        URLComponents(url: self, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? path
    }

    /// The query as sent, percent-encoding kept; nil when the URL has none.
    var encodedQuery: String? {
        URLComponents(url: self, resolvingAgainstBaseURL: false)?.percentEncodedQuery
    }
}
