import TreatyContract

/// The XCTest flavour: one class per contract, with a method per endpoint that runs the endpoint's
/// scenarios in a loop (each failure names its scenario: `client regression: listProjects/notFound: …`),
/// and a method of its own for each scenario marked `knownIssue:` or `bodyUnverified:`, which a
/// skip must be able to cover alone.
///
/// A method per endpoint rather than per scenario: XCTest runs async tests one at a time and pays
/// for each test's setup, and each method and class costs compile time, in the suite and in the
/// list SwiftPM's test discovery compiles on Linux.
struct XCTestSuite {
    let layout: SuiteLayout

    private var name: String { layout.name }

    func declarations() -> [Declaration] {
        let tests = layout.endpoints.flatMap { endpoint in
            let marked = endpoint.scenarios.filter(Self.isMarked)
            let plain = endpoint.scenarios.filter { !Self.isMarked($0) }
            return (plain.isEmpty ? [] : [loop(endpoint, plain)]) + marked.map { single(endpoint, $0) }
        }
        return [
            .type(
                TypeDeclaration(
                    docs: layout.docs, kind: .finalClass, name: "\(name)Tests", inherits: ["XCTestCase"],
                    members: tests.map(Declaration.function) + [.function(runner())]))
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

    /// `test_listProjects`: every unmarked scenario, one per line, so adding one is a one-line diff.
    private func loop(_ endpoint: Endpoint, _ scenarios: [Scenario]) -> FunctionDeclaration {
        let cases = scenarios.map { Statement.line("    .\(layout.names.scenario($0, of: endpoint)),") }
        return FunctionDeclaration(
            signature: "func \(layout.testName(endpoint))() async throws",
            body: [skipOtherShard(endpoint), .line("let scenarios: [\(name).Scenario] = [")] + cases + [
                .line("]"),
                .block("for scenario in scenarios where \(name).selects(scenario)", [.line("try await run(scenario)")]),
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

    /// Reports with `XCTFail` at the test's line; a run that could not see a body it was allowed
    /// to miss is "not verified", a skip, never a plain pass.
    private func runner() -> FunctionDeclaration {
        FunctionDeclaration(
            access: "private",
            signature: "func run(_ scenario: \(name).Scenario, \(SuiteLayout.siteParameters)) async throws",
            body: [
                .line("let reporter = FailureReporter { message, site in XCTFail(message, file: site.filePath, line: site.line) }"),
                .line("let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)"),
                .line("if let note = await \(name).run(scenario, with: \(name)Subject.self, reporter: reporter, site: site) {"),
                .line("    throw XCTSkip(note)"),
                .line("}"),
            ])
    }
}
