import Foundation
import TreatyContract
import TreatyTooling

/// What a contract may name as a server: a `baseURL` (or OpenAPI `servers` url) that live checks
/// send requests to, and a `stubHost` that generated stubs intercept.
///
/// Both are checked where they are written, so a `javascript:` base URL, one carrying
/// `user:password@`, or a stub host with a port and a path is a located lint error rather than a
/// surprise at `check` time (or a host no stub ever matches).
enum ServerAddress {
    /// Why `text` cannot be a base URL, or nil when it is an `http` or `https` URL with a host and
    /// no credentials.
    static func baseURLProblem(_ text: String, _ what: String, at location: FileLocation) -> Diagnostic? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            return .invalidValue(
                what, found: text, expected: "an http or https URL with a host, such as 'https://api.example.com'",
                at: location)
        }
        guard url.user == nil, url.password == nil else { return .baseURLCredentials(what, at: location) }
        return nil
    }

    /// Why `text` cannot be a stub host, or nil when it is a host name (`api.test.invalid`), an
    /// IPv4 address or a bracketed IPv6 address, with no scheme, port, path or query.
    static func stubHostProblem(_ text: String, _ what: String, at location: FileLocation) -> Diagnostic? {
        isHost(text)
            ? nil
            : .invalidValue(
                what, found: text, expected: "a host name such as 'api.test.invalid', without scheme, port or path",
                at: location, hint: "stubs intercept requests by host alone")
    }

    /// Whether `text` is a host name, an IPv4 address or a bracketed IPv6 address, and nothing more.
    static func isHost(_ text: String) -> Bool {
        if text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 {
            return text.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        let labels = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return text.utf8.count <= 253
            && labels.allSatisfy { label in
                (1...63).contains(label.count) && label.first != UInt8(ascii: "-") && label.last != UInt8(ascii: "-")
                    && label.allSatisfy(isHostByte)
            }
    }

    /// An ASCII letter or digit, `-`, or `_` (which reserved test names sometimes hold).
    private static func isHostByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}
