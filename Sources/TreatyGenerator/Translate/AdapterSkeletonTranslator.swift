import TreatyContract

/// A starter adapter: every method fails clearly until the user calls their client in it.
struct AdapterSkeletonTranslator {
    let contract: Contract

    func translate() -> SwiftFile {
        let names = ContractNames(contract)
        let name = names.stem + "Contract"
        var members: [Declaration] = [
            .property(PropertyDeclaration(keyword: "let", name: "stubs", type: "StubSession")),
            .function(
                FunctionDeclaration(
                    docs: ["Build your client here, e.g. `MyClient(baseURL: stubs.baseURL, session: stubs.urlSession)`."],
                    signature: "init(stubs: StubSession)", body: [.line("self.stubs = stubs")])),
        ]
        for endpoint in contract.endpoints {
            members.append(
                .function(
                    FunctionDeclaration(
                        signature: "func \(names.endpoint(endpoint))(_ input: \(name).\(names.input(endpoint))) async throws",
                        body: [.line("throw AdapterNotImplemented(\(SwiftLiteral.string(endpoint.id)))")])))
        }
        members.append(
            .function(
                FunctionDeclaration(
                    docs: ["Map your client's error type: transport(code:), http(status:retryAfter:), decoding."],
                    signature: "static func classify(_ error: any Error) -> ClientOutcome",
                    body: [.line("ClientOutcome.unclassified(String(describing: error))")])))
        return SwiftFile(
            header: [
                "A starting point written by 'treaty generate --adapter-skeleton'. This file is yours: edit it freely;",
                "Treaty never overwrites it.",
            ],
            imports: [Import("Foundation"), Import("TreatyStubs")],
            declarations: [
                .type(
                    TypeDeclaration(
                        docs: [
                            "Connects the generated \(contract.name) contract suite to your client.", "",
                            "The adapter is `Sendable`. If your client type is not, keep `stubs` and build the client",
                            "in each method, or `@preconcurrency import` a Swift 5 client module: see 'Swift 6 adapters'",
                            "in Treaty's docs/generate.md.",
                        ], kind: .struct,
                        name: names.stem + "Adapter", inherits: [name + "Adapter"], members: members)),
                .typeAlias(
                    docs: ["The adapter the generated tests run."], access: nil, name: name + "Subject",
                    type: names.stem + "Adapter"),
            ])
    }
}
