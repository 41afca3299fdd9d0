public import TreatyContract

/// Which operations `treaty import openapi` takes: `--tag`, `--path GLOB` and `--operation ID`.
/// Each filter given must match; an operation left out is counted with the reason.
public struct ImportSelection: Sendable, Hashable {
    public var tags: [String]
    /// Path globs: `*` matches within one segment, `**` across segments (`/pets/**`).
    public var paths: [String]
    public var operations: [String]

    public init(tags: [String] = [], paths: [String] = [], operations: [String] = []) {
        self.tags = tags
        self.paths = paths
        self.operations = operations
    }

    /// Why `endpoint` is left out, or nil when it is taken.
    public func exclusion(of endpoint: Endpoint) -> String? {
        if !tags.isEmpty, !endpoint.tags.contains(where: tags.contains) { return "not tagged \(Self.list(tags))" }
        if !paths.isEmpty, !paths.contains(where: { Self.glob($0, matches: endpoint.path.raw) }) {
            return "path not matching \(Self.list(paths))"
        }
        if !operations.isEmpty, !operations.contains(endpoint.id) { return "not named by --operation" }
        return nil
    }

    private static func list(_ values: [String]) -> String {
        values.map { "'\($0)'" }.joined(separator: " or ")
    }

    /// Glob matching on path text: `*` is any run without `/`, `**` any run at all.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let pattern = Array(pattern)
        let text = Array(text)
        func match(_ p: Int, _ t: Int) -> Bool {
            if p == pattern.count { return t == text.count }
            if pattern[p] == "*" {
                let deep = p + 1 < pattern.count && pattern[p + 1] == "*"
                let next = deep ? p + 2 : p + 1
                var position = t
                while true {
                    if match(next, position) { return true }
                    guard position < text.count, deep || text[position] != "/" else { return false }
                    position += 1
                }
            }
            return t < text.count && pattern[p] == text[t] && match(p + 1, t + 1)
        }
        return match(0, 0)
    }
}
