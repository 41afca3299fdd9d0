import TreatyContract
import TreatyYAML

/// Reads request values (`path`, `query`, `headers`, `body`) of a scenario or a live sample,
/// refusing literal secrets.
struct InputDecoder {
    /// Lower-cased names of headers the contract marks secret, besides the well-known credentials.
    let secretHeaders: Set<String>

    func decode(_ pairs: [YAMLPair], _ context: inout DecodeContext) -> RequestInput {
        let entries = Entries(pairs)
        var input = RequestInput()
        if let node = entries["path"] { input.pathParameters = values(node, "'path' values", &context) }
        if let node = entries["query"] { input.query = values(node, "'query' values", &context) }
        if let node = entries["headers"] {
            input.headers = headers(node, &context).map { NamedValue(name: $0.name, value: .string($0.value)) }
        }
        if let node = entries["body"] { input.body = context.json(node, "'body'") }
        return input
    }

    /// Header fields, with secret-literal checks.
    func headers(_ node: YAMLNode, _ context: inout DecodeContext) -> [HeaderField] {
        guard let pairs = context.mapping(node, "'headers'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = pair.keyText, let value = context.scalarText(pair.value, "header '\(name)'") else { return nil }
            let lowered = name.lowercased()
            let secret = secretHeaders.contains(lowered) || Parameter.credentialHeaderNames.contains(lowered)
            if secret && !EnvironmentReference.contains(value) {
                context.report(.secretLiteral(name, at: context.location(pair.value)))
            }
            return HeaderField(name: name, value: value)
        }
    }

    private func values(_ node: YAMLNode, _ what: String, _ context: inout DecodeContext) -> [NamedValue] {
        guard let pairs = context.mapping(node, what) else { return [] }
        return pairs.compactMap { pair in
            guard let name = pair.keyText, let value = context.json(pair.value, what) else { return nil }
            return NamedValue(name: name, value: value)
        }
    }
}
