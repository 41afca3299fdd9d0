import Foundation
import TreatyContract

/// Removes secrets from everything a report prints: credential header values, token-like query
/// values, e-mail addresses, and every value the run read from the environment.
///
/// Reports pass each text they write through ``scrub(_:)``, so a secret that slipped into an
/// unexpected place (an echoed header in a finding) is still masked. A server that echoes a
/// secret may change its form, so each secret is also masked upper- and lower-cased,
/// percent-encoded and base64-encoded, and zero-width characters are dropped before matching
/// (`Sup\u{200B}er` cannot hide `Super`).
public struct Redactor: Sendable, Hashable {
    /// What a redacted value is replaced with.
    public static let mask = "[redacted]"

    /// Query parameter names whose values are credentials whatever they look like.
    static let secretQueryNames = [
        "token", "access_token", "id_token", "refresh_token", "key", "api_key", "apikey", "secret", "client_secret",
        "password", "pass", "sig", "signature", "auth", "code", "session", "jwt",
    ]

    /// Literal values to mask wherever they appear (longest first, so a value containing another is masked whole).
    public private(set) var secrets: [String]

    public init(secrets: [String] = []) {
        self.secrets = []
        for secret in secrets { add(secret) }
    }

    /// Adds a value to mask, with the forms a server may echo it in; values shorter than four
    /// characters are ignored, masking them would shred text.
    public mutating func add(_ secret: String) {
        let visible = Redactor.droppingInvisible(secret)
        guard visible.count >= 4 else { return }
        for form in Redactor.forms(of: visible) where form.count >= 4 && !secrets.contains(form) {
            secrets.append(form)
        }
        secrets.sort { ($0.count, $0) > ($1.count, $1) }
    }

    /// The secret as written, cased both ways, percent-encoded, base64-encoded (padded and not),
    /// and as a JSON pointer token and a JSON string spell it, for text escaped before masking.
    static func forms(of secret: String) -> [String] {
        var forms = [secret, secret.uppercased(), secret.lowercased()]
        forms.append(JSONPointer.escape(secret))
        forms.append(secret.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))
        if let encoded = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) { forms.append(encoded) }
        let base64 = Data(secret.utf8).base64EncodedString()
        forms.append(base64)
        forms.append(String(base64.prefix { $0 != "=" }))
        return forms
    }

    /// Zero-width and soft-hyphen characters a server can slip between a secret's characters.
    static let invisible: Set<Unicode.Scalar> = [
        "\u{00AD}", "\u{180E}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}",
    ]

    static func droppingInvisible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: invisible.contains) else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.filter { !invisible.contains($0) })
        return String(result)
    }

    /// Whether a header's value must never be shown.
    public static func isSecretHeader(_ name: String, declaredSecret: Bool = false) -> Bool {
        declaredSecret || Parameter.credentialHeaderNames.contains(name.lowercased())
    }

    /// `text` with every known secret, bearer token and e-mail address masked.
    public func scrub(_ text: String) -> String {
        var result = Redactor.droppingInvisible(text)
        for secret in secrets where result.contains(secret) {
            result = result.replacingOccurrences(of: secret, with: Redactor.mask)
        }
        for secret in secrets where secret.count >= Redactor.partialMinimum * 2 {
            result = Redactor.maskingParts(of: secret, in: result)
        }
        return Redactor.maskEmails(Redactor.maskBearer(result))
    }

    /// The fewest characters of a secret masked when a server echoes only part of it; secrets
    /// of fewer than twice as many are masked whole only.
    static let partialMinimum = 10

    /// `text` with every run of at least half of `secret` (and at least ``partialMinimum``
    /// characters) masked: a server that echoes a token cut short, or its first half, must not
    /// publish 19 of its 20 characters. Shorter runs are left, or a secret that shares a word
    /// with the text would shred it.
    static func maskingParts(of secret: String, in text: String) -> String {
        let wanted = max(partialMinimum, (secret.count + 1) / 2)
        let block = wanted / 2
        let characters = Array(secret)
        // A run of `wanted` characters holds a whole block of `block` starting at a multiple of
        // it, so searching for those blocks finds every run.
        let blocks = stride(from: 0, through: characters.count - block, by: block).map {
            String(characters[$0..<$0 + block])
        }
        guard blocks.contains(where: text.contains) else { return text }
        let written = Array(text)
        var masked = [Bool](repeating: false, count: written.count)
        for start in written.indices {
            for offset in characters.indices where characters[offset] == written[start] {
                guard offset == 0 || start == 0 || characters[offset - 1] != written[start - 1] else { continue }
                var length = 0
                while start + length < written.count, offset + length < characters.count,
                    written[start + length] == characters[offset + length]
                {
                    length += 1
                }
                if length >= wanted { for index in start..<start + length { masked[index] = true } }
            }
        }
        guard masked.contains(true) else { return text }
        var result = ""
        var index = 0
        while index < written.count {
            guard masked[index] else {
                result.append(written[index])
                index += 1
                continue
            }
            result += mask
            while index < written.count, masked[index] { index += 1 }
        }
        return result
    }

    /// A query string's token-like values masked: `page=1&token=abc` → `page=1&token=[redacted]`.
    public static func redactQuery(_ query: String) -> String {
        query.split(separator: "&", omittingEmptySubsequences: false).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return String(pair) }
            let name = (parts[0].removingPercentEncoding ?? String(parts[0])).lowercased()
            let secret = secretQueryNames.contains(name) || secretQueryNames.contains { name.hasSuffix("_" + $0) }
            return secret ? "\(parts[0])=\(mask)" : String(pair)
        }.joined(separator: "&")
    }

    /// A quoted value as a finding shows it: masked first, then cut to `limit` scalars, so no
    /// part of a secret survives the cut (`'xxxx…'`, never `'xxxxSup…'`).
    public func quote(_ actual: String, limit: Int = 60) -> String {
        let masked = scrub(actual)
        let scalars = masked.unicodeScalars
        guard scalars.count > limit + 2, masked.hasPrefix("'"), masked.hasSuffix("'") else { return masked }
        return String(String.UnicodeScalarView(scalars.prefix(limit + 1))) + "…'"
    }

    /// The word after every `Bearer ` masked, unless it is a plain word: an endpoint named
    /// `bearer` in a test name (`bearer GET /ok`) or prose (`bearer authentication`) stays as
    /// written, so a JUnit test keeps its name from run to run.
    static func maskBearer(_ text: String) -> String {
        guard let range = text.range(of: "bearer ", options: .caseInsensitive) else { return text }
        var end = range.upperBound
        while end < text.endIndex, !text[end].isWhitespace, !"\"'<>,".contains(text[end]) { end = text.index(after: end) }
        let word = text[range.upperBound..<end]
        guard !word.isEmpty, word != Substring(mask), !isPlainWord(word) else {
            return String(text[..<end]) + maskBearer(String(text[end...]))
        }
        return String(text[..<range.upperBound]) + mask + maskBearer(String(text[end...]))
    }

    /// Letters only, fewer than 20, and in one case or capitalized: a word, where a token has
    /// digits, symbols, mixed case or length.
    static func isPlainWord(_ word: Substring) -> Bool {
        guard word.count < 20, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        let rest = word.dropFirst()
        return rest.allSatisfy(\.isLowercase) || word.allSatisfy(\.isUppercase)
    }

    static func maskEmails(_ text: String) -> String {
        guard text.contains("@") else { return text }
        let pattern = "[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}"
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return expression.stringByReplacingMatches(in: text, range: range, withTemplate: "[redacted email]")
    }
}
