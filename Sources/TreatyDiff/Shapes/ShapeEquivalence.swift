import TreatyContract

/// Rewrites a shape into one spelling of its meaning before comparison, so a rewrite that changes
/// no accepted value is no change.
///
/// API descriptions move between equivalent spellings all the time: OpenAPI 3.0's
/// `{nullable: true, allOf: [$ref]}` becomes 3.1's `{$ref}` plus `type: [..., null]` or
/// `anyOf: [$ref, {type: null}]`. Read literally, each rewrite would be a breaking "widened" or
/// "narrowed" change. The forms made equal here:
/// - a single-branch `allOf` with nothing else beside it is its branch;
/// - `null` among the types is `nullable: true`;
/// - a two-branch `oneOf`/`anyOf` of a shape and `{type: null}`, with nothing else beside it, is
///   the shape with `nullable: true`.
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
        for branches in [shape.oneOf, shape.anyOf] where branches.count == 2 {
            guard let nullIndex = branches.firstIndex(where: isNullOnly),
                isBare(
                    shape,
                    clearing: {
                        $0.oneOf = []; $0.anyOf = []
                    })
            else { continue }
            var inner = branches[1 - nullIndex]
            inner.nullable = true
            return merged(inner, into: shape)
        }
        return nil
    }

    /// `inner` standing for `outer`, which held nothing but it: `outer`'s `nullable` and
    /// description carry over.
    private static func merged(_ inner: Shape, into outer: Shape) -> Shape {
        var result = inner
        result.nullable = inner.nullable || outer.nullable
        result.description = outer.description ?? inner.description
        return result
    }

    /// Whether `shape` says nothing beyond `nullable`, its description and what `clearing` removes.
    private static func isBare(_ shape: Shape, clearing: (inout Shape) -> Void) -> Bool {
        var rest = shape
        clearing(&rest)
        rest.nullable = false
        rest.description = nil
        return rest == Shape(at: shape.location)
    }

    /// `{type: null}` and nothing else.
    static func isNullOnly(_ shape: Shape) -> Bool {
        var rest = shape
        rest.types = nil
        rest.description = nil
        return shape.types == [.null] && rest == Shape(at: shape.location)
    }
}
