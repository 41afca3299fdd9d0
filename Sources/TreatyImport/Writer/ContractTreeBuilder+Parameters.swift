import Foundation
import TreatyContract

/// Which list a parameter belongs to; it decides the defaults the loader fills in.
enum ParameterKind {
    case path, query, requestHeader, responseHeader

    var isHeader: Bool { self == .requestHeader || self == .responseHeader }
}

extension ContractTreeBuilder {
    /// A `name: spec` mapping of parameters or headers, one per line.
    mutating func parameters(_ list: [Parameter], _ kind: ParameterKind, place: String) -> YAMLTree {
        var entries: [YAMLTree.Entry] = []
        for parameter in list {
            let tree = parameterTree(parameter, kind, place: place + ", \(kind.noun) '\(parameter.name)'")
            entries.append(.init(parameter.name, tree))
        }
        return namedMapping(entries, flow: false, place: place)
    }

    /// A parameter: the shorthand scalar when it reads back the same, else its shape's keywords
    /// followed by `required`, `secret`, `example`, `style` and `explode` where they differ from
    /// the defaults.
    private mutating func parameterTree(_ original: Parameter, _ kind: ParameterKind, place: String) -> YAMLTree {
        var parameter = original
        let credential = kind.isHeader && Parameter.credentialHeaderNames.contains(parameter.name.lowercased())
        // Response headers are checked, never sent: the loader reads them as not secret, but still
        // refuses a literal value for a credential header such as `Set-Cookie`.
        if kind == .responseHeader { parameter.secret = false }
        if parameter.secret || (kind == .responseHeader && credential) { removeLiteralSecrets(&parameter, place: place) }
        removeRefusedExample(&parameter, place: place)
        if let text = shorthand(parameter, kind, credential: credential) { return .string(text) }
        var entries = parameterShapeEntries(parameter.shape, place: place)
        if parameter.required && kind != .path {
            // The flag and an object schema's `required: [members]` would be one key twice: the
            // schema goes one level down, as the single branch of an `allOf`, which means the same.
            if !parameter.shape.required.isEmpty {
                entries = [.init("allOf", .sequence([.mapping(entries, flow: true)], flow: true))]
            }
            entries.append(.init("required", .bool(true)))
        }
        if !parameter.required && kind == .path { omit(place, "a path parameter is always required; written as required") }
        if parameter.secret {
            entries.append(.init("secret", .bool(true)))
        } else if credential && kind == .requestHeader {
            entries.append(.init("secret", .bool(false)))
        }
        if let example = parameter.example { entries.append(.init("example", jsonTree(example))) }
        if let style = parameter.style, kind != .responseHeader { entries.append(.init("style", .string(style.rawValue))) }
        if let explode = parameter.explode, kind != .responseHeader { entries.append(.init("explode", .bool(explode))) }
        return .mapping(entries, flow: true)
    }

    /// Drops an `example` or `const` that would write a secret's value into the contract.
    private mutating func removeLiteralSecrets(_ parameter: inout Parameter, place: String) {
        if let example = parameter.example, !EnvironmentReference.isReference(example) {
            parameter.example = nil
            omit(place, "the literal example of a secret is left out; use an environment reference such as '${TOKEN}'")
        }
        if let constant = parameter.shape.constValue, !EnvironmentReference.isReference(constant) {
            parameter.shape.constValue = nil
            omit(place, "the literal 'const' of a secret is left out; use an environment reference such as '${TOKEN}'")
        }
    }

    /// Drops an `example` its own schema refuses: the OpenAPI document only earns a warning for it
    /// (scenarios send a synthesized value instead), but a Treaty contract holding it would not
    /// lint (`invalid-example` is an error there).
    private mutating func removeRefusedExample(_ parameter: inout Parameter, place: String) {
        guard let example = parameter.example,
            let report = parameterValidator.validate(parameterExample: example, against: parameter.shape), !report.isValid
        else { return }
        parameter.example = nil
        let why = report.violations.first { $0.classification == .breaking }?.message ?? report.unverified.first?.message ?? ""
        omit(place, "the example its own schema refuses is left out (\(why))")
    }

    /// The text of `Name: value` when the loader reads it back as exactly this parameter: required,
    /// with that example and a shape that is only its `const` (none for an environment reference).
    private func shorthand(_ parameter: Parameter, _ kind: ParameterKind, credential: Bool) -> String? {
        guard parameter.required, parameter.style == nil, parameter.explode == nil, case .string(let text)? = parameter.example
        else { return nil }
        let isReference = EnvironmentReference.contains(text)
        guard isReference || !credential else { return nil }
        var expected = Shape(at: parameter.shape.location)
        if !isReference { expected.constValue = .string(text) }
        guard parameter.shape == expected else { return nil }
        guard kind == .responseHeader || parameter.secret == credential else { return nil }
        return text
    }

    /// The shape's keywords; a whole-schema `true` or `false`, which a parameter mapping cannot
    /// hold, becomes `{}` or `{ not: {} }`.
    private mutating func parameterShapeEntries(_ shape: Shape, place: String) -> [YAMLTree.Entry] {
        let written = writable(shape, place: place, as: "'not: {}'")
        if written != shape { return [.init("not", .mapping([], flow: true))] }
        guard let flag = shape.booleanSchema else { return shapeEntries(shape, place: place) }
        omit(place, "a parameter cannot be the schema '\(flag)'; written as \(flag ? "{}" : "'not: {}'"), which means the same")
        return flag ? [] : [.init("not", .mapping([], flow: true))]
    }
}

extension ParameterKind {
    fileprivate var noun: String { isHeader ? "header" : "parameter" }
}
