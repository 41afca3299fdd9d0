import TreatyContract

/// The Swift Testing flavour: one parameterized `@Test(arguments:)` whose arguments are the
/// contract's scenarios, so each scenario is its own test case named `endpoint/scenario`.
///
/// One `@Test` for the contract, because each expansion of the macro costs some 40 ms of debug
/// compile time (docs/benchmarks.md): one per scenario, or even one per endpoint, was most of a
/// suite's compile time. A scenario's `knownIssue:` travels with its argument
/// (`Scenario.knownIssue`), so that case is expected to fail and the others are not. Another
/// shard's scenarios are not among the arguments.
struct SwiftTestingSuite {
    let layout: SuiteLayout
    /// `public` when the contract's declarations are public: the test-description witness must be too.
    let access: String?

    private var name: String { layout.name }

    func declarations() -> [Declaration] {
        let test = FunctionDeclaration(
            docs: ["Every scenario of the contract, one test case each, named `endpoint/scenario`."],
            attributes: ["@Test(arguments: \(name).scenarios())"],
            signature: "func scenario(_ scenario: \(name).Scenario) async", body: [.line("await run(scenario)")])
        var members: [Declaration] = [.function(test)]
        if layout.hasVariants { members.append(.function(variantTest())) }
        members +=
            [.function(runner())] + (layout.hasVariants ? [.function(variantRunner())] : []) + [
                .function(checker()), .function(reporter()),
            ]
        return [
            .type(
                TypeDeclaration(
                    docs: layout.docs, attributes: ["@Suite"], kind: .struct, name: name + "Tests", members: members)),
            .type(scenarioExtension()),
        ]
    }

    /// Reports at the test's line in the client-regression lane; a known issue's failures are expected.
    private func runner() -> FunctionDeclaration {
        FunctionDeclaration(
            access: "private",
            signature: "func run(_ scenario: \(name).Scenario, \(SuiteLayout.siteParameters)) async",
            body: [
                .line("let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)"),
                .line("guard let reason = scenario.knownIssue else { return await check(scenario, reporter(), site) }"),
                // A run that stops failing fails ("known issue was not recorded"): the marker leaves with the fix.
                .line("await withKnownIssue(Comment(rawValue: \"known issue: \" + reason)) {"),
                .line("    await check(scenario, reporter(), site)"),
                .line("}"),
            ])
    }

    /// Records each failure as an issue at the test's line, in the client-regression lane.
    private func reporter() -> FunctionDeclaration {
        FunctionDeclaration(
            access: "private", signature: "func reporter() -> FailureReporter",
            body: [
                .line("FailureReporter { message, site in"),
                .line("    let location = SourceLocation("),
                .line(
                    "        fileID: site.fileID, filePath: \"\\(site.filePath)\", line: Int(site.line), column: Int(site.column))"
                ),
                .line("    Issue.record(ContractFailure(message), sourceLocation: location)"),
                .line("}"),
            ])
    }

    /// One parameterized test over the response variants: a test case each, named
    /// `endpoint/scenario ~ variant` (``ResponseVariantCase``'s description).
    private func variantTest() -> FunctionDeclaration {
        FunctionDeclaration(
            docs: [
                "Every response variant of the success scenarios, one test case each, named `endpoint/scenario ~ variant`:",
                "responses the contract allows besides the fixture, which the client must decode too.",
            ],
            attributes: ["@Test(arguments: \(name).variants())"],
            signature: "func variant(_ variant: ResponseVariantCase) async", body: [.line("await run(variant)")])
    }

    /// A variant marked in `treaty.yaml`'s `variants.knownIssues` is expected to fail.
    private func variantRunner() -> FunctionDeclaration {
        FunctionDeclaration(
            access: "private",
            signature: "func run(_ variant: ResponseVariantCase, \(SuiteLayout.siteParameters)) async",
            body: [
                .line("let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)"),
                .line("guard let reason = variant.knownIssue else {"),
                .line("    return await \(name).run(variant, with: \(name)Subject.self, reporter: reporter(), site: site)"),
                .line("}"),
                .line("await withKnownIssue(Comment(rawValue: \"known issue: \" + reason)) {"),
                .line("    await \(name).run(variant, with: \(name)Subject.self, reporter: reporter(), site: site)"),
                .line("}"),
            ])
    }

    /// A run that could not see a body it was allowed to miss is "not verified": a known issue, never a plain pass.
    private func checker() -> FunctionDeclaration {
        FunctionDeclaration(
            access: "private",
            signature: "func check(_ scenario: \(name).Scenario, _ reporter: FailureReporter, _ site: CallSite) async",
            body: [
                .line("if let note = await \(name).run(scenario, with: \(name)Subject.self, reporter: reporter, site: site) {"),
                .line("    withKnownIssue(Comment(rawValue: note)) { Issue.record(Comment(rawValue: note)) }"),
                .line("}"),
            ])
    }

    /// Names each test case `endpoint/scenario` and lists the scenarios marked `knownIssue:`.
    private func scenarioExtension() -> TypeDeclaration {
        let scenarios = layout.endpoints.flatMap { endpoint in endpoint.scenarios.map { (endpoint, $0) } }
        let known = scenarios.compactMap { endpoint, scenario in
            scenario.knownIssue.map { ".\(layout.names.scenario(scenario, of: endpoint)): \(SwiftLiteral.string($0))" }
        }
        var getter: [Statement] = [.line("nil")]
        if !known.isEmpty {
            // `default` only when some scenario has no known issue, or the compiler warns it is never run.
            let fallback: [Statement] = known.count < scenarios.count ? [.line("default: nil")] : []
            getter = [.block("switch self", known.map { .line("case \($0)") } + fallback)]
        }
        return TypeDeclaration(
            kind: .extension, name: "\(name).Scenario", inherits: ["CustomTestStringConvertible"],
            members: [
                .property(
                    PropertyDeclaration(
                        docs: ["Each test case is named `endpoint/scenario`, as its failures are."], access: access,
                        keyword: "var", name: "testDescription", type: "String", getter: [.line("rawValue")])),
                .property(
                    PropertyDeclaration(
                        docs: ["Why the scenario is expected to fail for now (its `knownIssue:`), else nil."],
                        keyword: "var", name: "knownIssue", type: "String?", getter: getter)),
            ])
    }
}
