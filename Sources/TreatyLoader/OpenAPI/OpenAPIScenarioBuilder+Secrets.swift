import Foundation
import TreatyContract
import TreatyTooling

extension OpenAPIScenarioBuilder {
    /// Example values that look like secrets or personal data (`127.0.0.1`, `apiKey: oa_…`) are
    /// published by the document itself, so they are allowlisted for `fixtures verify` and
    /// reported, once each, as `openapi-example-secret` warnings: if one is real, the document
    /// has already leaked it.
    mutating func allowPublishedValues(in example: OpenAPIExample, value: JSONValue) {
        // A value scanned before finds nothing new: each string it reported was allowlisted
        // then, and a longer allowlist only silences more. Documents repeat the same example
        // on many operations, and scanning is the costly part.
        guard scannedExamples.insert(value).inserted else { return }
        let scanner = FixtureSecretScanner(allowlist: allowed)
        for finding in scanner.scan(value) {
            guard case .string(let text)? = value.member(atPointer: finding.pointer), !allowed.contains(text) else { continue }
            allowed.append(text)
            var published = Diagnostic.publishedSecret(example.name, finding: finding, at: example.location(of: finding.pointer))
            published.pointer = finding.pointer
            diagnostics.append(published)
        }
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
    static func publishedSecret(_ example: String, finding: SecretFinding, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, "openapi-example-secret",
            "example '\(example)' holds what looks like a \(finding.kind.rawValue) ('\(finding.excerpt)' at "
                + "'\(finding.pointer.isEmpty ? "/" : finding.pointer)'); it is allowed because the document publishes it",
            at: location,
            hint: "if the value is real, rotate it and replace the example with a made-up one")
    }
}
