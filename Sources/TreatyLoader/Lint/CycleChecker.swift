import TreatyContract
import TreatyTooling

/// Reports `$ref` cycles that never pass through a property, an item or `additionalProperties`.
///
/// `A: { $ref: B }` with `B: { allOf: [{ $ref: A }] }` describes no value: checking A means
/// checking A again before looking inside the value, so it accepts anything (or never finishes).
/// The same holds through `anyOf`, `oneOf` and `not`. Recursion through a member is fine
/// (`Folder: { properties: { children: { items: { $ref: Folder } } } }`): every step goes one
/// level deeper into the value, which is finite.
///
/// Each cycle is reported once, at the first-declared schema on it, naming the schemas in order:
/// `A → B → A`.
struct CycleChecker {
    let table: SchemaTable
    /// The file being linted: its schemas are named by their bare name, others with their file.
    let file: String

    func check() -> [Diagnostic] {
        // Each schema's location read once, not twice per comparison.
        let references = table.sortedReferences.map { ($0, table[$0]!.location) }.sorted { $0.1 < $1.1 }.map(\.0)
        var edges: [SchemaReference: [SchemaReference]] = [:]
        for reference in references {
            edges[reference] = Self.unguardedReferences(of: table[reference]!).filter { table[$0] != nil }
        }
        // A cycle through a schema stays within its component, so one search per tangle of
        // schemas, from its first-declared member, finds it (a search from every schema was
        // quadratic over a long chain of `$ref`s).
        // Only schemas with an unguarded reference can be on such a cycle; most have none.
        let components = SchemaComponents(nodes: references.filter { !(edges[$0] ?? []).isEmpty }, edges: edges)
        var reported: Set<Int> = []
        var diagnostics: [Diagnostic] = []
        for start in references where components.isOnCycle(start, edges: edges) {
            let number = components.component[start]!
            guard reported.insert(number).inserted, let cycle = shortestCycle(from: start, edges, components) else { continue }
            diagnostics.append(
                .referenceCycle(name(start), cycle: cycle.map(name), at: table[start]!.location))
        }
        return diagnostics
    }

    /// The references a shape reaches without entering a property, an item or
    /// `additionalProperties`: its own `$ref` and those of its combinators and `not`, nested.
    static func unguardedReferences(of shape: Shape) -> [SchemaReference] {
        var result: [SchemaReference] = []
        var pending = [shape]
        while let next = pending.popLast() {
            if let reference = next.ref { result.append(reference) }
            pending += next.allOf + next.anyOf + next.oneOf
            if let not = next.not { pending.append(not) }
        }
        return result
    }

    /// `start`, the schemas on a shortest way back to it, and `start` again; nil when there is none.
    /// Only `start`'s component is searched: a way back never leaves it.
    private func shortestCycle(
        from start: SchemaReference, _ edges: [SchemaReference: [SchemaReference]], _ components: SchemaComponents
    ) -> [SchemaReference]? {
        var previous: [SchemaReference: SchemaReference] = [:]
        var queue = [start]
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            for next in edges[current] ?? [] {
                if next == start {
                    var path = [current]
                    while let before = previous[path[0]] { path.insert(before, at: 0) }
                    return path + [start]
                }
                guard previous[next] == nil, components.sameComponent(next, start) else { continue }
                previous[next] = current
                queue.append(next)
            }
        }
        return nil
    }

    private func name(_ reference: SchemaReference) -> String {
        reference.file == file ? reference.name : reference.description
    }
}
