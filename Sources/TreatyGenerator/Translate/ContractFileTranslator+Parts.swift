import TreatyContract

/// Part files: a large contract's input and schema types split over `<Name>Contract+Part1.swift`,
/// … so the compiler builds them side by side, and laid out so that changing one endpoint
/// recompiles little.
///
/// Swift's incremental build recompiles a file when a declaration it uses changes. A type nested
/// in the `<Name>Contract` namespace is part of the namespace's body, and the contract file uses
/// the namespace throughout, so any change to any input type recompiled the contract file (the
/// largest of the suite). In a part file each type is therefore declared at the top level as
/// `<Name>Contract_<Type>` and named in the namespace by a `typealias`, which does not change when
/// the type does; and the part declares the adapter methods and the dispatch of its endpoints, so
/// the contract file names no input type at all. Users still write `<Name>Contract.<Type>`.
extension ContractFileTranslator {
    /// One part file's share of the types, and the endpoints whose input types it holds.
    struct Part {
        /// 1-based, as in the file name.
        let number: Int
        let types: [Declaration]
        let endpoints: [Endpoint]
    }

    /// `<Name>ContractAdapterPart1`: the adapter methods of part 1's endpoints.
    func partProtocolName(_ part: Part) -> String {
        "\(adapter)Part\(part.number)"
    }

    /// The name a type of a part file is declared under: outside the namespace, and unlike any
    /// other top-level name of a suite, since those (``ContractNames/topLevelNames(stem:)``) have no `_`.
    func topLevelName(_ type: String) -> String {
        "\(name)_\(type)"
    }

    func partFile(_ part: Part, of count: Int) -> SwiftFile {
        var aliases: [Declaration] = []
        var topLevel: [Declaration] = []
        for declaration in part.types {
            guard case .type(var type) = declaration else {
                aliases.append(declaration)  // a schema that is an alias (`[Item]`) stays one
                continue
            }
            let shortName = type.name
            type.name = topLevelName(shortName)
            type.docs += [
                "",
                "Named `\(name).\(shortName)` in code; declared outside the namespace so that a change to it",
                "recompiles only the files that use it.",
            ]
            aliases.append(.typeAlias(docs: declaration.docs, access: access, name: shortName, type: type.name))
            topLevel.append(.type(type))
        }
        let namespaceExtension = Declaration.type(
            TypeDeclaration(
                docs: [
                    "Input and schema types of the \(contract.name) contract, part \(part.number) of \(count):",
                    "split over files so the compiler builds them side by side.",
                ], kind: .extension, name: name, members: aliases))
        let adapterPart = part.endpoints.isEmpty ? [] : [partProtocol(part), partDispatch(part)]
        return SwiftFile(header: header, imports: imports, declarations: [namespaceExtension] + topLevel + adapterPart)
    }

    private func partProtocol(_ part: Part) -> Declaration {
        .type(
            TypeDeclaration(
                docs: [
                    "The methods of ``\(adapter)`` for the endpoints whose inputs part \(part.number) declares;",
                    "implement them in your adapter with the others.",
                ], access: access, kind: .protocol, name: partProtocolName(part), members: part.endpoints.map(adapterMethod)))
    }

    /// The closure for one of the part's endpoints. The contract file sends only the part's own
    /// endpoints here; Swift's switch must be exhaustive over all of them, hence the `default`.
    private func partDispatch(_ part: Part) -> Declaration {
        .type(
            TypeDeclaration(
                kind: .extension, name: partProtocolName(part),
                members: [
                    .function(
                        FunctionDeclaration(
                            docs: [
                                "The method for `endpoint`, one of this part's, taking the adapter and the scenario's values."
                            ],
                            signature:
                                "static func methodOfPart\(part.number)(_ endpoint: \(name).Endpoint) -> (Self, ContractInput.Values) async throws -> Void",
                            body: [
                                .block(
                                    "switch endpoint",
                                    part.endpoints.map(dispatchCase) + [
                                        .line(
                                            "default: preconditionFailure(\"\\(endpoint) is not an endpoint of part \(part.number)\")"
                                        )
                                    ])
                            ]))
                ]))
    }

    /// `case .list: return { try await $0.list(<Name>Contract.ListInput(values: $1)) }`.
    func dispatchCase(_ endpoint: Endpoint) -> Statement {
        .line(
            "case .\(names.endpoint(endpoint)): return { try await $0.\(names.endpoint(endpoint))(\(name).\(names.input(endpoint))(values: $1)) }"
        )
    }

    /// `case .a, .b,` … `.y, .z:` over lines of about 100 characters.
    static func caseLines(_ labels: [String]) -> [Statement] {
        var lines: [String] = []
        var line = "case"
        for (index, label) in labels.enumerated() {
            let item = " " + label + (index == labels.count - 1 ? ":" : ",")
            if line.count + item.count > 100, line != "case" {
                lines.append(line)
                line = "   "
            }
            line += item
        }
        return (lines + [line]).map(Statement.line)
    }
}

extension Declaration {
    /// The name a type or type alias declares, which a part boundary is hashed from; the
    /// declarations split over parts are only these.
    var name: String {
        switch self {
        case .type(let type): type.name
        case .typeAlias(_, _, let name, _): name
        case .function(let function): function.signature
        case .property(let property): property.name
        case .enumCase(let name, _): name
        }
    }

    /// The doc comment of a type or type alias; none for the other declarations.
    fileprivate var docs: [String] {
        switch self {
        case .type(let type): type.docs
        case .typeAlias(let docs, _, _, _): docs
        default: []
        }
    }
}
