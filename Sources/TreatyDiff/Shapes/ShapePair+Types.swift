import TreatyContract

/// `type` and `nullable`.
extension ShapePair {
    /// Non-null types compare as sets of accepted values: `number` includes `integer`, no `type` accepts all.
    mutating func compareTypes() {
        let (oldOpaque, newOpaque) = (Self.opaqueType(old), Self.opaqueType(new))
        if oldOpaque != newOpaque {
            // A type name Treaty does not know (read leniently): no set of values to compare by.
            emit(.type, .changed, before: Self.typeText(old, opaque: oldOpaque), after: Self.typeText(new, opaque: newOpaque))
            return
        }
        let oldAccepted = Self.acceptedTypes(old)
        let newAccepted = Self.acceptedTypes(new)
        let widened = !newAccepted.isSubset(of: oldAccepted)
        let narrowed = !oldAccepted.isSubset(of: newAccepted)
        guard widened || narrowed else { return }
        let effect: ShapeEffect = widened && narrowed ? .changed : (widened ? .widened : .narrowed)
        emit(.type, effect, before: Self.typeText(old), after: Self.typeText(new))
    }

    /// `nullable: true`, or `null` among the types.
    mutating func compareNullable() {
        let oldNullable = Self.acceptsNull(old)
        let newNullable = Self.acceptsNull(new)
        guard oldNullable != newNullable else { return }
        emit(.nullable, newNullable ? .widened : .narrowed, before: String(oldNullable), after: String(newNullable))
    }

    static func acceptsNull(_ shape: Shape) -> Bool {
        // No known type: any value, unless the type was a name Treaty does not know (read leniently).
        guard let types = shape.types else { return opaqueType(shape) == nil || shape.nullable }
        return shape.nullable || types.contains(.null)
    }

    /// The non-null types a shape accepts, with `number` standing for `integer` too.
    static func acceptedTypes(_ shape: Shape) -> JSONTypes {
        guard let types = shape.types else { return JSONTypes.all.subtracting(.null) }
        var accepted = JSONTypes(types).subtracting(.null)
        if accepted.contains(JSONTypes(.number)) { accepted.insert(JSONTypes(.integer)) }
        return accepted
    }

    /// The type names of `shape` that are no JSON type, as written (`[bogus]`).
    static func opaqueType(_ shape: Shape) -> JSONValue? {
        shape.unmodelled.first { $0.name == "type" }?.value
    }

    private static func typeText(_ shape: Shape, opaque: JSONValue?) -> String {
        guard case .array(let names)? = opaque else { return typeText(shape) }
        let known = shape.types.map { _ in [typeText(shape)] } ?? []
        let written = names.map { name in
            guard case .string(let text) = name else { return name.compactText }
            return text
        }
        return (known + written).joined(separator: ", ")
    }

    /// `string`, `integer, null`; a reference with no type beside it by the schema's name.
    static func typeText(_ shape: Shape) -> String {
        guard let types = shape.types?.filter({ $0 != .null }) else { return shape.ref?.name ?? "any" }
        return types.isEmpty ? "null" : types.sorted().map(\.rawValue).joined(separator: ", ")
    }
}
