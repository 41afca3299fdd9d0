import Foundation
import Synchronization

/// Compiled `pattern` expressions, kept per validator so each is compiled once.
final class RegexCache: Sendable {
    private let compiled = Mutex<[String: NSRegularExpression?]>([:])

    /// Whether `pattern` matches somewhere in `text` (JSON Schema patterns are not anchored);
    /// nil when the pattern does not compile (reported by lint, not by validation).
    func matches(_ pattern: String, _ text: String) -> Bool? {
        guard let expression = expression(for: pattern) else { return nil }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return expression.firstMatch(in: text, options: [], range: range) != nil
    }

    private func expression(for pattern: String) -> NSRegularExpression? {
        if let cached = compiled.withLock({ $0[pattern] }) { return cached }
        let expression = try? NSRegularExpression(pattern: pattern, options: [])
        compiled.withLock { $0[pattern] = expression }
        return expression
    }
}
