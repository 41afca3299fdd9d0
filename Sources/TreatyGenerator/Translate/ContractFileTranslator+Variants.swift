import TreatyContract

/// The contract file's part in response variants: the settings handed to the runner, the list
/// of variant cases and the function that runs one. Variants are data the runtime derives from
/// the embedded contract, so a suite of thousands adds a few lines, not a declaration each.
extension ContractFileTranslator {
    /// Whether any scenario has response variants to run (and some kind is on).
    var hasVariants: Bool { VariantLayout.hasVariants(contract, options.variants) }

    /// `ContractSuite(contract: contract, fixtures: fixtures)`, with the variant settings when
    /// they differ from the default, as words and strings (a generated file names only the
    /// runtime's declarations); known issues sorted, so the text is deterministic.
    var suiteInitializer: String {
        let settings = options.variants
        guard settings != VariantSettings() else { return "ContractSuite(contract: contract, fixtures: fixtures)" }
        let off = ResponseVariant.Kind.allCases.filter(settings.off.contains).map { SwiftLiteral.string($0.rawValue) }
            .joined(separator: ", ")
        let known = settings.knownIssues.keys.sorted().map {
            "\(SwiftLiteral.string($0)): \(SwiftLiteral.string(settings.knownIssues[$0] ?? ""))"
        }
        let issues = known.isEmpty ? "[:]" : "[" + known.joined(separator: ", ") + "]"
        return "ContractSuite(contract: contract, fixtures: fixtures, variantsOff: [\(off)], variantKnownIssues: \(issues))"
    }

    func variantMembers() -> [Declaration] {
        guard hasVariants else { return [] }
        return [
            .function(
                FunctionDeclaration(
                    docs: [
                        "The response variants this process runs: each success scenario's fixture with a boundary pushed",
                        "(a nullable member `null`, an array empty, …), named `endpoint/scenario ~ variant`.",
                    ], access: access, signature: "static func variants() -> [ResponseVariantCase]",
                    body: [.line("suite.variantCases()")])),
            .function(
                FunctionDeclaration(
                    docs: [
                        "Runs one response variant through `Adapter`: serves the variant where the scenario serves its",
                        "fixture, and reports a client regression when the client cannot decode it.",
                    ], access: access,
                    signature:
                        "static func run<Adapter: \(adapter)>(_ variant: ResponseVariantCase, with adapter: Adapter.Type, reporter: FailureReporter, site: CallSite) async",
                    body: [
                        .line("await suite.run("),
                        .line("    variant, reporter: reporter, site: site,"),
                        .line("    call: { stubs, values in"),
                        .line("        guard let endpoint = Endpoint(rawValue: variant.endpointID) else { return }"),
                        .line("        try await Adapter(stubs: stubs).call(endpoint, values)"),
                        .line("    },"),
                        .line("    classify: { Adapter.classify($0) })"),
                    ])),
        ]
    }
}

/// What both test flavours ask about variants.
enum VariantLayout {
    static func hasVariants(_ contract: Contract, _ settings: VariantSettings) -> Bool {
        !settings.kinds.isEmpty
            && contract.endpoints.contains { endpoint in endpoint.scenarios.contains { endpoint.variedResponse(of: $0) != nil } }
    }
}
