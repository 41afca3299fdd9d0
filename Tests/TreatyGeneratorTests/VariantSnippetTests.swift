import Testing
import TreatyContract
import TreatyGenerator

/// What response variants add to a generated suite: a few lines of data, not a declaration per
/// variant, and none at all for a contract whose scenarios have nothing to vary.
@Suite struct VariantSnippetTests {
    static let withBody =
        SnippetTests.header + """
            endpoints:
              ping:
                method: GET
                path: /ping
                responses: { 200: { body: { type: object, properties: { ok: { type: boolean, nullable: true } } } } }
                scenarios: { ok: { status: 200, body: { ok: true } } }
            """

    @Test func aSwiftTestingSuiteGetsOneParameterizedTestOverTheVariants() throws {
        let files = try SnippetTests().generate(Self.withBody)
        #expect(
            files[1].contains(
                """
                    /// Every response variant of the success scenarios, one test case each, named `endpoint/scenario ~ variant`:
                    /// responses the contract allows besides the fixture, which the client must decode too.
                    @Test(arguments: ShopContract.variants())
                    func variant(_ variant: ResponseVariantCase) async {
                        await run(variant)
                    }
                """))
        #expect(files[0].contains("    static func variants() -> [ResponseVariantCase] {\n        suite.variantCases()\n    }"))
    }

    @Test func settingsAreWrittenAsDataAndXCTestGetsAMethodForKnownIssues() throws {
        let settings = VariantSettings(
            off: [.branches, .nullMembers], knownIssues: ["ping/ok ~ /ok null": "not yet", "ping/ok": "b"])
        let files = try SnippetTests().generate(
            Self.withBody, options: GenerationOptions(testing: .xctest, variants: settings))
        #expect(
            files[0].contains(
                #"ContractSuite(contract: contract, fixtures: fixtures, variantsOff: ["null-members", "branches"], variantKnownIssues: ["ping/ok": "b", "ping/ok ~ /ok null": "not yet"])"#
            ))
        #expect(files[1].contains("func test_responseVariants() async throws {"))
        #expect(files[1].contains("func test_responseVariants_knownIssues() async throws {"))
        #expect(files[1].contains("for variant in ShopContract.variants() where variant.knownIssue != nil {"))
    }

    @Test func aContractWithNothingToVaryGetsNoVariantCode() throws {
        let files = try SnippetTests().generate(SnippetTests.threeScenarios)
        #expect(!files.joined().contains("variants()"))
        let off = VariantSettings(off: Set(ResponseVariant.Kind.allCases))
        let none = try SnippetTests().generate(Self.withBody, options: GenerationOptions(variants: off))
        #expect(!none[1].contains("variants()"))
    }
}
