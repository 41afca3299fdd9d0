import TreatyContract
import TreatyTooling
import TreatyYAML

/// Reads the keys of a `responses` mapping (`200`, `4XX`, `default`) for both front ends,
/// reporting a key that is no status and one that repeats another (`2xx` beside `2XX`).
struct StatusKeys {
    private var seen: [StatusPattern: String] = [:]

    /// The key's text and status, or nil after reporting why it is skipped.
    mutating func status(of pair: YAMLPair, _ context: inout DecodeContext) -> (key: String, status: StatusPattern)? {
        guard let key = pair.keyText else { return nil }
        guard let status = StatusPattern(key) else {
            context.report(
                .invalidValue(
                    "response status", found: key, expected: "a code from 100 to 599, a range such as '4XX', or 'default'",
                    at: context.location(pair.key)))
            return nil
        }
        if let first = seen[status] {
            context.report(.duplicateStatus(key, first: first, at: context.location(pair.key)))
            return nil
        }
        seen[status] = key
        return (key, status)
    }
}
