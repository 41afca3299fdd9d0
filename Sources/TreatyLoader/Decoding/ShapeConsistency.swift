import TreatyContract
import TreatyTooling
import TreatyYAML

/// Reports keywords of one decoded shape that contradict each other or leave nothing to accept:
/// an empty `type` or `enum` list (and an empty `oneOf`, `anyOf` or `allOf`, which JSON Schema
/// does not allow), a lower bound above its upper bound, an `enum` or `const` no value of the
/// shape's `type` can meet (or a `const` outside the `enum`), a `required` entry given twice, and
/// a required member that a closed object forbids.
///
/// It runs on the finished shape, after every keyword is read, in both dialects (see
/// ``ShapeDecoder/shape(_:_:)``), so OpenAPI 3.0's `exclusiveMinimum: true` is compared as the
/// exclusive bound it means. Each finding is located at its keyword.
struct ShapeConsistency {
    /// The shape's own entries, to locate each finding.
    let entries: Entries
    private let pairs: [YAMLPair]

    init(_ pairs: [YAMLPair]) {
        entries = Entries(pairs)
        self.pairs = pairs
    }

    /// The keywords whose empty list is a finding.
    private static let listKeywords: Set<String> = ["type", "enum", "oneOf", "anyOf", "allOf"]

    func check(_ shape: Shape, _ context: inout DecodeContext) {
        // Each check returns at once when its keywords are absent, as they are from most shapes.
        checkEmptyLists(&context)
        checkCount("minLength", shape.minLength, "maxLength", shape.maxLength, shape, &context)
        checkCount("minItems", shape.minItems, "maxItems", shape.maxItems, shape, &context)
        checkCount("minProperties", shape.minProperties, "maxProperties", shape.maxProperties, shape, &context)
        if shape.minimum != nil || shape.exclusiveMinimum != nil, shape.maximum != nil || shape.exclusiveMaximum != nil {
            checkNumbers(shape, &context)
        }
        if shape.enumValues != nil || shape.constValue != nil {
            checkValues(shape, &context)
        }
        checkRequired(shape, &context)
    }

    /// An `enum` none of whose values is of the shape's `type`, a `const` not of it, and a
    /// `const` outside the `enum`: each leaves nothing to accept. (`nullable` admits `null`.)
    private func checkValues(_ shape: Shape, _ context: inout DecodeContext) {
        let admits: (JSONValue) -> Bool = { value in
            if shape.nullable, value == .null { return true }
            guard let types = shape.types else { return true }
            return types.contains { $0.admits(value) }
        }
        let typeNames = (shape.types ?? []).map { "'\($0.rawValue)'" }.joined(separator: " or ")
        if let members = shape.enumValues, !members.isEmpty, !members.contains(where: admits) {
            context.report(
                .unsatisfiableShape(
                    "'enum' holds no value of type \(typeNames)", hint: "correct 'type' or the 'enum' values",
                    inOpenAPI: context.notes.isOpenAPI, at: location("enum", shape, context)))
        }
        guard let constant = shape.constValue else { return }
        if !admits(constant) {
            context.report(
                .unsatisfiableShape(
                    "'const' is not of type \(typeNames)", hint: "correct 'type' or 'const'",
                    inOpenAPI: context.notes.isOpenAPI, at: location("const", shape, context)))
        } else if let members = shape.enumValues, !members.isEmpty, !members.contains(constant) {
            context.report(
                .unsatisfiableShape(
                    "'const' is not one of the 'enum' values", hint: "add it to 'enum', or remove one of the two",
                    inOpenAPI: context.notes.isOpenAPI, at: location("const", shape, context)))
        }
    }

    /// One pass over the entries: an empty sequence is rare, so the key is read only for one.
    private func checkEmptyLists(_ context: inout DecodeContext) {
        for pair in pairs where pair.value.isEmptySequence {
            guard let keyword = pair.keyText, Self.listKeywords.contains(keyword) else { continue }
            context.report(.emptyList(keyword, inOpenAPI: context.notes.isOpenAPI, at: context.location(pair.key)))
        }
    }

    private func checkCount(
        _ lower: String, _ low: Int?, _ upper: String, _ high: Int?, _ shape: Shape, _ context: inout DecodeContext
    ) {
        guard let low, let high, low > high else { return }
        context.report(
            .impossibleBounds(lower, String(low), upper, String(high), inclusive: true, at: location(lower, shape, context)))
    }

    /// `minimum` above `maximum`; an exclusive bound on either side also fails when they are equal.
    private func checkNumbers(_ shape: Shape, _ context: inout DecodeContext) {
        let lowers = [("minimum", shape.minimum), ("exclusiveMinimum", shape.exclusiveMinimum)]
        let uppers = [("maximum", shape.maximum), ("exclusiveMaximum", shape.exclusiveMaximum)]
        for (lower, low) in lowers {
            for (upper, high) in uppers {
                guard let low, let high, let order = low.exactOrder(against: high) else { continue }
                let inclusive = lower == "minimum" && upper == "maximum"
                guard order > 0 || (order == 0 && !inclusive) else { continue }
                context.report(
                    .impossibleBounds(
                        lower, low.text, upper, high.text, inclusive: inclusive, at: location(lower, shape, context)))
            }
        }
    }

    private func checkRequired(_ shape: Shape, _ context: inout DecodeContext) {
        guard let items = entries["required"]?.sequence else { return }
        var seen: Set<String> = []
        var reported: Set<String> = []
        for item in items {
            guard let name = item.scalar?.text else { continue }
            if !seen.insert(name).inserted {
                context.report(.duplicateRequired(name, inOpenAPI: context.notes.isOpenAPI, at: context.location(item)))
            } else if shape.additionalProperties == .forbidden, shape.property(name) == nil, reported.insert(name).inserted {
                context.report(.requiredButForbidden(name, at: context.location(item)))
            }
        }
    }

    private func location(_ keyword: String, _ shape: Shape, _ context: DecodeContext) -> FileLocation {
        entries.keyNode(keyword).map(context.location) ?? shape.location
    }
}
