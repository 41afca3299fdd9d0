import Foundation
import TreatyContract
import TreatyTooling
import TreatyYAML

/// Reads a `name: spec` mapping of parameters or headers.
///
/// A spec is a shape plus `required`, `secret`, `example`, `style` and `explode`. A bare scalar is shorthand for a
/// fixed, required value (`Accept: application/json`); for a secret header it must be an
/// environment reference such as `${API_TOKEN}`, never the secret itself.
struct ParameterDecoder {
    /// What kind of parameters are read, which decides defaults and secret handling.
    enum Kind {
        case path, query, header
    }

    let file: String
    let kind: Kind

    func decode(_ node: YAMLNode, _ context: inout DecodeContext) -> [Parameter] {
        guard let pairs = context.mapping(node, kind.what) else { return [] }
        return pairs.compactMap { pair in
            guard let name = pair.keyText else { return nil }
            return parameter(name, pair, &context)
        }
    }

    private func parameter(_ name: String, _ pair: YAMLPair, _ context: inout DecodeContext) -> Parameter {
        let node = pair.value
        let location = context.location(pair.key)
        let credential = kind == .header && Parameter.credentialHeaderNames.contains(name.lowercased())
        if let scalar = node.scalar, scalar.resolved != .null {
            var shape = Shape(at: context.location(node))
            let isReference = EnvironmentReference.contains(scalar.text)
            if credential && !isReference { context.report(.secretLiteral(name, at: context.location(node))) }
            if !isReference { shape.constValue = .string(scalar.text) }
            return Parameter(
                name: name, shape: shape, required: true, secret: credential, example: .string(scalar.text), location: location)
        }
        guard let specPairs = context.mapping(node, "parameter '\(name)'") else {
            return Parameter(name: name, shape: Shape(at: location), location: location)
        }
        var required = kind == .path
        var secret = credential
        var example: JSONValue?
        var exampleNode: YAMLNode?
        var style: ParameterStyle?
        var explode: Bool?
        var defaultValue: JSONValue?
        var shapePairs: [YAMLPair] = []
        for specPair in specPairs {
            switch specPair.keyText {
            case "style" where specPair.value.scalar != nil:
                style = self.style(specPair.value, &context)
            case "explode" where specPair.value.scalar != nil:
                explode = context.bool(specPair.value, "'explode'")
            case "required" where specPair.value.scalar != nil:
                required = context.bool(specPair.value, "'required'") ?? required
            case "secret":
                secret = context.bool(specPair.value, "'secret'") ?? secret
            case "example":
                example = context.json(specPair.value, "'example'")
                exampleNode = specPair.value
            case "default":
                defaultValue = context.json(specPair.value, "'default'")
                shapePairs.append(specPair)
            default:
                shapePairs.append(specPair)
            }
        }
        if kind == .path { required = true }
        if secret, let exampleNode, let text = exampleNode.scalar?.text, !EnvironmentReference.contains(text) {
            context.report(.secretLiteral(name, at: context.location(exampleNode)))
        }
        let shape = ShapeDecoder(file: file).shape(keys: shapePairs, at: node, &context)
        return Parameter(
            name: name, shape: shape, required: required, secret: secret, example: example, location: location, style: style,
            explode: explode, defaultValue: defaultValue)
    }

    /// A `style` Treaty knows for this kind of parameter.
    private func style(_ node: YAMLNode, _ context: inout DecodeContext) -> ParameterStyle? {
        guard let text = context.string(node, "'style'") else { return nil }
        let allowed = ParameterStyle.allCases.filter { $0.isQueryStyle == (kind == .query) }
        guard let style = ParameterStyle(rawValue: text), allowed.contains(style) else {
            context.report(
                .invalidValue(
                    "'style'", found: text, expected: allowed.map { "'\($0.rawValue)'" }.joined(separator: ", "),
                    at: context.location(node)))
            return nil
        }
        return style
    }
}

extension ParameterDecoder.Kind {
    var what: String {
        switch self {
        case .path: return "'path' parameters"
        case .query: return "'query' parameters"
        case .header: return "'headers'"
        }
    }
}
