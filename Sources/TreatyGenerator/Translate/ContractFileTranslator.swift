import Foundation
import TreatyContract

/// `<Name>Contract.swift`: the contract and its fixtures embedded, typed endpoint and scenario
/// identifiers, per-endpoint input types, the adapter protocol the user implements, and stub
/// helpers over TreatyStubs.
struct ContractFileTranslator {
    let contract: Contract
    /// Fixture bytes by path, as the loader resolved them.
    let fixtures: [String: [UInt8]]
    let options: GenerationOptions
    let header: [String]
    let names: ContractNames

    var name: String { names.stem + "Contract" }
    var adapter: String { name + "Adapter" }
    var access: String? { options.access.keyword }

    /// Public declarations (`--access public`) expose the contract model (`Contract`, `RequestInput`)
    /// in their signatures, which Swift allows only when the file imports its module publicly;
    /// internal suites import the runtime alone.
    var imports: [Import] {
        let model = options.access == .public ? [Import("TreatyContract", access: access)] : []
        return [Import("Foundation")] + model + [.runtime(access: access)]
    }

    /// The contract file, and the part files its input and schema types moved to: none when they
    /// fit in `options.linesPerFile` lines (or it is 0).
    func translate() throws -> (contract: SwiftFile, parts: [SwiftFile]) {
        let types = typeDeclarations()
        let runs = options.linesPerFile > 0 ? Self.split(types, linesPerFile: options.linesPerFile) : [types.indices]
        guard runs.count > 1 else {
            let contractFile = SwiftFile(
                header: header, imports: imports,
                declarations: [
                    namespace(types: types), try adapterProtocol(parts: []), adapterDispatch(parts: []), stubHelpers(),
                ])
            return (contractFile, [])
        }
        let count = contract.endpoints.count
        let parts = runs.enumerated().map { index, run in
            // Inputs come first, so a part past them (schema types only) has no endpoints.
            Part(
                number: index + 1, types: Array(types[run]),
                endpoints: Array(contract.endpoints[min(run.lowerBound, count)..<min(run.upperBound, count)]))
        }
        let contractFile = SwiftFile(
            header: header, imports: imports,
            declarations: [namespace(types: []), try adapterProtocol(parts: parts), adapterDispatch(parts: parts), stubHelpers()])
        return (contractFile, parts.map { partFile($0, of: parts.count) })
    }

    /// An input type per endpoint, then the named schemas' types.
    private func typeDeclarations() -> [Declaration] {
        let bodies = BodyTypeTranslator(
            contract: contract, access: access, inputNames: contract.endpoints.map(names.input), namespace: name)
        return contract.endpoints.map(InputTypeTranslator(access: access, names: names, bodies: bodies).translate)
            + bodies.schemaDeclarations()
    }

    /// The index ranges of `declarations` in runs of about `linesPerFile` rendered lines (from
    /// half of it to one and a half times it), or one run when they fit in `linesPerFile`.
    ///
    /// Where a run ends depends on the declarations near the end, not on the position: past half
    /// of `linesPerFile`, a run ends after a declaration whose name's hash picks it (about one in
    /// `linesPerFile / 60`), and at one and a half times it in any case. So an edit to one
    /// endpoint moves no boundary but its own part's (and, should that part outgrow the cap, the
    /// next); boundaries at fixed sizes would shift every later part, and each rewritten part
    /// file is recompiled.
    static func split(_ declarations: [Declaration], linesPerFile: Int) -> [Range<Int>] {
        let renderer = SwiftRenderer()
        let sizes = declarations.map {
            renderer.render(SwiftFile(header: [], imports: [], declarations: [$0])).utf8.count { $0 == 10 } + 1
        }
        guard sizes.reduce(0, +) > linesPerFile else { return [declarations.indices] }
        // With declarations of about 30 lines, a run past its minimum ends within `picks` of them.
        let picks = UInt64(max(1, linesPerFile / 60))
        var runs: [Range<Int>] = []
        var start = 0
        var lines = 0
        for (index, (declaration, size)) in zip(declarations, sizes).enumerated() {
            if lines + size > linesPerFile * 3 / 2, index > start {
                runs.append(start..<index)
                (start, lines) = (index, 0)
            }
            lines += size
            if lines >= linesPerFile / 2, Self.stableHash(declaration.name) % picks == 0 {
                runs.append(start..<(index + 1))
                (start, lines) = (index + 1, 0)
            }
        }
        if start < declarations.count || runs.isEmpty { runs.append(start..<declarations.count) }
        return runs
    }

    /// FNV-1a of the name's UTF-8: the same on every run and machine, which Swift's `Hasher`
    /// (seeded per process) is not.
    static func stableHash(_ name: String) -> UInt64 {
        name.utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    private func namespace(types: [Declaration]) -> Declaration {
        let embedded = embeddedFixtures()
        let scenarios = contract.endpoints.flatMap { endpoint in
            endpoint.scenarios.map {
                Declaration.enumCase(name: names.scenario($0, of: endpoint), rawValue: "\(endpoint.id)/\($0.name)")
            }
        }
        var members: [Declaration] = [
            .property(
                PropertyDeclaration(
                    docs: ["The contract model, rebuilt from `\(name)+Archive.swift`: no file is read at test time."],
                    access: access,
                    keyword: "static let", name: "contract", value: ["ContractSuite.embeddedContract(archive)"])),
            .property(
                PropertyDeclaration(
                    docs: ["Fixture bytes by name, embedded so the suite runs from any working directory."], access: access,
                    keyword: "static let", name: "fixtures", type: "FixtureSource", value: fixtureSource(embedded))),
            .property(
                PropertyDeclaration(
                    docs: ["The scenario runner, prepared once for all tests."], access: "private", keyword: "static let",
                    name: "suite", value: [suiteInitializer])),
            .function(runFunction()),
            .function(
                FunctionDeclaration(
                    docs: [
                        "Whether this process runs `endpoint`'s tests: with `TREATY_SHARD=K/N`, only shard K's endpoints do,",
                        "so N CI runners split the suite between them (the others show as skipped).",
                    ], access: access, signature: "static func inShard(_ endpoint: Endpoint) -> Bool",
                    body: [.line("suite.includes(endpoint.rawValue)")])),
            .function(
                FunctionDeclaration(
                    docs: [
                        "Whether this process runs `scenario`: with `TREATY_SCENARIO=endpoint/scenario,endpoint,…`, only the",
                        "scenarios named do, so one test case (or one endpoint's) can run on its own.",
                    ], access: access, signature: "static func selects(_ scenario: Scenario) -> Bool",
                    body: [.line("suite.selects(scenario.endpoint.rawValue, scenario.name)")])),
            .function(
                FunctionDeclaration(
                    docs: [
                        "Whether this process runs `scenario`: its endpoint is in this `TREATY_SHARD` and",
                        "`TREATY_SCENARIO` selects it. The generated XCTest loop runs the scenarios it accepts.",
                    ], access: access, signature: "static func runs(_ scenario: Scenario) -> Bool",
                    body: [.line("inShard(scenario.endpoint) && selects(scenario)")])),
            .function(
                FunctionDeclaration(
                    docs: ["The scenarios this process runs, in contract order: the Swift Testing suite's arguments."],
                    access: access, signature: "static func scenarios() -> [Scenario]",
                    body: [.line("Scenario.allCases.filter(runs)")])),
            .type(
                TypeDeclaration(
                    docs: ["The contract's endpoints."], access: access, kind: .enum, name: "Endpoint",
                    inherits: ["String", "CaseIterable", "Sendable"],
                    members: contract.endpoints.map {
                        .enumCase(name: names.endpoint($0), rawValue: names.bareEndpoint($0) == $0.id ? nil : $0.id)
                    } + Declaration.rawValueLookup(cases: contract.endpoints.count, access: access))),
            .type(
                TypeDeclaration(
                    docs: ["Every endpoint × scenario; the raw value is `endpoint/scenario`."], access: access, kind: .enum,
                    name: "Scenario", inherits: (scenarios.isEmpty ? [] : ["String"]) + ["CaseIterable", "Sendable"],
                    members: scenarios + Declaration.rawValueLookup(cases: scenarios.count, access: access)
                        + noScenarios(scenarios.isEmpty) + [
                            .property(
                                PropertyDeclaration(
                                    docs: ["The endpoint the scenario belongs to."], access: access, keyword: "var",
                                    name: "endpoint",
                                    type: "Endpoint",
                                    getter: [.line("Endpoint(rawValue: String(rawValue.prefix { $0 != \"/\" }))!")])),
                            .property(
                                PropertyDeclaration(
                                    docs: ["The scenario's name in the contract."], access: access, keyword: "var", name: "name",
                                    type: "String",
                                    getter: [.line("String(rawValue.drop { $0 != \"/\" }.dropFirst())")])),
                        ])),
        ]
        members += variantMembers() + types
        for (index, fixture) in embedded.enumerated() {
            members.append(
                .property(
                    PropertyDeclaration(
                        access: "private", keyword: "static let", name: "fixture\(index)",
                        value: SwiftLiteral.rawLines(fixture.literal), verbatim: true)))
        }
        return .type(
            TypeDeclaration(
                docs: [
                    "The \(contract.name) contract \(contract.version), embedded for offline tests.", "",
                    "Generated tests call ``run(_:with:reporter:site:)`` once per scenario; hand-written tests can open a",
                    "stub session with `StubSession(contract: \(name).contract, fixtures: \(name).fixtures, reporter: …)`.",
                ], access: access, kind: .enum, name: name, members: members))
    }

    /// Swift refuses a raw type on an enum without cases, so a contract that has endpoints but no
    /// scenarios yet gets a `rawValue` of its own: the suite compiles and runs no test.
    private func noScenarios(_ empty: Bool) -> [Declaration] {
        guard empty else { return [] }
        return [
            .property(
                PropertyDeclaration(
                    docs: ["`endpoint/scenario`; the contract has no scenarios yet."], access: access, keyword: "var",
                    name: "rawValue", type: "String", getter: [.block("switch self", [])]))
        ]
    }

    private func runFunction() -> FunctionDeclaration {
        FunctionDeclaration(
            docs: [
                "Runs one scenario through `Adapter`: stubs it, calls the client, and reports client regressions",
                "(requests that break the contract, lost inputs, an outcome other than the scenario's `expect`).",
                "Returns why the run is not verified (a `bodyUnverified:` scenario whose body was hidden), else nil.",
            ], attributes: ["@discardableResult"], access: access,
            signature:
                "static func run<Adapter: \(adapter)>(_ scenario: Scenario, with adapter: Adapter.Type, reporter: FailureReporter, site: CallSite) async -> String?",
            body: [
                .line("await suite.run("),
                .line("    scenario.endpoint.rawValue, scenario.name, reporter: reporter, site: site,"),
                .line("    call: { stubs, values in try await Adapter(stubs: stubs).call(scenario.endpoint, values) },"),
                .line("    classify: { Adapter.classify($0) })"),
            ])
    }

    /// A fixture as the contract file holds it: a literal named `fixture<index>`.
    private typealias EmbeddedFixture = (name: String, literal: String, isBase64: Bool)

    /// Every fixture by name, as the literal the file holds: its text, or, for a fixture served
    /// as bytes (`contentType: image/png`), its Base64 in lines of 76 characters.
    private func embeddedFixtures() -> [EmbeddedFixture] {
        let bytesPaths = Set(contract.bytesFixtureReferences.map(\.path))
        var embedded: [String: (literal: String, isBase64: Bool)] = [:]
        for fixture in contract.fixtureReferences {
            let bytes = fixtures[fixture.path] ?? []
            embedded[fixture.name] =
                bytesPaths.contains(fixture.path)
                ? (Self.base64Lines(bytes), true) : (String(decoding: bytes, as: UTF8.self), false)
        }
        return embedded.sorted { $0.key < $1.key }.map { ($0.key, $0.value.literal, $0.value.isBase64) }
    }

    private static func base64Lines(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString(options: [.lineLength76Characters, .endLineWithLineFeed])
    }

    private func fixtureSource(_ embedded: [EmbeddedFixture]) -> [String] {
        let entries = embedded.enumerated().map { index, fixture in
            let data =
                fixture.isBase64
                ? "Data(base64Encoded: fixture\(index), options: .ignoreUnknownCharacters)!" : "Data(fixture\(index).utf8)"
            return "    \(SwiftLiteral.string(fixture.name)): \(data),"
        }
        guard !entries.isEmpty else { return ["FixtureSource()"] }
        return ["FixtureSource(["] + entries + ["])"]
    }

    /// `<Name>Contract+Archive.swift`: the contract's archive (``ContractArchive``) in an
    /// extension of its own, so the file a person reviews holds the typed API and the data sits apart.
    func archiveFile() throws -> SwiftFile {
        let archive = try ContractArchive.encode(contract)
        return SwiftFile(
            header: header, imports: [],
            declarations: [
                .type(
                    TypeDeclaration(
                        docs: [
                            "The \(contract.name) contract as data: the archive ``contract`` is rebuilt from at test time,",
                            "in format version \(ContractArchive.formatVersion) (see docs/generate.md).",
                        ], kind: .extension, name: name,
                        members: [
                            // A getter, not a `static let`: a stored property's initial value is
                            // part of the file's interface, so a one-field contract change
                            // recompiled the contract file that reads it as well.
                            .property(
                                PropertyDeclaration(
                                    keyword: "static var", name: "archive", type: "String", value: SwiftLiteral.rawLines(archive),
                                    verbatim: true, computesValue: true)
                            )
                        ]))
            ])
    }

    /// The adapter protocol: `init(stubs:)`, `classify`, and a method per endpoint, which the
    /// protocols of the part files declare when there are parts (see `partProtocol`).
    private func adapterProtocol(parts: [Part]) throws -> Declaration {
        var members: [Declaration] = [
            .function(
                FunctionDeclaration(
                    docs: ["Builds your real client on the stub session: its `urlSession` and `baseURL`, or its `transport`."],
                    signature: "init(stubs: StubSession)", body: nil))
        ]
        members += parts.isEmpty ? contract.endpoints.map(adapterMethod) : []
        members.append(
            .function(
                FunctionDeclaration(
                    docs: [
                        "Maps an error your client threw to transport, http(status) or decoding; anything else fails the test."
                    ],
                    signature: "static func classify(_ error: any Error) -> ClientOutcome", body: nil)))
        return .type(
            TypeDeclaration(
                docs: [
                    "Connects the \(contract.name) contract suite to your client: one method per endpoint, implemented once.", "",
                    "Generated tests use the type you name `\(name)Subject` (`typealias \(name)Subject = MyAdapter`).",
                ]
                    + (parts.isEmpty
                        ? []
                        : ["", "The methods, one per endpoint, are declared by the protocols it refines, in the part files."]),
                access: access, kind: .protocol, name: adapter,
                inherits: ["Sendable"] + parts.filter { !$0.endpoints.isEmpty }.map(partProtocolName), members: members))
    }

    /// The adapter's method for `endpoint`, a protocol requirement.
    func adapterMethod(_ endpoint: Endpoint) -> Declaration {
        .function(
            FunctionDeclaration(
                docs: [
                    "Calls your client's `\(endpoint.id)` (\(endpoint.method) \(endpoint.path.raw)) with the scenario's inputs."
                ],
                signature: "func \(names.endpoint(endpoint))(_ input: \(name).\(names.input(endpoint))) async throws", body: nil))
    }

    /// `call` picks a closure per endpoint rather than awaiting in each `case`: an async function
    /// with an `await` per endpoint is split by LLVM into a clone per suspension point, which
    /// made this switch the costliest function of the file to compile (quadratic in endpoints).
    /// Each case `return`s its closure: as one `switch` expression, the compiler type-checked all
    /// the closures together (5.2 s of GitHub's 874 endpoints; 0.16 s as statements). The closures
    /// take the adapter as an argument instead of capturing `self`, which spares a context and a
    /// forwarding thunk each (GitHub's contract file: 8.3–8.6 s → 6.6–7.4 s to compile).
    ///
    /// With parts, each part's dispatch sits beside its input types (`partDispatch`) and this
    /// switch only picks the part: the contract file then names no input type, so a change to one
    /// endpoint's inputs does not recompile it.
    private func adapterDispatch(parts: [Part]) -> Declaration {
        let cases: [Statement] =
            parts.isEmpty
            ? contract.endpoints.map(dispatchCase)
            : parts.filter { !$0.endpoints.isEmpty }.flatMap { part in
                Self.caseLines(part.endpoints.map { "." + names.endpoint($0) }) + [
                    .line("    return methodOfPart\(part.number)(endpoint)")
                ]
            }
        return .type(
            TypeDeclaration(
                kind: .extension, name: adapter,
                members: [
                    .function(
                        FunctionDeclaration(
                            docs: ["Calls the method for `endpoint`."],
                            signature: "func call(_ endpoint: \(name).Endpoint, _ values: ContractInput.Values) async throws",
                            body: [.line("try await Self.method(endpoint)(self, values)")])),
                    .function(
                        FunctionDeclaration(
                            docs: ["The method for `endpoint`, taking the adapter and the scenario's values."], access: "private",
                            signature:
                                "static func method(_ endpoint: \(name).Endpoint) -> (Self, ContractInput.Values) async throws -> Void",
                            body: [.block("switch endpoint", cases)])),
                ]))
    }

    private func stubHelpers() -> Declaration {
        .type(
            TypeDeclaration(
                kind: .extension, name: "StubSession",
                members: [
                    .function(
                        FunctionDeclaration(
                            docs: ["Stubs the scenario's endpoint as the \(contract.name) contract's scenario says."],
                            access: access,
                            signature:
                                "func stub(_ scenario: \(name).Scenario, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column)",
                            body: [
                                .line(
                                    "stub(scenario.endpoint.rawValue, scenario: scenario.name, fileID: fileID, filePath: filePath, line: line, column: column)"
                                )
                            ]))
                ]))
    }
}
