import TreatyContract

/// The JSON Schema keywords the validator does not check (``UnmodelledKeyword``), compared by
/// what they do to the values a shape accepts, so the direction table decides the class as for
/// every other keyword.
///
/// - A keyword that applies a subschema (`contains`, `propertyNames`, `then`, `else`,
///   `contentSchema`, `unevaluatedProperties`, `unevaluatedItems`, `additionalItems`, each member
///   of `patternProperties` and `dependentSchemas`) accepts everything when absent: written, it
///   narrows; dropped, it widens; changed, its subschemas are compared like any other.
/// - `prefixItems` is compared position by position, a position one side lacks standing for that
///   side's `items` (everything, without one).
/// - `if` decides which of `then`/`else` applies: any change to it is incomparable.
/// - `minContains` and `maxContains` are count bounds; `dependentRequired` adds required names.
/// - Anything else (`contentMediaType`, `contentEncoding`, `dependencies`, `$dynamicRef`) is
///   compared as written: a difference is `*-schema-changed`.
extension ShapeComparison {
    func compareUncheckedKeywords(_ pair: inout ShapePair) {
        guard pair.old.unmodelled != pair.new.unmodelled else { return }
        let names = Set(pair.old.unmodelled.map(\.name)).union(pair.new.unmodelled.map(\.name)).sorted()
        // An opaque `type` (a name that is no JSON type) is a type change (``ShapePair/compareTypes()``).
        for name in names where name != "type" {
            let before = pair.old.unmodelled.first { $0.name == name }
            let after = pair.new.unmodelled.first { $0.name == name }
            guard before != after else { continue }
            let pointer = "/" + pointerToken(name).dropFirst()
            // Subschemas not decoded (an archive written before they were) compare as written.
            let decoded = before?.schemas.isEmpty == false || after?.schemas.isEmpty == false
            switch (name, decoded ? UnmodelledKeyword.holding(name) : nil) {
            case ("if", _?):
                compareCondition(before, after, pointer: pointer, &pair)
            case ("prefixItems", _?):
                comparePositions(before, after, pointer: pointer, &pair)
            case (_, .one?):
                compareApplied(name, before?.schemas.first?.shape, after?.schemas.first?.shape, pointer: pointer, &pair)
            case (_, .map?):
                let members = (before?.schemas ?? []).map(\.name) + (after?.schemas ?? []).map(\.name)
                var seen: Set<String> = []
                for member in members where seen.insert(member).inserted {
                    compareApplied(
                        "\(name) '\(member)'", before?.schemas.first { $0.name == member }?.shape,
                        after?.schemas.first { $0.name == member }?.shape, pointer: pointer + pointerToken(member), &pair)
                }
            case ("minContains", _), ("maxContains", _):
                compareCount(name, before?.value, after?.value, pointer: pointer, &pair)
            case ("dependentRequired", _):
                compareDependentRequired(before?.value, after?.value, pointer: pointer, &pair)
            default:
                pair.emit(
                    .schema, .changed, subject: name, pointer: pointer, before: before?.value.compactText ?? "not written",
                    after: after?.value.compactText ?? "not written")
            }
        }
    }

    /// A subschema that applies to (part of) the value; absent, it accepts everything.
    private func compareApplied(_ subject: String, _ before: Shape?, _ after: Shape?, pointer: String, _ pair: inout ShapePair) {
        let before = before.flatMap { Self.acceptsAll($0) ? nil : $0 }
        let after = after.flatMap { Self.acceptsAll($0) ? nil : $0 }
        switch (before, after) {
        case (nil, nil): return
        case (let before?, let after?):
            pair.include(compare(before, after, side: pair.side, origin: pair.origin), under: pointer)
        case (let before, let after):
            pair.emit(
                .schema, after != nil ? .narrowed : .widened, subject: subject, pointer: pointer,
                before: before.map(Self.text) ?? "not written", after: after.map(Self.text) ?? "not written")
        }
    }

    /// `if`: which branch applies depends on it, so any change is neither a narrowing nor a widening.
    private func compareCondition(
        _ before: UnmodelledKeyword?, _ after: UnmodelledKeyword?, pointer: String, _ pair: inout ShapePair
    ) {
        if let old = before?.schemas.first?.shape, let new = after?.schemas.first?.shape,
            Self.unnoticed(aside({ compare(old, new, side: pair.side, origin: pair.origin) }, keepingFillsIf: { _ in false }))
        {
            return
        }
        pair.emit(
            .schema, .changed, subject: "if", pointer: pointer, before: before?.value.compactText ?? "not written",
            after: after?.value.compactText ?? "not written")
    }

    /// `prefixItems`, position by position, against the other side's `items` where it has none.
    private func comparePositions(
        _ before: UnmodelledKeyword?, _ after: UnmodelledKeyword?, pointer: String, _ pair: inout ShapePair
    ) {
        let old = before?.schemas.map(\.shape) ?? []
        let new = after?.schemas.map(\.shape) ?? []
        for position in 0..<max(old.count, new.count) {
            compareApplied(
                "prefixItems \(position)", position < old.count ? old[position] : pair.old.items,
                position < new.count ? new[position] : pair.new.items, pointer: pointer + "/\(position)", &pair)
        }
    }

    /// `minContains` (1 when absent) and `maxContains` (no bound when absent): how many items must match `contains`.
    private func compareCount(_ name: String, _ before: JSONValue?, _ after: JSONValue?, pointer: String, _ pair: inout ShapePair)
    {
        let isMinimum = name == "minContains"
        let absent = isMinimum ? 1.0 : Double.infinity
        let old = before.flatMap(Self.number) ?? absent
        let new = after.flatMap(Self.number) ?? absent
        guard old != new else { return }
        let narrowed = isMinimum ? new > old : new < old
        pair.emit(
            .lengthBounds, narrowed ? .narrowed : .widened, subject: name, pointer: pointer,
            before: before?.compactText ?? "not written", after: after?.compactText ?? "not written")
    }

    /// `dependentRequired: {a: [b]}`: a name added to a list is required of more values.
    private func compareDependentRequired(_ before: JSONValue?, _ after: JSONValue?, pointer: String, _ pair: inout ShapePair) {
        let old = Self.lists(before)
        let new = Self.lists(after)
        for member in Set(old.keys).union(new.keys).sorted() {
            let (was, now) = (old[member] ?? [], new[member] ?? [])
            for name in now where !was.contains(name) {
                pair.emit(
                    .required, .narrowed, subject: "\(name) with \(member)", pointer: pointer + pointerToken(member),
                    before: nil, after: name)
            }
            for name in was where !now.contains(name) {
                pair.emit(
                    .required, .widened, subject: "\(name) with \(member)", pointer: pointer + pointerToken(member),
                    before: name, after: nil)
            }
        }
    }

    private static func text(_ shape: Shape) -> String {
        shape.booleanSchema == false ? "false" : ShapePair.typeText(shape)
    }

    private static func number(_ value: JSONValue) -> Double? {
        guard case .number(let number) = value else { return nil }
        return Double(number.text)
    }

    private static func lists(_ value: JSONValue?) -> [String: [String]] {
        guard case .object(let object)? = value else { return [:] }
        var lists: [String: [String]] = [:]
        for member in object.members {
            guard case .array(let names) = member.value else { continue }
            lists[member.key] = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
        }
        return lists
    }
}
