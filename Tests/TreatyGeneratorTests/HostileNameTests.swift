import Foundation
import Testing
import TreatyContract
import TreatyGenerator
import TreatyLoader
import TreatyTooling

/// Contract text that tries to become code: Tests/Contracts/hostile/names.yaml holds names and
/// texts with newlines, `"""`, `\(`, `*/`, runs of `#`, bidirectional controls, Swift keywords,
/// emoji and very long names. Lint refuses many of them, but the generator is the last line: what
/// it writes must compile and hold none of them as code.
@Suite struct HostileNameTests {
    static let contractPath = "Tests/Contracts/hostile/names.yaml"
    /// A fixture text a raw string literal could not carry safely, with a line long enough to be
    /// broken by line continuations between quotes, backslashes and escapes.
    static let hostileFixture =
        "{\"a\": \"\"\"\"##\r\n\u{202E} \\##(injected())\", \"b\": \""
        + String(repeating: "\\\"#\u{202E}", count: 60) + "\"}\n"

    func generated(_ options: GenerationOptions) throws -> [GeneratedFile] {
        let contract = try #require(GeneratorFixtures.load([Self.contractPath]).first)
        var fixtures = GeneratorFixtures.fixtures(of: contract)
        for key in fixtures.keys { fixtures[key] = Array(Self.hostileFixture.utf8) }
        #expect(!fixtures.isEmpty)
        let generator = ContractGenerator(options: options)
        return try generator.generate(contract, fixtures: fixtures) + [generator.adapterSkeleton(contract)]
    }

    @Test func lintRejectsTheNamesThatCarryCode() throws {
        let result = ContractLoader(files: GeneratorFixtures.files).load([Self.contractPath])
        let hidden = result.diagnostics.filter { $0.rule == "hidden-character" }.map(\.location.line)
        #expect(hidden == [17, 21, 31, 36, 49])
    }

    @Test(arguments: GenerationOptions.Testing.allCases)
    func noContractTextBecomesCode(_ testing: GenerationOptions.Testing) throws {
        for file in try generated(GenerationOptions(testing: testing)) {
            for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                let code = line.trimmingCharacters(in: .whitespaces)
                #expect(!code.hasPrefix("struct InjectedMarker"), "\(file.name): \(line)")
                #expect(!code.hasPrefix("func injected"), "\(file.name): \(line)")
            }
            #expect(!file.contents.unicodeScalars.contains("\u{202E}"), "\(file.name) carries a bidirectional control")
            #expect(!file.contents.contains("\r"))
        }
    }

    @Test func identifiersAreDerivedAndUnique() throws {
        let contract = try generated(GenerationOptions())[0].contents
        let long = "endpoint" + String(repeating: "Long", count: 80)
        #expect(
            try Snippet.declaration("    enum Endpoint", in: contract) == #"""
                    /// The contract's endpoints.
                    enum Endpoint: String, CaseIterable, Sendable {
                        case search
                        case `default`
                        case `init`
                        case `class`
                        case `Type`
                        case getThing = "get-thing"
                        case getThing_2 = "getThing"
                        case launch = "🚀launch"
                        case xStructInjectedMarkerFuncInjectedIfFalse = "x\n}\nstruct InjectedMarker {}\nfunc injected() {\n#if false"
                        case endpointLongLongLongLongLongLongLongLongLongLongLongLon_55e9f0bc = "\#(long)"
                        case String_2 = "String"
                        case AdapterNotImplemented_2 = "AdapterNotImplemented"
                        case contract
                    }

                """#)
        #expect(
            try Snippet.declaration("    func `init`", in: contract) == """
                    /// Calls your client's `init` (GET /init) with the scenario's inputs.
                    func `init`(_ input: HostileContract.InitInput) async throws

                """)
        #expect(
            try Snippet.declaration("        var `class`", in: contract) == """
                        /// The query parameter 'class', when the scenario sets it.
                        var `class`: String? {
                            storage.string(.query, "class")
                        }

                """)
    }

    /// Names that would hide what generated code relies on get `_2`: an adapter method `String`
    /// (the skeleton's `String(describing:)`) or `AdapterNotImplemented`, an input type
    /// `ContractInput` (the protocol every input conforms to), a schema type `Any` (not a valid
    /// type name), `HostileContractAdapter` (the adapter protocol, inside the namespace) or
    /// `ContractInputStorage` (what every input type stores), a parameter `storage` (the input
    /// type's stored property). `theSuiteCompiles` compiles them; before, each broke the build.
    @Test func namesThatWouldHideGeneratedOnesGetASuffix() throws {
        let contract = try generated(GenerationOptions())[0].contents
        #expect(contract.contains("    func String_2(_ input: HostileContract.String_2Input) async throws\n"))
        #expect(contract.contains("    struct ContractInput_2: ContractInput {\n"))
        #expect(contract.contains("    struct Any_2: Codable, Sendable {\n"))
        #expect(contract.contains("        let adapter: HostileContract.HostileContractAdapter_2?\n"))
        #expect(contract.contains("        let w: HostileContract.ContractInputStorage_2?\n"))
        #expect(contract.contains("        var storage_2: String? {\n            storage.string(.query, \"storage\")\n"))
    }

    /// A value listed twice, or in two spellings Swift's `String` takes as equal, is one case:
    /// two cases with one raw value do not compile (found by generating suites of mutated
    /// OpenAPI documents and compiling them).
    @Test func anEnumValueListedTwiceIsOneCase() throws {
        let contract = try generated(GenerationOptions())[0].contents
        #expect(
            try Snippet.declaration("        enum State", in: contract) == """
                        /// The values of the query parameter 'state'.
                        enum State: String, Codable, Sendable, Equatable, CaseIterable {
                            case `open`
                            case closed
                            case value = "\u{E9}"
                        }

                """)
    }

    /// Type-checks the generated files and a starter adapter with `swiftc` against the built
    /// TreatyStubs module. `Marker.swift` declares `InjectedMarker` and `injected()` itself, so an
    /// injected declaration would also fail as a redeclaration.
    @Test(arguments: GenerationOptions.Testing.allCases)
    func theSuiteCompiles(_ testing: GenerationOptions.Testing) async throws {
        let marker = GeneratedFile(name: "Marker.swift", contents: "struct InjectedMarker {}\nfunc injected() {}\n")
        let result = try await SwiftCompiler.typeCheck(
            try generated(GenerationOptions(testing: testing)) + [marker], moduleName: "Hostile")
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
    }
}

extension HostileNameTests {
    /// A scenario's raw value is `endpoint/scenario`, so an endpoint id with `/` (which lint never
    /// lets through) is refused with a clear error instead of generating ambiguous cases.
    @Test func anEndpointIdWithASlashIsRefused() throws {
        let yaml = SnippetTests.header + "endpoints:\n  \"a/b\": { method: GET, path: /a, responses: { 200: {} } }\n"
        let contract = try #require(ContractLoader(files: .memory(["c.yaml": yaml])).load(["c.yaml"]).contracts.first)
        #expect(throws: GenerationError.self) { try ContractGenerator().generate(contract, fixtures: [:]) }
    }
}
