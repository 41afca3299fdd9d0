/// The variants of one kind made of many members at once (every nullable member `null`, every
/// optional member absent, an unknown member in every open object), level by level: first the
/// members with no such member inside them, then those around them, since nulling or dropping an
/// outer member hides the inner ones. Unknown members hide nothing, so they form one level.
///
/// A level is checked as a whole; its one-member parts only when the whole is refused (a
/// `minProperties` that dropping every optional member breaks), and then they become variants
/// of their own. A level the shape accepts keeps its parts unchecked, as candidates: a run
/// checks them only if the whole fails (``ResponseVariantBuilder/checkedParts(of:shape:)``).
struct Grouping {
    let kind: ResponseVariant.Kind
    let body: JSONValue
    let shape: Shape
    let maxParts: Int
    let maxLevels: Int

    func variants(_ candidates: [VariantCandidate], _ check: inout VariantCheck) -> [ResponseVariant] {
        var result: [ResponseVariant] = []
        for (index, level) in levels(candidates).enumerated() {
            let members = Array(level.prefix(maxParts))
            let parts = members.map { candidate in
                ResponseVariant(
                    kind: kind, name: candidate.name, finding: candidate.finding, base: body, edits: [candidate.edit])
            }
            let whole = ResponseVariant(
                kind: kind, name: name(level: index + 1), finding: finding(members), base: body, edits: members.map(\.edit),
                parts: parts)
            if parts.count > 1, check.conforms(whole.body, shape) {
                result.append(whole)
            } else {
                result += members.compactMap { Self.checked($0, body, shape, &check) }
            }
        }
        return result
    }

    /// `candidate` made into a variant, or nil when the shape refuses the body it gives.
    static func checked(_ candidate: VariantCandidate, _ body: JSONValue, _ shape: Shape, _ check: inout VariantCheck)
        -> ResponseVariant?
    {
        let variant = ResponseVariant(
            kind: candidate.kind, name: candidate.name, finding: candidate.finding, base: body, edits: [candidate.edit])
        let changed = variant.body
        guard changed != body, check.conforms(changed, shape) else { return nil }
        return variant
    }

    /// The candidates by level, each in document order. A candidate is on the first level when
    /// no other lies inside it; pointers sorted put a member's insides right after it.
    private func levels(_ candidates: [VariantCandidate]) -> [[VariantCandidate]] {
        guard kind != .unknownMembers else { return candidates.isEmpty ? [] : [candidates] }
        var remaining = candidates
        var levels: [[VariantCandidate]] = []
        while !remaining.isEmpty, levels.count < maxLevels {
            let keys = remaining.map { $0.edit.pointer + "/" }
            let sorted = keys.indices.sorted { keys[$0] < keys[$1] }
            var outer = Set<Int>()
            for (position, index) in sorted.enumerated() where position + 1 < sorted.count {
                if keys[sorted[position + 1]].hasPrefix(keys[index]) { outer.insert(index) }
            }
            levels.append(remaining.indices.filter { !outer.contains($0) }.map { remaining[$0] })
            remaining = remaining.indices.filter(outer.contains).map { remaining[$0] }
        }
        return levels
    }

    private var word: (adjective: String, state: String) {
        switch kind {
        case .nullMembers: return ("nullable", "null")
        case .absentMembers: return ("optional", "absent")
        default: return ("open", "given an unknown member")
        }
    }

    private func name(level: Int) -> String {
        let base =
            kind == .unknownMembers ? "every open object with an unknown member" : "every \(word.adjective) member \(word.state)"
        return level == 1 ? base : "\(base), level \(level)"
    }

    private func finding(_ members: [VariantCandidate]) -> String {
        let listed = members.prefix(4).map(\.edit.pointer).joined(separator: ", ")
        let more = members.count > 4 ? " and \(members.count - 4) more" : ""
        let subject =
            kind == .unknownMembers
            ? "every open object has a member the contract does not declare" : "every \(word.adjective) member is \(word.state)"
        return "\(subject) (\(listed)\(more))"
    }
}
