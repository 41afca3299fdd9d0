/// The path from the document root to the value being checked, kept as components so a
/// pointer string is only built when something is reported.
package struct InstancePath: Hashable {
    package enum Component: Hashable {
        case key(String)
        case index(Int)
    }

    var components: [Component] = []

    package init() {}

    init(components: [Component]) {
        self.components = components
    }

    /// The RFC 6901 pointer, e.g. `/items/3/owner`, with `~` and `/` escaped in keys.
    package var pointer: String { render(wildcards: false) }
    /// The pointer with every array index replaced by `*`, the key for aggregating findings.
    var wildcardPointer: String { render(wildcards: true) }
    var hasIndex: Bool { components.contains { if case .index = $0 { return true } else { return false } } }

    package func appending(_ component: Component) -> InstancePath {
        InstancePath(components: components + [component])
    }

    private func render(wildcards: Bool) -> String {
        var text = ""
        for component in components {
            text += "/"
            switch component {
            case .key(let key): text += JSONPointer.escape(key)
            case .index(let index): text += wildcards ? "*" : String(index)
            }
        }
        return text
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
