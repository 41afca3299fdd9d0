import TreatyContract

/// Rewrites a shape into one spelling of its meaning before comparison, so a rewrite that changes
/// no accepted value is no change.
///
/// API descriptions move between equivalent spellings all the time: OpenAPI 3.0's
/// `{nullable: true, allOf: [$ref]}` becomes 3.1's `{$ref}` plus `type: [..., null]` or
/// `anyOf: [$ref, {type: null}]`. Read literally, each rewrite would be a breaking "widened" or
/// "narrowed" change. The forms made equal here:
/// - a single-branch `allOf`, `oneOf` or `anyOf` with nothing else beside it is its branch;
/// - `null` among the types is `nullable: true`;
/// - a two-branch `oneOf`/`anyOf` of a shape and `{type: null}`, with nothing else beside it, is
///   the shape with `nullable: true`;
/// - an `anyOf` branch written twice is one branch (`anyOf: [A, A]` accepts what `A` does), and
///   a `oneOf`/`anyOf` branch that accepts nothing (`false`, `not: {}`) is no branch;
/// - a `oneOf`/`anyOf` of branches that each say only `type` (not even a description), with
///   nothing else beside it, is
///   `type` listing their types (`anyOf: [{type: string}, {type: integer}]` is `type: [string,
///   integer]`); for `oneOf`, only when no value has two of the types (`integer` is a `number`).
/// `$ref` and an inline copy of its target compare equal because comparison resolves references
/// first (``ShapeComparison/resolve(_:in:)``).
enum ShapeEquivalence {
    static func canonical(_ shape: Shape) -> Shape {
        var current = shape
        while let simpler = simplified(current) { current = simpler }
        if let types = current.types, types.contains(.null), types.count > 1 {
            current.types = types.filter { $0 != .null }
            current.nullable = true
        }
        return current
    }

    /// One step towards the canonical form, or nil when there is none left.
    private static func simplified(_ shape: Shape) -> Shape? {
        if shape.allOf.count == 1, isBare(shape, clearing: { $0.allOf = [] }) {
            return merged(shape.allOf[0], into: shape)
        }
        for branches in [shape.oneOf, shape.anyOf] where branches.count == 1 && shape.oneOf.count + shape.anyOf.count == 1 {
            guard
                isBareUnion(shape)
            else { continue }
            return merged(branches[0], into: shape)
        }
        if let branches = pruned(shape.anyOf, repeats: true) {
            var result = shape
            result.anyOf = branches
            return result
        }
        if let branches = pruned(shape.oneOf, repeats: false) {
            var result = shape
            result.oneOf = branches
            return result
        }
        for branches in [shape.oneOf, shape.anyOf] where branches.count == 2 {
            guard let nullIndex = branches.firstIndex(where: isNullOnly),
                isBareUnion(shape)
            else { continue }
            var inner = branches[1 - nullIndex]
            inner.nullable = true
            return merged(inner, into: shape)
        }
        if let types = typeUnion(shape) {
            var result = Shape(at: shape.location)
            result.types = types
            result.nullable = shape.nullable
            result.description = shape.description
            return result
        }
        return nil
    }

    /// The branches without those that accept nothing and, with `repeats`, those that repeat an
    /// earlier one (where it is written and its description aside); nil when none is left out, or
    /// none would be left.
    private static func pruned(_ branches: [Shape], repeats: Bool) -> [Shape]? {
        guard branches.count > 1 else { return nil }
        var kept: [Shape] = []
        for branch in branches where !acceptsNothing(branch) {
            if repeats, kept.contains(where: { sameMeaning($0, branch) }) { continue }
            kept.append(branch)
        }
        return kept.count < branches.count && !kept.isEmpty ? kept : nil
    }

    /// `false`, or `not` of a shape that accepts everything (`not: {}`), with nothing beside it.
    private static func acceptsNothing(_ shape: Shape) -> Bool {
        if shape.booleanSchema == false { return true }
        guard let inner = shape.not, isBare(shape, clearing: { $0.not = nil }), !shape.nullable else { return false }
        return inner.booleanSchema == true || isBare(inner, clearing: { _ in }) && !inner.nullable
    }

    private static func sameMeaning(_ first: Shape, _ second: Shape) -> Bool {
        var (first, second) = (first, second)
        first.description = nil
        second.description = nil
        second.location = first.location
        return first == second
    }

    /// The types of a bare `oneOf`/`anyOf` whose branches each say only `type`; nil for any other
    /// shape, and for a `oneOf` some value of which has two of the types.
    private static func typeUnion(_ shape: Shape) -> [JSONType]? {
        let (keyword, branches) = shape.oneOf.isEmpty ? ("anyOf", shape.anyOf) : ("oneOf", shape.oneOf)
        guard branches.count > 1, shape.oneOf.isEmpty || shape.anyOf.isEmpty,
            isBareUnion(shape)
        else { return nil }
        var types: [JSONType] = []
        for branch in branches {
            // A branch's own description would be lost, and with it a change to it.
            guard let written = branch.types, isBare(branch, clearing: { $0.types = nil }), !branch.nullable,
                branch.description == nil
            else {
                return nil
            }
            types += written
        }
        let unique = types.reduce(into: [JSONType]()) { kept, type in if !kept.contains(type) { kept.append(type) } }
        if keyword == "oneOf", unique.count < types.count || (unique.contains(.integer) && unique.contains(.number)) {
            return nil
        }
        return unique
    }

    /// `inner` standing for `outer`, which held nothing but it: `outer`'s `nullable` and
    /// description carry over.
    private static func merged(_ inner: Shape, into outer: Shape) -> Shape {
        var result = inner
        result.nullable = inner.nullable || outer.nullable
        result.description = outer.description ?? inner.description
        return result
    }

    /// Whether `shape` says nothing beyond its `oneOf`/`anyOf`, `nullable` and description.
    private static func isBareUnion(_ shape: Shape) -> Bool {
        isBare(shape) {
            $0.oneOf = []; $0.anyOf = []
        }
    }

    /// Whether `shape` says nothing beyond `nullable`, its description and what `clearing` removes.
    private static func isBare(_ shape: Shape, clearing: (inout Shape) -> Void) -> Bool {
        var rest = shape
        clearing(&rest)
        rest.nullable = false
        rest.description = nil
        rest.annotations = []
        return rest == Shape(at: shape.location)
    }

    /// `{type: null}` and nothing else.
    static func isNullOnly(_ shape: Shape) -> Bool {
        var rest = shape
        rest.types = nil
        rest.description = nil
        rest.annotations = []
        return shape.types == [.null] && rest == Shape(at: shape.location)
    }
}
