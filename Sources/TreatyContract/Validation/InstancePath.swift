/// The path from the document root to the value being checked, kept as components so a
/// pointer string is only built when something is reported.
struct InstancePath: Hashable {
    enum Component: Hashable {
        case key(String)
        case index(Int)
    }

    var components: [Component] = []

    /// The RFC 6901 pointer, e.g. `/items/3/owner`, with `~` and `/` escaped in keys.
    var pointer: String { render(wildcards: false) }
    /// The pointer with every array index replaced by `*`, the key for aggregating findings.
    var wildcardPointer: String { render(wildcards: true) }
    var hasIndex: Bool { components.contains { if case .index = $0 { return true } else { return false } } }

    func appending(_ component: Component) -> InstancePath {
        InstancePath(components: components + [component])
    }

    private func render(wildcards: Bool) -> String {
        var text = ""
        for component in components {
            text += "/"
            switch component {
            case .key(let key): text += InstancePath.escape(key)
            case .index(let index): text += wildcards ? "*" : String(index)
            }
        }
        return text
    }

    static func escape(_ key: String) -> String {
        guard key.contains(where: { $0 == "~" || $0 == "/" }) else { return key }
        return key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// How many array items sit at the last `*` of this path in `root`: the "of N items" of an aggregated finding.
    func itemCount(in root: JSONValue) -> Int {
        guard let last = components.lastIndex(where: { if case .index = $0 { return true } else { return false } }) else {
            return 0
        }
        return InstancePath.count(root, components[..<last], arrayAtEnd: true)
    }

    private static func count(_ value: JSONValue, _ rest: ArraySlice<Component>, arrayAtEnd: Bool) -> Int {
        guard let first = rest.first else {
            if case .array(let items) = value { return items.count }
            return 0
        }
        switch (first, value) {
        case (.key(let key), .object(let object)):
            return object[key].map { count($0, rest.dropFirst(), arrayAtEnd: arrayAtEnd) } ?? 0
        case (.index, .array(let items)):
            return items.reduce(0) { $0 + count($1, rest.dropFirst(), arrayAtEnd: arrayAtEnd) }
        default:
            return 0
        }
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
