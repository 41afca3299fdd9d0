import Foundation
import TreatyContract
import TreatyTooling

extension OpenAPIScenarioBuilder {
    /// Notes an example value in which the document's own allowlist leaves something that looks
    /// like a secret, for ``PublishedValues`` to settle in document order. Most values hold
    /// nothing of the kind: a longer allowlist only silences more, so they are settled here.
    mutating func notePublishedValues(in example: OpenAPIExample, value: JSONValue) {
        // Documents repeat the same example on many operations, and scanning is the costly part.
        guard scannedExamples.insert(value).inserted, scanner.hasFindings(value, memo: &scannedStrings) else { return }
        findings.append(.published(example, value))
    }

    /// ``notePublishedValues(in:value:)`` for the text example of a body Treaty does not read.
    mutating func notePublishedText(in example: OpenAPIExample, text: String) {
        guard scannedExamples.insert(.string(text)).inserted, !scanner.tokens(in: text).isEmpty else { return }
        findings.append(.publishedText(example, text))
    }
}

/// Example values that look like secrets or personal data (`127.0.0.1`, `apiKey: oa_…`) are
/// published by the document itself, so they are allowlisted for `fixtures verify` and reported,
/// once each, as `openapi-example-secret` warnings: if one is real, the document has already
/// leaked it. Settled in document order, each value scanned against the allowlist grown so far.
struct PublishedValues {
    /// The contract's allowlist, grown by the values reported.
    private(set) var allowed: [String]
    private var scanned: Set<JSONValue> = []
    /// Values reported but not allowed: an allowlist entry with `*` is a pattern, so such a value
    /// would allow far more than itself (`postgres://app:*@10.0.0.5/db` every password there).
    private var reportedOnly: Set<String> = []
    /// What scanning has learned of strings and member names, the builders' included (they scanned
    /// with the document's allowlist, which this one only grows): a document repeats the same
    /// strings across the examples it publishes, and most of them hold nothing.
    var memo = SecretScanMemo()

    /// The scanner for the allowlist grown so far.
    private var scanner: FixtureSecretScanner

    init(allowlist: [String]) {
        allowed = allowlist
        scanner = FixtureSecretScanner(allowlist: allowlist)
    }

    /// The builders' findings as diagnostics, in order, published values reported and allowed.
    mutating func settle(_ findings: [OpenAPIScenarioBuilder.Finding]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for finding in findings {
            switch finding {
            case .diagnostic(let diagnostic): diagnostics.append(diagnostic)
            case .published(let example, let value): diagnostics += allow(example, value)
            case .publishedText(let example, let text): diagnostics += allow(example, text: text)
            }
        }
        return diagnostics
    }

    /// A text example's findings, each allowed by its token rather than by the whole text, so
    /// the fixture still verifies line by line, and after an edit elsewhere in it.
    private mutating func allow(_ example: OpenAPIExample, text: String) -> [Diagnostic] {
        guard scanned.insert(.string(text)).inserted else { return [] }
        let findings = scanner.scan(.string(text))
        var exact = true
        for token in scanner.tokens(in: text) where !allowed.contains(token) && !reportedOnly.contains(token) {
            if token.contains("*") {
                reportedOnly.insert(token)
                exact = false
            } else {
                allowed.append(token)
                scanner.allowlist.insert(token)
            }
        }
        return findings.map {
            Diagnostic.publishedSecret(example.name, finding: $0, allowed: exact, at: example.location(of: ""))
        }
    }

    private mutating func allow(_ example: OpenAPIExample, _ value: JSONValue) -> [Diagnostic] {
        // A value scanned before finds nothing new: each string it reported was allowlisted then.
        guard scanned.insert(value).inserted else { return [] }
        var diagnostics: [Diagnostic] = []
        for finding in scanner.scan(value, memo: &memo) {
            guard case .string(let text)? = value.member(atPointer: finding.pointer), !allowed.contains(text),
                !reportedOnly.contains(text)
            else { continue }
            let exact = !text.contains("*")
            if exact {
                allowed.append(text)
                scanner.allowlist.insert(text)
            } else {
                reportedOnly.insert(text)
            }
            var published = Diagnostic.publishedSecret(
                example.name, finding: finding, allowed: exact, at: example.location(of: finding.pointer))
            published.pointer = finding.pointer
            diagnostics.append(published)
        }
        return diagnostics
    }
}

extension JSONValue {
    /// The value a JSON pointer (`/items/0/name`) names, or nil.
    func member(atPointer pointer: String) -> JSONValue? {
        var current = self
        for key in JSONPointer.tokens(pointer) {
            switch current {
            case .object(let object):
                guard let next = object.members.first(where: { $0.key == key })?.value else { return nil }
                current = next
            case .array(let items):
                guard let index = Int(key), items.indices.contains(index) else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }
}

extension Diagnostic {
    /// - Parameter allowed: whether the value joined the allowlist; one with `*` does not, since
    ///   the allowlist would read it as a pattern.
    static func publishedSecret(_ example: String, finding: SecretFinding, allowed: Bool, at location: FileLocation)
        -> Diagnostic
    {
        let outcome =
            allowed
            ? "it is allowed because the document publishes it"
            : "it is not allowlisted: it holds '*', which the allowlist reads as a wildcard"
        return Diagnostic(
            .warning, "openapi-example-secret",
            "example '\(example)' holds what looks like a \(finding.kind.rawValue) ('\(finding.excerpt)' at "
                + "'\(finding.pointer.isEmpty ? "/" : finding.pointer)'); \(outcome)",
            at: location,
            hint: allowed
                ? "if the value is real, rotate it and replace the example with a made-up one"
                : "if the value is real, rotate it; to allow it, write an allowlist entry ('x-treaty-allow') that matches only it"
        )
    }
}
