extension ShapeSampler {
    /// Every shape that applies to one value: the shape sampled, the targets of its `$ref`s, its
    /// `allOf` branches and the `anyOf` / `oneOf` branches chosen so far, read together so that
    /// keywords spread over them (an `allOf` of object shapes, bounds beside a `$ref`) all count.
    struct Conjunction {
        /// The shapes in document order: each shape before its `$ref` target and `allOf` branches.
        var parts: [Shape] = []
        /// The schemas expanded for this value, so a second `$ref` to one of them adds nothing.
        var references: [SchemaReference] = []
        /// The branch lists of `anyOf` and `oneOf` not yet chosen from, in the order met.
        var choices: [[Shape]] = []

        /// The `const` of a part, or else the first `enum`: the only values worth trying.
        var listedValues: [JSONValue]? {
            if let constant = parts.lazy.compactMap(\.constValue).first { return [constant] }
            return parts.lazy.compactMap(\.enumValues).first
        }

        /// The JSON types to try, most natural first: the order the first typed part declares them
        /// (or the one its keywords suggest), then the rest; only types every part accepts, and
        /// `null` last, so a nullable value is only `null` when nothing else fits.
        var typeOrder: [JSONType] {
            let declared = parts.first { $0.types != nil }?.types ?? hintedTypes
            var order: [JSONType] = []
            for type in declared + Conjunction.preference where type != .null && !order.contains(type) {
                if parts.allSatisfy({ Conjunction.accepts($0, type) }) { order.append(type) }
            }
            // Number candidates start with integers, so trying `integer` as well would repeat them.
            if order.contains(.number) { order.removeAll { $0 == .integer } }
            // `nullable` beside a `$ref` accepts null whatever the target says; the validator decides.
            if parts.allSatisfy({ Conjunction.accepts($0, .null) }) || parts.contains(where: \.nullable) {
                order.append(.null)
            }
            return order
        }

        /// The order for shapes that do not say: an object first, as an empty body `{}` reads best.
        private static let preference: [JSONType] = [.object, .string, .integer, .number, .boolean, .array]

        /// The types an untyped shape's keywords are about, e.g. `minLength` → string.
        private var hintedTypes: [JSONType] {
            var hints: [JSONType] = []
            if parts.contains(where: {
                !$0.properties.isEmpty || !$0.required.isEmpty || $0.additionalProperties != .unspecified
                    || $0.minProperties != nil || $0.maxProperties != nil
            }) {
                hints.append(.object)
            }
            if parts.contains(where: { $0.items != nil || $0.minItems != nil || $0.maxItems != nil || $0.uniqueItems }) {
                hints.append(.array)
            }
            if parts.contains(where: { $0.minLength != nil || $0.maxLength != nil || $0.pattern != nil || $0.format != nil }) {
                hints.append(.string)
            }
            if parts.contains(where: {
                $0.minimum != nil || $0.maximum != nil || $0.exclusiveMinimum != nil || $0.exclusiveMaximum != nil
                    || $0.multipleOf != nil
            }) {
                hints.append(.number)
            }
            return hints
        }

        /// Whether `part`'s `type` and `nullable` allow `type` (an `integer` is also a `number`).
        private static func accepts(_ part: Shape, _ type: JSONType) -> Bool {
            guard let types = part.types else { return true }
            return types.contains(type) || (type == .integer && types.contains(.number)) || (type == .null && part.nullable)
        }

        /// The names of the members to write, declared ones in property order, then required ones
        /// no part declares, in `required` order: the required members only, or every declared one.
        func memberNames(optional: Bool) -> [String] {
            let required = parts.count == 1 ? parts[0].required : parts.flatMap(\.required)
            let properties = parts.count == 1 ? parts[0].properties : parts.flatMap(\.properties)
            // Nearly every object is small: its names are searched in place, which costs less than
            // hashing each of them into sets (an eighth of sampling a large document's bodies).
            guard required.count + properties.count > 32 else {
                var pending: [String] = []
                for name in required where !pending.contains(name) { pending.append(name) }
                var names: [String] = []
                for property in properties {
                    let wasRequired = pending.firstIndex(of: property.name).map { pending.remove(at: $0) } != nil
                    if wasRequired || optional, !names.contains(property.name) { names.append(property.name) }
                }
                return names + pending
            }
            var ordered: [String] = []
            var seen: Set<String> = []
            for name in required where seen.insert(name).inserted { ordered.append(name) }
            var names: [String] = []
            var written: Set<String> = []
            for property in properties where seen.remove(property.name) != nil || optional {
                if written.insert(property.name).inserted { names.append(property.name) }
            }
            return names + ordered.filter { seen.contains($0) }
        }

        /// The shapes the member `name` must match: its declarations, and the `additionalProperties`
        /// shape of each part that does not declare it; nil when such a part forbids undeclared members.
        func memberShapes(_ name: String) -> [Shape]? {
            var shapes: [Shape] = []
            for part in parts {
                if let declared = part.property(name) {
                    shapes.append(declared)
                    continue
                }
                switch part.additionalProperties {
                case .forbidden: return nil
                case .shape(let additional): shapes.append(additional)
                case .unspecified, .allowed: break
                }
            }
            return shapes
        }
    }
}
