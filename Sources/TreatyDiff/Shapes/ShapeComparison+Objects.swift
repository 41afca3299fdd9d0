import TreatyContract

/// `properties`, `required` and `additionalProperties`.
extension ShapeComparison {
    func compareObjects(_ pair: inout ShapePair) {
        let oldRequired = Set(pair.old.required)
        let newRequired = Set(pair.new.required)
        var names = pair.old.properties.map(\.name)
        for name in pair.new.properties.map(\.name) + pair.old.required + pair.new.required where !names.contains(name) {
            names.append(name)
        }
        for name in names {
            compareProperty(name, &pair, wasRequired: oldRequired.contains(name), isRequired: newRequired.contains(name))
        }
        compareAdditionalProperties(&pair)
    }

    private func compareProperty(_ name: String, _ pair: inout ShapePair, wasRequired: Bool, isRequired: Bool) {
        let pointer = "/properties" + pointerToken(name)
        var oldShape = pair.old.property(name)
        var newShape = pair.new.property(name)
        // The view of this side: a member that never travels this way (`writeOnly` in a response,
        // `readOnly` in a request) is not there; one that stops travelling is worth knowing only.
        let (wasHidden, isHidden) = (hidden(oldShape, pair.side, oldTable), hidden(newShape, pair.side, newTable))
        if wasHidden { oldShape = nil }
        if isHidden {
            if let before = oldShape, let after = newShape {
                let rule: DiffRule =
                    switch pair.side {
                    case .request: .requestFieldMadeReadOnly
                    case .response: wasRequired ? .responseRequiredFieldMadeWriteOnly : .responseFieldMadeWriteOnly
                    }
                pair.emit(
                    rule, subject: name, pointer: pointer, location: after.location, before: ShapePair.typeText(before),
                    after: ShapePair.typeText(after))
                return
            }
            newShape = nil
        }
        if oldShape == nil, newShape == nil, wasHidden || isHidden { return }
        switch (oldShape, newShape) {
        case (let before?, nil):
            let rule: DiffRule =
                switch pair.side {
                case .request: Self.isOpen(pair.new) ? .requestFieldRemoved : .requestFieldRemovedFromClosedObject
                case .response: .responseFieldRemoved
                }
            pair.emit(
                rule, subject: name, pointer: pointer, location: before.location, before: ShapePair.typeText(before), after: nil)
            return
        case (nil, let after?):
            let rule: DiffRule
            switch pair.side {
            case .request: rule = isRequired ? .requestFieldAddedRequired : .requestFieldAdded
            case .response: rule = .responseFieldAdded
            }
            pair.emit(
                rule, subject: name, pointer: pointer, location: after.location, before: nil, after: ShapePair.typeText(after))
            return
        default: break
        }
        if wasRequired != isRequired, !wasHidden {
            pair.emit(
                .required, isRequired ? .narrowed : .widened, subject: name, pointer: pointer,
                before: String(wasRequired), after: String(isRequired))
        }
        if let oldShape, let newShape {
            pair.include(compare(oldShape, newShape, side: pair.side, origin: pair.origin), under: pointer)
        }
    }

    /// Whether a member this object no longer declares may still be sent: an object that takes
    /// any other member takes it (a server ignores what it does not read); one that is closed, or
    /// holds other members to a schema, may refuse it.
    static func isOpen(_ shape: Shape) -> Bool {
        guard openness(shape.additionalProperties) == 2 else { return false }
        // `unevaluatedProperties: false` (or a schema) closes an object as `additionalProperties` does.
        guard let unevaluated = shape.unmodelled.first(where: { $0.name == "unevaluatedProperties" }) else { return true }
        return unevaluated.schemas.first.map { acceptsAll($0.shape) } ?? (unevaluated.value == .bool(true))
    }

    /// Whether `shape` is a member that does not travel on `side`: `writeOnly` in a response,
    /// `readOnly` in a request, written on the member or on the schema it refers to.
    private func hidden(_ shape: Shape?, _ side: DiffSide, _ table: SchemaTable) -> Bool {
        guard let shape else { return false }
        let meaning = shape.ref == nil ? shape : referencedSchema(shape, in: table)
        return side == .response ? meaning.writeOnly || shape.writeOnly : meaning.readOnly || shape.readOnly
    }

    /// Closed (`false`) < constrained (a shape) < open (`true` or not written).
    private func compareAdditionalProperties(_ pair: inout ShapePair) {
        let pointer = "/additionalProperties"
        switch (pair.old.additionalProperties, pair.new.additionalProperties) {
        case (.shape(let before), .shape(let after)):
            pair.include(compare(before, after, side: pair.side, origin: pair.origin), under: pointer)
        case (let before, let after):
            let oldRank = Self.openness(before)
            let newRank = Self.openness(after)
            guard oldRank != newRank else { return }
            pair.emit(
                .additionalProperties, newRank < oldRank ? .narrowed : .widened, pointer: pointer,
                before: Self.text(before), after: Self.text(after))
        }
    }

    private static func openness(_ value: AdditionalProperties) -> Int {
        switch value {
        case .forbidden: return 0
        case .shape: return 1
        case .allowed, .unspecified: return 2
        }
    }

    private static func text(_ value: AdditionalProperties) -> String {
        switch value {
        case .forbidden: return "false"
        case .shape(let shape): return "schema of type \(ShapePair.typeText(shape))"
        case .allowed: return "true"
        case .unspecified: return "unspecified"
        }
    }
}
