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
        let oldShape = pair.old.property(name)
        let newShape = pair.new.property(name)
        switch (oldShape, newShape) {
        case (let before?, nil):
            let rule: DiffRule = pair.side == .request ? .requestFieldRemoved : .responseFieldRemoved
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
        if wasRequired != isRequired {
            pair.emit(
                .required, isRequired ? .narrowed : .widened, subject: name, pointer: pointer,
                before: String(wasRequired), after: String(isRequired))
        }
        if let oldShape, let newShape {
            pair.include(compare(oldShape, newShape, side: pair.side, origin: pair.origin), under: pointer)
        }
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
