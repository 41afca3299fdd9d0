import TreatyContract

/// The XCTest flavour: one class per contract, with one method, `test_scenarios`, that runs the
/// scenarios in a loop (each failure names its scenario: `client regression: listProjects/notFound: …`),
/// and a method of its own for each scenario marked `knownIssue:` or `bodyUnverified:`, which a
/// skip must be able to cover alone.
///
/// So few methods, because each XCTest method costs some 30 ms of debug compile time on Linux
/// (SwiftPM's test discovery lists and wraps every one; docs/benchmarks.md), more than its
/// scenarios cost to compile, and XCTest runs async tests one at a time, paying for each one's
/// setup.
struct XCTestSuite {
    let layout: SuiteLayout

    private var name: String { layout.name }

    func declarations() -> [Declaration] {
        let scenarios = layout.endpoints.flatMap { endpoint in endpoint.scenarios.map { (endpoint, $0) } }
        let plain = scenarios.filter { !Self.isMarked($0.1) }
        let marked = scenarios.filter { Self.isMarked($0.1) }
        var tests = (plain.isEmpty ? [] : [loop(plain)]) + marked.map { single($0.0, $0.1) }
        var helpers = [runner()]
        if layout.hasVariants {
            tests.append(variantLoop(known: false))
            if !layout.variants.knownIssues.isEmpty { tests.append(variantLoop(known: true)) }
            helpers.append(variantRunner())
        }
        return [
            .type(
                TypeDeclaration(
                    docs: layout.docs, kind: .finalClass, name: "\(name)Tests", inherits: ["XCTestCase"],
                    members: (tests + helpers).map(Declaration.function)))
        ]
    }

    /// Scenarios whose run may end in a skip: a known issue (no expected failures on Linux), or a
    /// body the stubs may not see.
    private static func isMarked(_ scenario: Scenario) -> Bool {
        scenario.knownIssue != nil || scenario.bodyUnverified != nil
    }

    private func skipOtherShard(_ endpoint: Endpoint) -> Statement {
        .line("try XCTSkipUnless(\(layout.shard(endpoint)), \(SuiteLayout.otherShard))")
    }

    /// `test_scenarios`: every unmarked scenario, one per line, so adding one is a one-line diff.
    private func loop(_ scenarios: [(Endpoint, Scenario)]) -> FunctionDeclaration {
        let cases = scenarios.map { Statement.line("    .\(layout.names.scenario($0.1, of: $0.0)),") }
        return FunctionDeclaration(
            docs: ["The scenarios not marked `knownIssue:` or `bodyUnverified:`; each failure names its scenario."],
            signature: "func test_scenarios() async throws",
            body: [.line("let scenarios: [\(name).Scenario] = [")] + cases + [
                .line("]"),
                .block("for scenario in scenarios where \(name).runs(scenario)", [.line("try await run(scenario)")]),
            ])
    }

    /// `test_listProjects_flaky`: one marked scenario.
    private func single(_ endpoint: Endpoint, _ scenario: Scenario) -> FunctionDeclaration {
        let identifier = layout.names.scenario(scenario, of: endpoint)
        return FunctionDeclaration(
            signature: "func test_\(identifier)() async throws",
            body: [skipOtherShard(endpoint)] + knownIssue(scenario.knownIssue) + [.line("try await run(.\(identifier))")])
    }

    /// `knownIssue:` under XCTest: expected failures where XCTest has them (Apple platforms), else
    /// a visible skip, since swift-corelibs-xctest has no `XCTExpectFailure`.
    private func knownIssue(_ reason: String?) -> [Statement] {
        guard let reason else { return [] }
        let text = SwiftLiteral.string("known issue: " + reason)
        return [
            .line("#if canImport(ObjectiveC)"), .line("XCTExpectFailure(\(text))"), .line("#else"),
            // XCTSkipIf, not `throw XCTSkip`, so the compiler sees no unreachable code after it.
            .line("try XCTSkipIf(true, \(text))"), .line("#endif"),
        ]
    }

    /// `test_responseVariants`: every response variant in one loop, each failure naming its
    /// variant; the ones `treaty.yaml` marks as known issues in a method of their own, which an
    /// expected failure (or a skip) covers.
    private func variantLoop(known: Bool) -> FunctionDeclaration {
        let reasons = layout.variants.knownIssues.keys.sorted().joined(separator: ", ")
        return FunctionDeclaration(
            docs: [
                known
                    ? "The response variants marked as known issues in `treaty.yaml`."
                    : "Every response variant of the success scenarios (`endpoint/scenario ~ variant`): responses the contract allows."
            ],
            signature: "func test_responseVariants\(known ? "_knownIssues" : "")() async throws",
            body: (known ? knownIssue(reasons) : []) + [
                .block(
                    "for variant in \(name).variants() where variant.knownIssue \(known ? "!=" : "==") nil",
                    [.line("await run(variant)")])
            ])
    }

    private func variantRunner() -> FunctionDeclaration {
        FunctionDeclaration(
            access: "private",
            signature: "func run(_ variant: ResponseVariantCase, \(SuiteLayout.siteParameters)) async",
            body: [
                .line(
                    "let reporter = FailureReporter { message, site in XCTFail(message, file: site.filePath, line: site.line) }"
                ),
                .line("let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)"),
                .line("await \(name).run(variant, with: \(name)Subject.self, reporter: reporter, site: site)"),
            ])
    }

    /// Reports with `XCTFail` at the test's line; a run that could not see a body it was allowed
    /// to miss is "not verified", a skip, never a plain pass.
    private func runner() -> FunctionDeclaration {
        FunctionDeclaration(
            access: "private",
            signature: "func run(_ scenario: \(name).Scenario, \(SuiteLayout.siteParameters)) async throws",
            body: [
                .line(
                    "let reporter = FailureReporter { message, site in XCTFail(message, file: site.filePath, line: site.line) }"
                ),
                .line("let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)"),
                .line("if let note = await \(name).run(scenario, with: \(name)Subject.self, reporter: reporter, site: site) {"),
                .line("    throw XCTSkip(note)"),
                .line("}"),
            ])
    }
}
