import TreatyContract

/// The changes to request parameters (path, query, header, contract default headers), read as
/// values the client sends.
struct ParameterComparison {
    /// One parameter in its old and new version; either may be missing.
    struct Pair {
        var old: Parameter?
        var new: Parameter?
    }

    let shapes: ShapeComparison
    /// `request.query`, `request.header`, …; the parameter's name is appended.
    let targetPrefix: String

    /// Pairs parameters by key; removed ones first in old order, then the new ones in new order.
    static func pair(
        _ old: [Parameter], _ new: [Parameter], oldKey: (Parameter) -> String, newKey: (Parameter) -> String
    ) -> [Pair] {
        let newByKey = Dictionary(new.map { (newKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        let oldKeys = Set(old.map(oldKey))
        return old.map { Pair(old: $0, new: newByKey[oldKey($0)]) }
            + new.filter { !oldKeys.contains(newKey($0)) }.map { Pair(old: nil, new: $0) }
    }

    static func pair(_ old: [Parameter], _ new: [Parameter], key: (Parameter) -> String) -> [Pair] {
        pair(old, new, oldKey: key, newKey: key)
    }

    /// Header names compare case-insensitively.
    static func pairHeaders(_ old: [Parameter], _ new: [Parameter]) -> [Pair] {
        pair(old, new) { $0.name.lowercased() }
    }

    /// Adds the changes of each pair to `found`, at `<targetPrefix>.<name>`.
    func compare(_ pairs: [Pair], renames: Bool = false, into found: inout FoundChanges) {
        for pair in pairs {
            let name = (pair.new ?? pair.old)!.name
            found.at(target: "\(targetPrefix).\(name)") { $0.add(contentsOf: changes(pair, renames: renames)) }
        }
    }

    private func changes(_ pair: Pair, renames: Bool) -> [Change] {
        switch (pair.old, pair.new) {
        case (let before?, nil):
            return [
                Change(
                    rule: .requestParameterRemoved, subject: before.name, location: before.location,
                    before: ShapePair.typeText(before.shape))
            ]
        case (nil, let after?):
            let rule: DiffRule = after.required ? .requestParameterAddedRequired : .requestParameterAdded
            return [Change(rule: rule, subject: after.name, location: after.location, after: ShapePair.typeText(after.shape))]
        case (let before?, let after?):
            return changes(before, after, renames: renames)
        case (nil, nil):
            return []
        }
    }

    private func changes(_ before: Parameter, _ after: Parameter, renames: Bool) -> [Change] {
        var changes: [Change] = []
        if renames, before.name != after.name {
            changes.append(Change(rule: .pathParameterRenamed, location: after.location, before: before.name, after: after.name))
        }
        changes += serializationChanges(before, after)
        let defaults = defaultChanges(before, after)
        changes += defaults
        // The schema's `default` is the parameter's: said once, by the rule that says what it does.
        changes += ParameterComparison.matched(before, after, side: .request, shapes: shapes).filter {
            defaults.isEmpty || !($0.rule == DiffRule.annotationChanged.id && $0.pointer == "/default")
        }
        return changes
    }

    /// `style` and `explode`, defaults applied (`form` and exploded in a query, `simple` and not
    /// exploded elsewhere), for a parameter that may be an array or an object: a scalar is
    /// written the same in every style.
    private func serializationChanges(_ before: Parameter, _ after: Parameter) -> [Change] {
        let defaultStyle: ParameterStyle = targetPrefix == "request.query" ? .form : .simple
        let old = Self.serialization(before, defaultStyle: defaultStyle)
        let new = Self.serialization(after, defaultStyle: defaultStyle)
        guard old != new, mayBeCollection(before.shape, in: shapes.oldTable) || mayBeCollection(after.shape, in: shapes.newTable)
        else { return [] }
        return [
            Change(
                rule: .requestParameterSerializationChanged, subject: after.name, location: after.location, before: old,
                after: new)
        ]
    }

    /// The value the server uses for an optional parameter a client leaves out: whichever way it
    /// changes, the clients that omit the parameter get other behaviour than they were built for.
    private func defaultChanges(_ before: Parameter, _ after: Parameter) -> [Change] {
        guard before.defaultValue != after.defaultValue, !after.required else { return [] }
        let rule: DiffRule =
            switch (before.defaultValue, after.defaultValue) {
            case (nil, _): .requestParameterDefaultAdded
            case (_, nil): .requestParameterDefaultRemoved
            default: .requestParameterDefaultChanged
            }
        return [
            Change(
                rule: rule, subject: after.name, location: after.location, before: before.defaultValue?.compactText,
                after: after.defaultValue?.compactText)
        ]
    }

    /// `style: form, explode: true`.
    private static func serialization(_ parameter: Parameter, defaultStyle: ParameterStyle) -> String {
        let style = parameter.style ?? defaultStyle
        let explode = parameter.explode ?? (style == .form || style == .deepObject)
        return "style: \(style.rawValue), explode: \(explode)"
    }

    private func mayBeCollection(_ shape: Shape, in table: SchemaTable) -> Bool {
        let types = shapes.resolve(shape, in: table).types
        return types.map { $0.contains(.array) || $0.contains(.object) } ?? true
    }

    /// The changes to a parameter or header present on both sides: `required` (whose rule depends
    /// on the side), `secret` and `example` (tooling, not the wire), and its shape.
    static func matched(_ before: Parameter, _ after: Parameter, side: DiffSide, shapes: ShapeComparison) -> [Change] {
        var changes: [Change] = []
        if before.required != after.required {
            let rule: DiffRule =
                switch side {
                case .request: after.required ? .requestParameterMadeRequired : .requestParameterMadeOptional
                case .response: after.required ? .responseHeaderMadeRequired : .responseHeaderMadeOptional
                }
            changes.append(
                Change(
                    rule: rule, subject: after.name, location: after.location,
                    before: String(before.required), after: String(after.required)))
        }
        if before.secret != after.secret {
            changes.append(
                Change(
                    rule: .parameterSecretChanged, subject: after.name, location: after.location,
                    before: String(before.secret), after: String(after.secret)))
        }
        if before.example != after.example {
            changes.append(
                Change(
                    rule: .parameterExampleChanged, subject: after.name, location: after.location,
                    before: before.example?.compactText, after: after.example?.compactText))
        }
        changes += shapes.compare(before.shape, after.shape, side: side)
        return changes
    }
}
