import TreatyContract

/// `<Name>ContractTests.swift`: one test per endpoint × scenario, each a single call into the
/// runtime, so a failure names its scenario and compile time stays proportional.
struct TestSuiteTranslator {
    let contract: Contract
    let options: GenerationOptions
    let header: [String]
    let names: ContractNames

    var name: String { names.stem + "Contract" }

    func translate() -> SwiftFile {
        let xctest = options.testing == .xctest
        let docs = [
            "The \(contract.name) contract's scenarios, run against `\(name)Subject`, your adapter over the real client.",
            "A failure names its lane and scenario: `client regression: endpoint/scenario: …`.",
        ]
        let suites: [Declaration]
        if xctest {
            // One class per endpoint: XCTest's test discovery on Linux compiles a list literal per
            // class, and one class of thousands of tests makes that list very slow to compile.
            suites = contract.endpoints.filter { !$0.scenarios.isEmpty }.map { endpoint in
                .type(
                    TypeDeclaration(
                        docs: docs, kind: .finalClass, name: "\(name)Tests_\(names.bareEndpoint(endpoint))",
                        inherits: ["XCTestCase"],
                        members: tests(endpoint, xctest: true) + [.function(runner(xctest: true))]))
            }
        } else {
            let members = contract.endpoints.flatMap { tests($0, xctest: false) } + [.function(runner(xctest: false))]
            suites = [
                .type(TypeDeclaration(docs: docs, attributes: ["@Suite"], kind: .struct, name: name + "Tests", members: members))
            ]
        }
        return SwiftFile(
            header: header, imports: [Import(xctest ? "XCTest" : "Testing"), .runtime()], declarations: suites)
    }

    private func tests(_ endpoint: Endpoint, xctest: Bool) -> [Declaration] {
        endpoint.scenarios.map { scenario in
            let identifier = names.scenario(scenario, of: endpoint)
            let shard = "\(name).inShard(.\(names.endpoint(endpoint)))"
            if xctest {
                return .function(
                    FunctionDeclaration(
                        signature: "func test_\(identifier)() async throws",
                        body: [.line("try XCTSkipUnless(\(shard), \"another TREATY_SHARD runs this endpoint\")")]
                            + knownIssueXCTest(scenario.knownIssue) + [.line("try await run(.\(identifier))")]))
            }
            return .function(
                FunctionDeclaration(
                    attributes: ["@Test(.enabled(if: \(shard), \"another TREATY_SHARD runs this endpoint\"))"],
                    signature: "func \(identifier)() async",
                    body: knownIssueSwiftTesting(scenario.knownIssue, run: "await run(.\(identifier))")))
        }
    }

    /// `knownIssue:` under Swift Testing: the run's failures are expected, and a run that stops
    /// failing fails ("known issue was not recorded"), so the marker is removed with the fix.
    private func knownIssueSwiftTesting(_ reason: String?, run: String) -> [Statement] {
        guard let reason else { return [.line(run)] }
        return [
            .line("await withKnownIssue(\(SwiftLiteral.string("known issue: " + reason))) {"), .line("    " + run), .line("}"),
        ]
    }

    /// `knownIssue:` under XCTest: expected failures where XCTest has them (Apple platforms), else
    /// a visible skip, since swift-corelibs-xctest has no `XCTExpectFailure`.
    private func knownIssueXCTest(_ reason: String?) -> [Statement] {
        guard let reason else { return [] }
        let text = SwiftLiteral.string("known issue: " + reason)
        return [
            .line("#if canImport(ObjectiveC)"), .line("XCTExpectFailure(\(text))"), .line("#else"),
            // XCTSkipIf, not `throw XCTSkip`, so the compiler sees no unreachable code after it.
            .line("try XCTSkipIf(true, \(text))"), .line("#endif"),
        ]
    }

    private func runner(xctest: Bool) -> FunctionDeclaration {
        let report =
            xctest
            ? [
                Statement.line(
                    "let reporter = FailureReporter { message, site in XCTFail(message, file: site.filePath, line: site.line) }")
            ]
            : [
                .line("let reporter = FailureReporter { message, site in"),
                .line("    let location = SourceLocation("),
                .line(
                    "        fileID: site.fileID, filePath: \"\\(site.filePath)\", line: Int(site.line), column: Int(site.column))"
                ),
                .line("    Issue.record(ContractFailure(message), sourceLocation: location)"),
                .line("}"),
            ]
        // A run that could not see a body it was allowed to miss is "not verified": a skip under
        // XCTest, a known issue under Swift Testing, never a plain pass.
        let unverified: Statement =
            xctest
            ? .line("    throw XCTSkip(note)")
            : .line("    withKnownIssue(Comment(rawValue: note)) { Issue.record(Comment(rawValue: note)) }")
        return FunctionDeclaration(
            access: "private",
            signature:
                "func run(_ scenario: \(name).Scenario, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async"
                + (xctest ? " throws" : ""),
            body: report + [
                .line("let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)"),
                .line("if let note = await \(name).run(scenario, with: \(name)Subject.self, reporter: reporter, site: site) {"),
                unverified,
                .line("}"),
            ])
    }
}
