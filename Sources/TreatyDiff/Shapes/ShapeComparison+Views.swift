import TreatyContract

/// What two shapes are compared as: their meaning, not how it is composed.
///
/// Four rewrites, each accepting the values the written shape accepts:
/// - `allOf` branches are merged into the shape (``ShapeIntersection``), references resolved;
///   when a branch cannot be merged, all stay branches (a second union stays a branch of its
///   own, the rest merged);
/// - a union nested in a union is opened into it, and a `{type: null}` branch is `nullable`;
/// - a shape with no `type` of its own whose `oneOf`/`anyOf` branches all have one takes the
///   types (and the `null`) its branches allow, so a `string` that became `oneOf: [object,
///   integer]` is a type change, not a widening to "any";
/// - when only one side is a union that says nothing beside its branches, the other side is
///   read as a union of one branch, itself: `X` that became `oneOf: [X, Y]` gained a branch.
extension ShapeComparison {
    /// Which side of a pair was read as a union of one branch.
    enum Wrapped {
        case none, old, new
    }

    /// `written`: the shapes before their references were resolved; a side read as a union of one
    /// keeps its reference as that branch, so the branch is named after its schema.
    func comparableViews(
        _ old: Shape, _ new: Shape, written: (old: Shape, new: Shape)
    ) -> (old: Shape, new: Shape, wrapped: Wrapped) {
        var old = opened(flattened(old, in: oldTable), in: oldTable)
        var new = opened(flattened(new, in: newTable), in: newTable)
        var wrapped = Wrapped.none
        if let keyword = Self.unionKeyword(of: new), Self.unionKeyword(of: old) == nil, Self.isBareUnion(new) {
            old = Self.wrapped(written.old.ref != nil ? written.old : old, under: keyword)
            wrapped = .old
        } else if let keyword = Self.unionKeyword(of: old), Self.unionKeyword(of: new) == nil, Self.isBareUnion(old) {
            new = Self.wrapped(written.new.ref != nil ? written.new : new, under: keyword)
            wrapped = .new
        }
        return (typedByBranches(old, in: oldTable), typedByBranches(new, in: newTable), wrapped)
    }

    /// `shape` with its `allOf` merged in, when every branch can be; `visiting` holds the
    /// references being merged, so a schema that includes itself stops.
    ///
    /// All or nothing: with one branch that cannot merge, which of the others merge would depend
    /// on their order, so all stay branches (paired by meaning when compared), and the shape takes
    /// the types all of them allow.
    func flattened(_ shape: Shape, in table: SchemaTable, visiting: Set<SchemaReference> = []) -> Shape {
        guard !shape.allOf.isEmpty, visiting.count < 8 else { return shape }
        var meanings: [Shape] = []
        for branch in shape.allOf {
            var inside = visiting
            if let ref = branch.ref, !inside.insert(ref).inserted { return shape }
            meanings.append(flattened(resolvedMeaning(branch, in: table), in: table, visiting: inside))
        }
        var outer = shape
        outer.allOf = []
        // OpenAPI 3.0's `{nullable: true, allOf: [...]}`: the whole is nullable.
        let conventionNullable = outer.nullable && outer.types == nil
        let start: Shape? = outer
        let typed = meanings.reduce(start) { typed, branch in typed.flatMap { ShapeIntersection.typesMerged($0, branch) } }
        let enums = ([outer] + meanings).compactMap(\.enumValues)
        let noValue = enums.dropFirst().reduce(enums.first ?? []) { common, values in common.filter(values.contains) }
        if typed == nil || (!enums.isEmpty && noValue.isEmpty) {
            // `allOf: [string, integer]`, or enums with no value in common: nothing is accepted.
            var nothing = Shape(at: shape.location)
            nothing.booleanSchema = false
            nothing.description = shape.description
            return nothing
        }
        if var merged = meanings.reduce(start, { merged, branch in merged.flatMap { ShapeIntersection.merged($0, branch) } }) {
            merged.nullable = merged.nullable || conventionNullable
            return merged
        }
        guard shape.types == nil, let typed, let types = typed.types else { return shape }
        var result = shape
        result.types = types
        result.nullable = typed.nullable || conventionNullable
        return result
    }

    /// `shape`'s union with the unions among its branches opened into it (`anyOf: [string,
    /// $ref: Error]`, `Error` being a `oneOf` of three, is `anyOf` of four), and its `{type:
    /// null}` branches folded into `nullable`: how a union is nested is a matter of spelling, and
    /// its branches pair better opened.
    ///
    /// An `anyOf` with a branch that accepts everything (`{}`, `true`) accepts everything: it is
    /// read without its union.
    private func opened(_ shape: Shape, in table: SchemaTable) -> Shape {
        guard let keyword = Self.unionKeyword(of: shape) else { return shape }
        var result = shape
        var branches: [Shape] = []
        var changed = false
        var acceptsEverything = false
        func open(_ list: [Shape], depth: Int) {
            for branch in list {
                if ShapeEquivalence.isNullOnly(branch) {
                    result.nullable = true
                    changed = true
                    continue
                }
                let meaning = depth < 4 ? flattened(resolvedMeaning(branch, in: table), in: table) : branch
                if keyword == "anyOf", depth == 0, Self.acceptsAll(meaning) { acceptsEverything = true }
                guard Self.unionKeyword(of: meaning) != nil, Self.isBareUnion(meaning) else {
                    branches.append(branch)
                    continue
                }
                changed = true
                result.nullable = result.nullable || meaning.nullable
                result.discriminator = result.discriminator ?? meaning.discriminator
                open(meaning.oneOf + meaning.anyOf, depth: depth + 1)
            }
        }
        open(Self.branches(shape, keyword), depth: 0)
        if acceptsEverything {
            var open = shape
            open.anyOf = []
            return open
        }
        guard changed, !branches.isEmpty else { return shape }
        if keyword == "oneOf" { result.oneOf = branches } else { result.anyOf = branches }
        return result
    }

    /// `shape` with the types its union's branches allow, when it writes none of its own.
    func typedByBranches(_ shape: Shape, in table: SchemaTable, depth: Int = 0) -> Shape {
        guard shape.types == nil, shape.booleanSchema == nil, let keyword = Self.unionKeyword(of: shape), depth < 4
        else { return shape }
        let branches = Self.branches(shape, keyword)
        var types: Set<JSONType> = []
        var nullable = shape.nullable
        for branch in branches {
            let meaning = typedByBranches(flattened(resolvedMeaning(branch, in: table), in: table), in: table, depth: depth + 1)
            guard let branchTypes = meaning.types, meaning.booleanSchema == nil else { return shape }
            types.formUnion(branchTypes.filter { $0 != .null })
            nullable = nullable || ShapePair.acceptsNull(meaning)
        }
        var result = shape
        result.types = types.sorted()
        result.nullable = nullable
        return result
    }

    /// The one union keyword a shape uses; nil for none, or for both at once.
    static func unionKeyword(of shape: Shape) -> String? {
        switch (shape.oneOf.isEmpty, shape.anyOf.isEmpty) {
        case (false, true): "oneOf"
        case (true, false): "anyOf"
        default: nil
        }
    }

    /// Whether the union is all the shape says (beside `nullable`, annotations and its discriminator).
    private static func isBareUnion(_ shape: Shape) -> Bool {
        var rest = Shape(at: shape.location)
        rest.oneOf = shape.oneOf
        rest.anyOf = shape.anyOf
        rest.nullable = shape.nullable
        rest.description = shape.description
        rest.annotations = shape.annotations
        rest.discriminator = shape.discriminator
        rest.readOnly = shape.readOnly
        rest.writeOnly = shape.writeOnly
        return rest == shape
    }

    /// `{}` or `true`, descriptions aside.
    static func acceptsAll(_ shape: Shape) -> Bool {
        var rest = shape
        rest.description = nil
        rest.annotations = []
        rest.booleanSchema = rest.booleanSchema == true ? nil : rest.booleanSchema
        return rest == Shape(at: shape.location)
    }

    /// `{keyword: [shape]}`, the description staying outside.
    private static func wrapped(_ shape: Shape, under keyword: String) -> Shape {
        var branch = shape
        branch.description = nil
        branch.annotations = []
        var result = Shape(at: shape.location)
        result.description = shape.description
        result.annotations = shape.annotations
        if keyword == "oneOf" { result.oneOf = [branch] } else { result.anyOf = [branch] }
        return result
    }
}
