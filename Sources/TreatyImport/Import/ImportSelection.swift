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

    /// The `--operation` ids that name no operation of `endpoints`: a typo would otherwise
    /// import nothing and exit 0.
    public func unknownOperations(in endpoints: [Endpoint]) -> [String] {
        let ids = Set(endpoints.map(\.id))
        return operations.filter { !ids.contains($0) }
    }

    /// Glob matching on path text: `*` is any run without `/`, `**` any run at all.
    ///
    /// Each (pattern position, text position) is decided once: trying every split afresh took
    /// time exponential in the number of `*`s (eight `**` over a long path: 68 s).
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let pattern = Array(pattern)
        let text = Array(text)
        let width = text.count + 1
        var known = [Bool?](repeating: nil, count: (pattern.count + 1) * width)
        func match(_ p: Int, _ t: Int) -> Bool {
            if let decided = known[p * width + t] { return decided }
            let result: Bool
            if p == pattern.count {
                result = t == text.count
            } else if pattern[p] == "*" {
                let deep = p + 1 < pattern.count && pattern[p + 1] == "*"
                let next = deep ? p + 2 : p + 1
                // Zero characters, or one more character taken by this star.
                result =
                    match(next, t) || (t < text.count && (deep || text[t] != "/") && match(p, t + 1))
            } else {
                result = t < text.count && pattern[p] == text[t] && match(p + 1, t + 1)
            }
            known[p * width + t] = result
            return result
        }
        return match(0, 0)
    }
}
