import TreatyContract
import TreatyTooling
import TreatyYAML

/// Turns one file's YAML tree into a ``Contract``, reporting every problem it meets.
///
/// A file without `endpoints:` is a schema library (e.g. `common.yaml` holding shared schemas):
/// it needs no `name` or `stubHost`.
struct ContractDecoder {
    let file: String

    func decode(_ root: YAMLNode, _ context: inout DecodeContext) -> Contract {
        var contract = Contract(
            file: file, name: "", version: "", stubHost: "", fixtureDirectory: RelativePath.directory(of: file).nonEmpty ?? ".")
        guard let pairs = context.mapping(root, "the contract", allowed: ContractKeys.contract) else { return contract }
        let entries = Entries(pairs)
        let isLibrary = entries["endpoints"] == nil
        context.requireKeys(
            isLibrary ? ["treaty"] : ["treaty", "name", "version", "stubHost", "endpoints"], in: pairs,
            allowed: ContractKeys.contract, what: "the contract", at: context.location(root))

        if let node = entries["treaty"] {
            context.notes.declaresTreaty = true
            if case .integer("1") = node.scalar?.resolved {
                contract.formatVersion = 1
            } else {
                let quoted = node.scalar.map { if case .string = $0.resolved { true } else { false } } ?? false
                context.report(
                    .unsupportedVersion(
                        node.scalar?.text ?? node.kindDescription, quoted: quoted, at: context.location(node)))
            }
        }
        if let node = entries["name"], let name = context.string(node, "'name'") {
            if Identifier.isTypeName(name) {
                contract.name = name
            } else {
                context.report(
                    .invalidValue(
                        "'name'", found: name, expected: "a Swift type name such as 'Projects'", at: context.location(node),
                        hint: "it names generated types like '\(Identifier.typeName(from: name))Contract'"))
            }
        }
        if let node = entries["version"] { contract.version = context.scalarText(node, "'version'") ?? "" }
        if let node = entries["description"] { contract.description = context.string(node, "'description'") }
        if let node = entries["baseURL"], let url = context.string(node, "'baseURL'") {
            if let problem = ServerAddress.baseURLProblem(url, "'baseURL'", at: context.location(node)) {
                context.report(problem)
            } else {
                contract.baseURL = url
            }
        }
        if let node = entries["stubHost"] {
            contract.stubHost = context.string(node, "'stubHost'") ?? ""
            context.notes.stubHostLocation = context.location(node)
            if let problem = ServerAddress.stubHostProblem(contract.stubHost, "'stubHost'", at: context.location(node)) {
                context.report(problem)
            }
        }
        if let node = entries["fixtures"], let folder = context.string(node, "'fixtures'") {
            contract.fixtureDirectory = RelativePath.join(RelativePath.directory(of: file), folder)
        }
        if let node = entries["allow"], let items = context.sequence(node, "'allow'") {
            contract.allowlist = items.compactMap { context.string($0, "an 'allow' entry") }
        }
        if let node = entries["defaults"] { contract.defaultHeaders = defaultHeaders(node, &context) }
        let shapes = ShapeDecoder(file: file)
        if entries["schemas"] == nil, DecodeContext.misspeltKeys(in: pairs, allowed: ContractKeys.contract).contains("schemas") {
            context.notes.schemasUnread = true
        }
        if let node = entries["schemas"], let schemaPairs = context.mapping(node, "'schemas'") {
            // A schema under a key that is no name is reported once; references to it are not.
            if schemaPairs.contains(where: { $0.keyText == nil }) { context.notes.schemasUnread = true }
            contract.namedSchemas = schemaPairs.compactMap { pair in
                guard let name = pair.keyText else { return nil }
                return NamedSchema(name: name, shape: shapes.shape(pair.value, &context))
            }
        }
        if let node = entries["endpoints"], let endpointPairs = context.mapping(node, "'endpoints'") {
            let decoder = EndpointDecoder(
                file: file, fixtureDirectory: contract.fixtureDirectory, defaultHeaders: contract.defaultHeaders)
            contract.endpoints = endpointPairs.compactMap { decoder.decode($0, &context) }
        }
        return contract
    }

    private func defaultHeaders(_ node: YAMLNode, _ context: inout DecodeContext) -> [Parameter] {
        guard let pairs = context.mapping(node, "'defaults'", allowed: ContractKeys.defaults),
            let request = Entries(pairs)["request"],
            let requestPairs = context.mapping(request, "'defaults.request'", allowed: ContractKeys.defaultRequest),
            let headers = Entries(requestPairs)["headers"]
        else { return [] }
        return ParameterDecoder(file: file, kind: .header).decode(headers, &context)
    }
}

/// Keyed access to a mapping's entries by their scalar key text.
struct Entries {
    private let pairs: [YAMLPair]

    init(_ pairs: [YAMLPair]) {
        self.pairs = pairs
    }

    subscript(key: String) -> YAMLNode? {
        pairs.first { $0.keyText == key }?.value
    }

    func keyNode(_ key: String) -> YAMLNode? {
        pairs.first { $0.keyText == key }?.key
    }
}

extension String {
    /// nil for the empty string, so `a.nonEmpty ?? b` reads as a default.
    var nonEmpty: String? { isEmpty ? nil : self }
}
