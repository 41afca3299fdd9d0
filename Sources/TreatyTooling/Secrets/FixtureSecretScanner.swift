import Foundation
public import TreatyContract

/// Finds secrets and personal data in fixture JSON: emails outside reserved domains, bearer
/// tokens, JWTs, API-key-looking strings and private or internal IP addresses.
///
/// `treaty fixtures verify` runs it over every fixture and inline body. A contract's allowlist
/// (its `allow:`, plus the project's in `treaty.yaml`) silences known-harmless values: an
/// allowlisted string is skipped whether it is the whole string value or the token found inside
/// it. An entry with `*` is a pattern where `*` stands for any run of characters, so
/// `*@github.com` allows every address of a company's own public domain.
///
/// ```swift
/// let findings = FixtureSecretScanner(allowlist: contract.allowlist).scan(fixture)
/// for finding in findings { print(finding.message) }
/// ```
public struct FixtureSecretScanner: Sendable {
    /// The exact strings allowed.
    public var allowlist: Set<String>
    /// The entries written with `*`, split at it.
    private var patterns: [[Substring]]

    public init(allowlist: [String] = []) {
        self.allowlist = Set(allowlist.filter { !$0.contains("*") })
        patterns = allowlist.filter { $0.contains("*") }.map { $0.split(separator: "*", omittingEmptySubsequences: false) }
    }

    /// Whether `text` is an allowed value: an exact entry, or a match of a pattern entry.
    public func allows(_ text: String) -> Bool {
        allowlist.contains(text) || patterns.contains { Self.matches(text[...], $0) }
    }

    /// Whether `text` matches the pattern whose literal parts, between its `*`s, are `parts`.
    private static func matches(_ text: Substring, _ parts: [Substring]) -> Bool {
        guard let first = parts.first, let last = parts.last, text.hasPrefix(first) else { return false }
        var rest = text.dropFirst(first.count)
        for middle in parts.dropFirst().dropLast() {
            guard let found = rest.range(of: middle) else { return false }
            rest = rest[found.upperBound...]
        }
        return parts.count > 1 && rest.count >= last.count && rest.hasSuffix(last)
    }

    /// The secret-looking tokens in `text` that the allowlist does not allow, as written: what
    /// to allowlist so that `text`, or any line of it, scans clean. For a body held as text (a
    /// CSV, an HTML page), where allowing the whole text would stop holding after any edit.
    public func tokens(in text: String) -> [String] {
        let detectors: [(String) -> [String]] = [
            SecretDetectors.personalEmails, SecretDetectors.bearerTokens, SecretDetectors.webTokens,
            SecretDetectors.providerKeys, SecretDetectors.privateAddresses,
        ]
        return detectors.flatMap { $0(text) }.filter { !allows($0) }
    }

    /// Every finding in `value`, in document order.
    public func scan(_ value: JSONValue) -> [SecretFinding] {
        findings(in: value) { text, key in scan(text, key: key) }
    }

    /// ``scan(_:)``, without running the detectors again on strings `memo` found to hold nothing.
    ///
    /// For a caller that scans many values while its allowlist only grows (each value's findings
    /// allowed before the next is scanned): allowing more only silences more, so a string that held
    /// nothing still holds nothing. A memo filled by ``hasFindings(_:memo:)`` under the same or a
    /// shorter allowlist serves too.
    public func scan(_ value: JSONValue, memo: inout SecretScanMemo) -> [SecretFinding] {
        findings(in: value) { text, key in
            var found: [(kind: SecretFinding.Kind, excerpt: String)] = []
            let spelling = ExactSpelling(text)
            if memo.strings[spelling] != false {
                found = detected(text)
                memo.strings[spelling] = !found.isEmpty
            }
            if found.isEmpty, secretByName(text, key: key, memo: &memo) {
                found.append((.apiKey, SecretDetectors.redact(text, kind: .apiKey)))
            }
            return found
        }
    }

    /// The findings `scanString` gives for each string of `value`, in document order, each at its
    /// pointer. The path is kept as one stack of steps, made a pointer only for a finding.
    private func findings(
        in value: JSONValue, _ scanString: (String, String?) -> [(kind: SecretFinding.Kind, excerpt: String)]
    ) -> [SecretFinding] {
        var findings: [SecretFinding] = []
        var path: [InstancePath.Component] = []
        // Each value with the length of its parent's path, its own step, and the member holding it.
        var pending: [(JSONValue, Int, InstancePath.Component?, String?)] = [(value, 0, nil, nil)]
        while let (current, depth, step, key) = pending.popLast() {
            path.removeLast(path.count - depth)
            if let step { path.append(step) }
            switch current {
            case .string(let text):
                let found = scanString(text, key)
                guard !found.isEmpty else { continue }
                let pointer = path.reduce(InstancePath()) { $0.appending($1) }.pointer
                findings += found.map { SecretFinding(pointer: pointer, kind: $0.kind, excerpt: $0.excerpt) }
            case .array(let items):
                for (index, item) in items.enumerated().reversed() { pending.append((item, path.count, .index(index), key)) }
            case .object(let object):
                for member in object.members.reversed() {
                    pending.append((member.value, path.count, .key(member.key), member.key))
                }
            case .null, .bool, .number:
                break
            }
        }
        return findings
    }

    /// Whether ``scan(_:)`` would report anything in `value`, what it learns kept in `memo` for
    /// the next value: a document repeats the same strings and member names across many examples,
    /// and scanning them is the costly part.
    public func hasFindings(_ value: JSONValue, memo: inout SecretScanMemo) -> Bool {
        var pending: [(JSONValue, String?)] = [(value, nil)]
        while let (current, key) = pending.popLast() {
            switch current {
            case .string(let text):
                let spelling = ExactSpelling(text)
                let found: Bool
                if let known = memo.strings[spelling] {
                    found = known
                } else {
                    found = !scan(text, key: nil).isEmpty
                    memo.strings[spelling] = found
                }
                // The one finding that depends on the member: a secret-looking value under a secret's name.
                if found || secretByName(text, key: key, memo: &memo) { return true }
            case .array(let items):
                pending += items.map { ($0, key) }
            case .object(let object):
                pending += object.members.map { ($0.value, $0.key) }
            case .null, .bool, .number:
                break
            }
        }
        return false
    }

    /// Findings in one string; `key` is the name of the member holding it, if any.
    func scan(_ text: String, key: String?) -> [(kind: SecretFinding.Kind, excerpt: String)] {
        let found = detected(text)
        if found.isEmpty, let key, !allows(text), SecretDetectors.isSecretName(key), SecretDetectors.looksLikeSecretValue(text) {
            return [(.apiKey, SecretDetectors.redact(text, kind: .apiKey))]
        }
        return found
    }

    /// What the detectors find in `text`, whatever member holds it.
    private func detected(_ text: String) -> [(kind: SecretFinding.Kind, excerpt: String)] {
        guard !allows(text) else { return [] }
        var found: [(SecretFinding.Kind, String)] = []
        let detectors: [(SecretFinding.Kind, (String) -> [String])] = [
            (.personalEmail, SecretDetectors.personalEmails),
            (.bearerToken, SecretDetectors.bearerTokens),
            (.jwt, SecretDetectors.webTokens),
            (.apiKey, SecretDetectors.providerKeys),
            (.privateAddress, SecretDetectors.privateAddresses),
        ]
        for (kind, detect) in detectors {
            for token in detect(text) where !allows(token) {
                found.append((kind, SecretDetectors.redact(token, kind: kind)))
            }
        }
        return found
    }

    /// The one finding that depends on the member: a secret-looking value under a secret's name.
    private func secretByName(_ text: String, key: String?, memo: inout SecretScanMemo) -> Bool {
        guard let key, memo.isSecretName(key) else { return false }
        return !allows(text) && SecretDetectors.looksLikeSecretValue(text)
    }
}

/// What a scanner learned about strings and member names, kept from one value to the next.
/// Answers are keyed by ``ExactSpelling`` because the detectors read bytes.
///
/// A string that held nothing holds nothing under the same allowlist or a longer one; a string that
/// held something may be allowed later. ``FixtureSecretScanner/hasFindings(_:memo:)`` trusts both
/// answers, so give it a memo filled under its own allowlist only; ``FixtureSecretScanner/scan(_:memo:)``
/// looks again at a string that held something, so a memo from a shorter allowlist serves it too.
public struct SecretScanMemo: Sendable {
    /// Each string's answer: whether it holds a finding, whatever member holds it.
    public fileprivate(set) var strings: [ExactSpelling: Bool] = [:]
    /// Each member name's answer to ``SecretDetectors/isSecretName(_:)``.
    private var secretNames: [ExactSpelling: Bool] = [:]

    public init() {}

    /// Takes in what `other` learned, for a scanner whose allowlist is the same as its scanner's or
    /// longer (see ``FixtureSecretScanner/scan(_:memo:)``); where both know a string, this memo's answer stays.
    public mutating func merge(_ other: SecretScanMemo) {
        strings.merge(other.strings) { known, _ in known }
        secretNames.merge(other.secretNames) { known, _ in known }
    }

    fileprivate mutating func isSecretName(_ key: String) -> Bool {
        let spelling = ExactSpelling(key)
        if let known = secretNames[spelling] { return known }
        let answer = SecretDetectors.isSecretName(key)
        secretNames[spelling] = answer
        return answer
    }
}
