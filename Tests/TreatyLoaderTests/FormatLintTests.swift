import Foundation
import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// `format` words: every OpenAPI and JSON Schema word lints clean, a project declares its own in
/// `treaty.yaml`, and one shape can accept an unknown word; only a stray word warns.
@Suite struct FormatLintTests {
    static func contract(_ format: String, _ extra: String = "") -> String {
        LintHarness.header + """
            endpoints:
              getItem:
                method: GET
                path: /items
                responses: { 200: { body: { $ref: "#/schemas/Item" } } }
            schemas:
              Item: { type: string, format: \(format)\(extra) }
            """
    }

    static func unknownFormats(_ files: [String: String]) -> [String] {
        LintHarness(files).result.diagnostics.filter { $0.rule == "unknown-format" }.map(\.message)
    }

    @Test(arguments: FormatCatalogue.known)
    func everyKnownFormatLintsClean(format: String) {
        #expect(Self.unknownFormats(["contracts/api.yaml": Self.contract(format)]).isEmpty)
    }

    @Test func int64InAnOpenAPIDocumentLintsClean() {
        let document = """
            openapi: 3.0.3
            info: { title: Counter, version: "1" }
            paths:
              /count:
                get:
                  responses:
                    "200":
                      description: ok
                      content: { application/json: { schema: { type: integer, format: int64 } } }
            """
        #expect(Self.unknownFormats(["contracts/api.yaml": document]).isEmpty)
    }

    @Test func aStrayWordWarnsAndSaysHowToDeclareIt() {
        let lint = LintHarness(["contracts/api.yaml": Self.contract("snowflake")])
        let rendered = lint.rendered("unknown-format")
        #expect(rendered.contains("format 'snowflake' is unknown"))
        #expect(rendered.contains("declare it in treaty.yaml ('formats: [snowflake]')"))
        #expect(rendered.contains("x-treaty-format-unchecked: true"))
    }

    @Test func theProjectDeclaresItsOwnFormats() {
        let files = ["contracts/api.yaml": Self.contract("snowflake"), "treaty.yaml": "formats: [snowflake]\n"]
        #expect(Self.unknownFormats(files).isEmpty)
        let other = ["contracts/api.yaml": Self.contract("snowflak"), "treaty.yaml": "formats: [snowflake]\n"]
        #expect(Self.unknownFormats(other).count == 1)
    }

    @Test func aBrokenProjectFileIsReportedAtItsOwnLocation() {
        let lint = LintHarness(["contracts/api.yaml": Self.contract("uuid"), "treaty.yaml": "formats: snowflake\n"])
        let problem = lint.result.diagnostics.first { $0.location.file == "treaty.yaml" }
        #expect(problem?.severity == .error)
        #expect(problem?.message.contains("'formats'") == true)
    }

    @Test func oneShapeAcceptsAnUnknownFormat() {
        let silenced = Self.contract("snowflake", ", x-treaty-format-unchecked: true")
        #expect(Self.unknownFormats(["contracts/api.yaml": silenced]).isEmpty)
        #expect(LintHarness(["contracts/api.yaml": silenced]).result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let notSilenced = Self.contract("snowflake", ", x-treaty-format-unchecked: false")
        #expect(Self.unknownFormats(["contracts/api.yaml": notSilenced]).count == 1)
    }

    @Test func theProjectAllowListReachesTheContract() {
        let files = [
            "contracts/api.yaml": Self.contract("uuid").replacingOccurrences(
                of: "name: Sample", with: "name: Sample\nallow: [own]"),
            "treaty.yaml": "allow: [\"*@acme.dev\"]\n",
        ]
        #expect(LintHarness(files).result.contracts.first?.allowlist == ["*@acme.dev", "own"])
    }
}
