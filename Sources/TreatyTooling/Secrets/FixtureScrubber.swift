import Foundation
public import TreatyContract

/// Replaces secrets and personal data in a JSON value with stable placeholders, so a response
/// recorded from a real API can become a fixture (`treaty check --record`).
///
/// It finds what ``FixtureSecretScanner`` finds, plus every literal in ``secrets`` (the values a
/// live check sent as credentials), and writes placeholders that keep the value's form, so they
/// still validate against most shapes and the scanner passes them:
/// - an e-mail address becomes `user1@example.com`, `user2@example.com`, … (a valid `email`);
/// - a private or internal address becomes `192.0.2.1` or `2001:db8::1` (documentation ranges);
/// - a token, key or secret keeps its length and punctuation (and an authorization scheme such
///   as `Bearer `), its letters become `x`/`X` and its digits `0`.
///
/// The same original always gets the same placeholder within one scrubber, so equal values stay equal.
public struct FixtureScrubber: Sendable {
    private let secrets: [String]
    private var emails: [String: Int] = [:]
    private var addresses: [String: Int] = [:]

    /// - Parameter secrets: literal values to mask wherever they appear, longest matched first.
    public init(secrets: [String] = []) {
        self.secrets = secrets.filter { $0.count >= 4 }.sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// `value` with every secret replaced, and the pointers of the strings that changed.
    public mutating func scrub(_ value: JSONValue) -> (value: JSONValue, changed: [String]) {
        var changed: [String] = []
        let result = scrub(value, path: InstancePath(), key: nil, changed: &changed)
        return (result, changed)
    }

    private mutating func scrub(_ value: JSONValue, path: InstancePath, key: String?, changed: inout [String]) -> JSONValue {
        switch value {
        case .string(let text):
            let scrubbed = scrub(text, key: key)
            if scrubbed != text { changed.append(path.pointer) }
            return .string(scrubbed)
        case .array(let items):
            return .array(
                items.enumerated().map { scrub($0.element, path: path.appending(.index($0.offset)), key: key, changed: &changed) }
            )
        case .object(let object):
            return .object(
                JSONObject(
                    members: object.members.map { member in
                        // A member name is server text too: a secret echoed as a key is masked like a value.
                        let name = scrub(member.key, key: nil)
                        if name != member.key { changed.append(path.appending(.key(name)).pointer) }
                        return JSONObject.Member(
                            key: name,
                            value: scrub(member.value, path: path.appending(.key(name)), key: member.key, changed: &changed)
                        )
                    }))
        case .null, .bool, .number:
            return value
        }
    }

    /// One string with every finding replaced.
    mutating func scrub(_ text: String, key: String?) -> String {
        var result = text
        for secret in secrets where result.contains(secret) {
            result = result.replacingOccurrences(of: secret, with: FixtureScrubber.mask(secret))
        }
        for email in SecretDetectors.personalEmails(result) {
            let number = emails[email] ?? emails.count + 1
            emails[email] = number
            result = result.replacingOccurrences(of: email, with: "user\(number)@example.com")
        }
        for address in SecretDetectors.privateAddresses(result) {
            let number = addresses[address] ?? addresses.count + 1
            addresses[address] = number
            let placeholder = address.contains(":") ? "2001:db8::\(number)" : "192.0.2.\(number % 255)"
            result = result.replacingOccurrences(of: address, with: placeholder)
        }
        for token in SecretDetectors.webTokens(result) + SecretDetectors.bearerTokens(result)
            + SecretDetectors.providerKeys(result)
        {
            result = result.replacingOccurrences(of: token, with: FixtureScrubber.mask(token))
        }
        if let key, SecretDetectors.isSecretName(key), SecretDetectors.looksLikeSecretValue(result) {
            result = FixtureScrubber.mask(result)
        }
        return result
    }

    /// Letters to `x`/`X`, digits to `0`, everything else kept: the form survives, the secret does
    /// not. An authorization scheme in front (`Bearer `, `Basic `, `Token `) is kept as it is.
    static func mask(_ text: String) -> String {
        for scheme in ["Bearer ", "Basic ", "Token "] where text.lowercased().hasPrefix(scheme.lowercased()) {
            return String(text.prefix(scheme.count)) + mask(String(text.dropFirst(scheme.count)))
        }
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    switch scalar.value {
                    case 0x61...0x7A: return "x"
                    case 0x41...0x5A: return "X"
                    case 0x30...0x39: return "0"
                    default: return scalar
                    }
                }))
    }
}
