/// A secret or piece of personal data found in a fixture, with where it is.
///
/// Fixtures are committed to repositories and shown in reports, so they should hold only
/// made-up data. Each finding names its kind (which doubles as the rule id), the JSON pointer
/// of the string holding it and a redacted excerpt that is safe to print.
public struct SecretFinding: Sendable, Hashable {
    /// What was found; the raw value is the rule id (`personal-email`, `bearer-token`, …).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An email address outside the reserved example domains.
        case personalEmail = "personal-email"
        /// `Bearer <token>` with a real-looking token.
        case bearerToken = "bearer-token"
        /// A JSON Web Token (`eyJ….eyJ….…`).
        case jwt
        /// A string shaped like a provider API key, or the value of a key- or secret-named member.
        case apiKey = "api-key"
        /// A private, loopback, link-local or shared (internal) IPv4 or IPv6 address.
        case privateAddress = "private-address"
    }

    /// The RFC 6901 pointer of the string value holding the finding.
    public var pointer: String
    public var kind: Kind
    /// The found text with most of it masked, safe for logs and reports.
    public var excerpt: String

    public init(pointer: String, kind: Kind, excerpt: String) {
        self.pointer = pointer
        self.kind = kind
        self.excerpt = excerpt
    }

    /// What was found and the fix, e.g. `/owner/email: email address 'j…@gmail.com' outside the reserved domains; …`.
    public var message: String {
        let place = pointer.isEmpty ? "(root)" : pointer
        switch kind {
        case .personalEmail:
            return
                "\(place): email address '\(excerpt)' outside the reserved domains; use one at example.com, example.org, example.net or a .test, .example or .invalid domain, or allowlist it"
        case .bearerToken:
            return "\(place): bearer token '\(excerpt)'; replace it with a made-up token or allowlist it"
        case .jwt:
            return "\(place): JSON Web Token '\(excerpt)'; replace it with a made-up value or allowlist it"
        case .apiKey:
            return "\(place): API key or secret '\(excerpt)'; replace it with a made-up value or allowlist it"
        case .privateAddress:
            return
                "\(place): private or internal IP address '\(excerpt)'; use a documentation address (192.0.2.0/24, 2001:db8::/32) or allowlist it"
        }
    }
}
