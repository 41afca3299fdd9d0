import Testing
import TreatyContract
import TreatyGenerator
import TreatyLoader

/// Small contracts in, whole generated declarations out: each test states the exact Swift a
/// reviewer would read, so a change of layout, docs or naming fails here and shows in the diff.
@Suite struct SnippetTests {
    static let header = "treaty: 1\nname: Shop\nversion: '1'\nstubHost: shop.test.invalid\n"

    /// The generated files (contract, tests) for `yaml`, with `fixtures` (path → text) on disk.
    func generate(
        _ yaml: String, fixtures: [String: String] = [:], options: GenerationOptions = GenerationOptions()
    ) throws -> [String] {
        let files = FileSource.memory(fixtures.merging(["c.yaml": yaml]) { $1 })
        let result = ContractLoader(files: files).load(["c.yaml"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let contract = try #require(result.contracts.first)
        return try ContractGenerator(options: options).generate(contract, fixtures: fixtures.mapValues { Array($0.utf8) })
            .map(\.contents)
    }

    @Test func parametersBecomeTypedInputProperties() throws {
        let files = try generate(
            SnippetTests.header + """
                endpoints:
                  find:
                    method: GET
                    path: /items/{item-id}
                    request:
                      path: { item-id: { type: integer } }
                      query: { "page[size]": { type: integer }, in: { type: string, required: true }, fast: { type: boolean } }
                      headers: { X-Trace-Id: { type: string } }
                    responses: { 200: {} }
                """)
        #expect(
            try Snippet.declaration("    struct FindInput", in: files[0]) == """
                    /// Inputs for `find` (GET /items/{item-id}).
                    struct FindInput: ContractInput {
                        /// The scenario's values, as the contract states them.
                        var values: ContractInput.Values {
                            storage.values
                        }

                        private let storage: ContractInputStorage

                        init(values: ContractInput.Values) {
                            storage = ContractInputStorage(values)
                        }

                        /// The path parameter 'item-id'.
                        var itemId: Int {
                            storage.int(.path, "item-id", or: 0)
                        }

                        /// The query parameter 'page[size]', when the scenario sets it.
                        var pageSize: Int? {
                            storage.int(.query, "page[size]")
                        }

                        /// The query parameter 'in'.
                        var `in`: String {
                            storage.string(.query, "in", or: "")
                        }

                        /// The query parameter 'fast', when the scenario sets it.
                        var fast: Bool? {
                            storage.bool(.query, "fast")
                        }

                        /// The header parameter 'X-Trace-Id', when the scenario sets it.
                        var xTraceId: String? {
                            storage.string(.header, "X-Trace-Id")
                        }
                    }

                """)
        #expect(
            try Snippet.declaration("protocol ShopContractAdapter", in: files[0]) == """
                /// Connects the Shop contract suite to your client: one method per endpoint, implemented once.
                ///
                /// Generated tests use the type you name `ShopContractSubject` (`typealias ShopContractSubject = MyAdapter`).
                protocol ShopContractAdapter: Sendable {
                    /// Builds your real client on the stub session: its `urlSession` and `baseURL`, or its `transport`.
                    init(stubs: StubSession)

                    /// Calls your client's `find` (GET /items/{item-id}) with the scenario's inputs.
                    func find(_ input: ShopContract.FindInput) async throws

                    /// Maps an error your client threw to transport, http(status) or decoding; anything else fails the test.
                    static func classify(_ error: any Error) -> ClientOutcome
                }

                """)
    }

    static let threeScenarios =
        SnippetTests.header + """
            endpoints:
              ping:
                method: GET
                path: /ping
                responses: { 200: {}, 500: {} }
                scenarios: { ok: { status: 200 }, broken: { status: 500 }, down: { transport: timedOut } }
            """

    /// The signature every generated `run` helper has; over 130 characters, so kept out of the expectations' layout.
    static let runSignature =
        "private func run(_ scenario: ShopContract.Scenario, fileID: String = #fileID, filePath: StaticString = #filePath, "
        + "line: UInt = #line, column: UInt = #column) async {"

    /// The XCTest `run` helper throws: a run that is not verified is an `XCTSkip`.
    static let xcTestRunSignature =
        "private func run(_ scenario: ShopContract.Scenario, fileID: String = #fileID, filePath: StaticString = #filePath, "
        + "line: UInt = #line, column: UInt = #column) async throws {"

    static let knownIssue =
        SnippetTests.header + """
            endpoints:
              ping:
                method: GET
                path: /ping
                responses: { 200: {} }
                scenarios:
                  ok: { status: 200, knownIssue: "client drops the \\"ok\\" flag (#12)" }
                  late: { status: 200 }
            """

    @Test func aKnownIssueIsExpectedToFail() throws {
        #expect(
            try Snippet.declaration("extension ShopContract.Scenario", in: generate(Self.knownIssue)[1]) == """
                extension ShopContract.Scenario: CustomTestStringConvertible {
                    /// Each test case is named `endpoint/scenario`, as its failures are.
                    var testDescription: String {
                        rawValue
                    }

                    /// Why the scenario is expected to fail for now (its `knownIssue:`), else nil.
                    var knownIssue: String? {
                        switch self {
                            case .ping_ok: "client drops the \\"ok\\" flag (#12)"
                            default: nil
                        }
                    }
                }

                """)
        let xcTest = try generate(Self.knownIssue, options: GenerationOptions(testing: .xctest))[1]
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            xcTest[8...30].joined(separator: "\n") == """
                final class ShopContractTests: XCTestCase {
                    /// The scenarios not marked `knownIssue:` or `bodyUnverified:`; each failure names its scenario.
                    func test_scenarios() async throws {
                        let scenarios: [ShopContract.Scenario] = [
                            .ping_late,
                        ]
                        for scenario in scenarios where ShopContract.runs(scenario) {
                            try await run(scenario)
                        }
                    }

                    func test_ping_ok() async throws {
                        try XCTSkipUnless(ShopContract.inShard(.ping), "another TREATY_SHARD runs this endpoint")
                        #if canImport(ObjectiveC)
                        XCTExpectFailure("known issue: client drops the \\"ok\\" flag (#12)")
                        #else
                        try XCTSkipIf(true, "known issue: client drops the \\"ok\\" flag (#12)")
                        #endif
                        try await run(.ping_ok)
                    }

                    \(Self.xcTestRunSignature)
                        let reporter = FailureReporter { message, site in XCTFail(message, file: site.filePath, line: site.line) }
                """)
    }

    /// Every scenario a known issue: no `default:` in the switch, which the compiler would call unreachable.
    @Test func aSuiteOfKnownIssuesHasNoDefault() throws {
        let yaml = SnippetTests.knownIssue.replacing("late: { status: 200 }", with: "late: { status: 200, knownIssue: x }")
        #expect(
            try Snippet.declaration("    var knownIssue", in: generate(yaml)[1]) == """
                    /// Why the scenario is expected to fail for now (its `knownIssue:`), else nil.
                    var knownIssue: String? {
                        switch self {
                            case .ping_ok: "client drops the \\"ok\\" flag (#12)"
                            case .ping_late: "x"
                        }
                    }

                """)
    }

    @Test func oneParameterizedSwiftTestingTestPerContract() throws {
        #expect(
            try generate(Self.threeScenarios)[1] == """
                // Generated by treaty from c.yaml — do not edit.
                // Regenerate with 'treaty generate'; 'treaty generate --check' fails when this file is stale.

                import Testing
                @_spi(Generated) import TreatyStubs

                /// The Shop contract's scenarios, run against `ShopContractSubject`, your adapter over the real client.
                /// A failure names its lane and scenario: `client regression: endpoint/scenario: …`.
                @Suite
                struct ShopContractTests {
                    /// Every scenario of the contract, one test case each, named `endpoint/scenario`.
                    @Test(arguments: ShopContract.scenarios())
                    func scenario(_ scenario: ShopContract.Scenario) async {
                        await run(scenario)
                    }

                    \(Self.runSignature)
                        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
                        guard let reason = scenario.knownIssue else { return await check(scenario, reporter(), site) }
                        await withKnownIssue(Comment(rawValue: "known issue: " + reason)) {
                            await check(scenario, reporter(), site)
                        }
                    }

                    private func check(_ scenario: ShopContract.Scenario, _ reporter: FailureReporter, _ site: CallSite) async {
                        if let note = await ShopContract.run(scenario, with: ShopContractSubject.self, reporter: reporter, site: site) {
                            withKnownIssue(Comment(rawValue: note)) { Issue.record(Comment(rawValue: note)) }
                        }
                    }

                    private func reporter() -> FailureReporter {
                        FailureReporter { message, site in
                            let location = SourceLocation(
                                fileID: site.fileID, filePath: "\\(site.filePath)", line: Int(site.line), column: Int(site.column))
                            Issue.record(ContractFailure(message), sourceLocation: location)
                        }
                    }
                }

                extension ShopContract.Scenario: CustomTestStringConvertible {
                    /// Each test case is named `endpoint/scenario`, as its failures are.
                    var testDescription: String {
                        rawValue
                    }

                    /// Why the scenario is expected to fail for now (its `knownIssue:`), else nil.
                    var knownIssue: String? {
                        nil
                    }
                }

                """)
    }

    @Test func oneXCTestMethodLoopingTheScenarios() throws {
        #expect(
            try generate(Self.threeScenarios, options: GenerationOptions(testing: .xctest))[1] == """
                // Generated by treaty from c.yaml — do not edit.
                // Regenerate with 'treaty generate'; 'treaty generate --check' fails when this file is stale.

                import XCTest
                @_spi(Generated) import TreatyStubs

                /// The Shop contract's scenarios, run against `ShopContractSubject`, your adapter over the real client.
                /// A failure names its lane and scenario: `client regression: endpoint/scenario: …`.
                final class ShopContractTests: XCTestCase {
                    /// The scenarios not marked `knownIssue:` or `bodyUnverified:`; each failure names its scenario.
                    func test_scenarios() async throws {
                        let scenarios: [ShopContract.Scenario] = [
                            .ping_ok,
                            .ping_broken,
                            .ping_down,
                        ]
                        for scenario in scenarios where ShopContract.runs(scenario) {
                            try await run(scenario)
                        }
                    }

                    \(Self.xcTestRunSignature)
                        let reporter = FailureReporter { message, site in XCTFail(message, file: site.filePath, line: site.line) }
                        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
                        if let note = await ShopContract.run(scenario, with: ShopContractSubject.self, reporter: reporter, site: site) {
                            throw XCTSkip(note)
                        }
                    }
                }

                """)
    }

    @Test func scenariosBecomeOneEnumOfEndpointAndName() throws {
        #expect(
            try Snippet.declaration("    enum Scenario", in: generate(Self.threeScenarios)[0]) == """
                    /// Every endpoint × scenario; the raw value is `endpoint/scenario`.
                    enum Scenario: String, CaseIterable, Sendable {
                        case ping_ok = "ping/ok"
                        case ping_broken = "ping/broken"
                        case ping_down = "ping/down"

                        /// The endpoint the scenario belongs to.
                        var endpoint: Endpoint {
                            Endpoint(rawValue: String(rawValue.prefix { $0 != "/" }))!
                        }

                        /// The scenario's name in the contract.
                        var name: String {
                            String(rawValue.drop { $0 != "/" }.dropFirst())
                        }
                    }

                """)
    }

    @Test func publicAccessAlsoMakesImportsPublic() throws {
        let yaml = SnippetTests.header + "endpoints:\n  ping: { method: GET, path: /ping, responses: { 200: {} } }\n"
        let contract = try generate(yaml, options: GenerationOptions(access: .public))[0]
        #expect(
            Snippet.lines(1...20, of: contract) == """
                // Generated by treaty from c.yaml — do not edit.
                // Regenerate with 'treaty generate'; 'treaty generate --check' fails when this file is stale.

                import Foundation
                public import TreatyContract
                @_spi(Generated) public import TreatyStubs

                /// The Shop contract 1, embedded for offline tests.
                ///
                /// Generated tests call ``run(_:with:reporter:site:)`` once per scenario; hand-written tests can open a
                /// stub session with `StubSession(contract: ShopContract.contract, fixtures: ShopContract.fixtures, reporter: …)`.
                public enum ShopContract {
                    /// The contract model, rebuilt from `ShopContract+Archive.swift`: no file is read at test time.
                    public static let contract = ContractSuite.embeddedContract(archive)

                    /// Fixture bytes by name, embedded so the suite runs from any working directory.
                    public static let fixtures: FixtureSource = FixtureSource()

                    /// The scenario runner, prepared once for all tests.
                    private static let suite = ContractSuite(contract: contract, fixtures: fixtures)

                """)
    }

    /// A fixture with runs of `#`, triple quotes and an interpolation is embedded byte for byte in
    /// a raw literal with more `#` than the text has.
    @Test func embeddedTextsSurviveHashesAndQuotes() throws {
        let yaml =
            SnippetTests.header + """
                fixtures: fx
                endpoints:
                  ping:
                    method: GET
                    path: /ping
                    responses: { 200: {} }
                    scenarios: { odd: { status: 200, fixture: odd.json } }
                """
        let text = "[\"\\\"\\\"\\\"# ##\\\"\\\"\\\"## \\\\(x)\"]\n"
        let contract = try generate(yaml, fixtures: ["fx/odd.json": text])[0]
        #expect(
            try Snippet.declaration("    private static let fixture0", in: contract) == ####"""
                    private static let fixture0 = ###"""
                ["\"\"\"# ##\"\"\"## \\(x)"]

                """###

                """####)
    }
}

extension SnippetTests {
    /// Wire names become lower-camel-case Swift properties (`per_page` → `perPage`); the wire name
    /// stays in the lookup. Names that derive alike get `_2` in declaration order, and the input
    /// type's own `values` is never shadowed.
    @Test func wireNamesBecomeSwiftCasedProperties() throws {
        let files = try generate(
            SnippetTests.header + """
                endpoints:
                  find:
                    method: GET
                    path: /users/{user-id}
                    request:
                      path: { user-id: { type: string } }
                      query: { per_page: { type: integer }, perPage: { type: integer }, values: { type: string }, default: { type: boolean } }
                      headers: { X-Request-Id: { type: string } }
                    responses: { 200: {} }
                """)
        #expect(
            try Snippet.declaration("    struct FindInput", in: files[0]) == """
                    /// Inputs for `find` (GET /users/{user-id}).
                    struct FindInput: ContractInput {
                        /// The scenario's values, as the contract states them.
                        var values: ContractInput.Values {
                            storage.values
                        }

                        private let storage: ContractInputStorage

                        init(values: ContractInput.Values) {
                            storage = ContractInputStorage(values)
                        }

                        /// The path parameter 'user-id'.
                        var userId: String {
                            storage.string(.path, "user-id", or: "")
                        }

                        /// The query parameter 'per_page', when the scenario sets it.
                        var perPage: Int? {
                            storage.int(.query, "per_page")
                        }

                        /// The query parameter 'perPage', when the scenario sets it.
                        var perPage_2: Int? {
                            storage.int(.query, "perPage")
                        }

                        /// The query parameter 'values', when the scenario sets it.
                        var values_2: String? {
                            storage.string(.query, "values")
                        }

                        /// The query parameter 'default', when the scenario sets it.
                        var `default`: Bool? {
                            storage.bool(.query, "default")
                        }

                        /// The header parameter 'X-Request-Id', when the scenario sets it.
                        var xRequestId: String? {
                            storage.string(.header, "X-Request-Id")
                        }
                    }

                """)
    }
}
