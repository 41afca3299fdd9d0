import Foundation
import Testing
import TreatyContract
import TreatyGenerator
import TreatyLoader

/// A fixture served as bytes (`contentType: image/png`) is embedded in Base64, lines of 76
/// characters, and decodes to the file's exact bytes; a text fixture beside it stays text.
@Suite struct BytesFixtureTests {
    static let contract =
        SnippetTests.header + """
            fixtures: fx
            endpoints:
              avatar:
                method: GET
                path: /avatar
                responses: { 200: { contentType: image/png } }
                scenarios: { success: { status: 200, fixture: avatar.png } }
              export:
                method: GET
                path: /export
                responses: { 200: { contentType: text/csv } }
                scenarios: { success: { status: 200, fixture: rows.csv } }
            """
    /// Every byte value, twice: no UTF-8 text, control characters, `#` and `"` among them.
    static let picture = (0..<512).map { UInt8($0 % 256) }
    static let rows = Array("id,name\n1,Ada\n".utf8)

    static func generated() throws -> String {
        let files: [String: [UInt8]] = ["c.yaml": Array(contract.utf8), "fx/avatar.png": picture, "fx/rows.csv": rows]
        let source = FileSource(
            read: { path in
                guard let bytes = files[path] else { throw CocoaError(.fileNoSuchFile) }
                return bytes
            }, fileExists: { files[$0] != nil }, listFolder: { _ in nil })
        let result = ContractLoader(files: source).load(["c.yaml"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let contract = try #require(result.contracts.first)
        return try ContractGenerator().generate(contract, fixtures: source.fixtureContents(of: contract))[0].contents
    }

    @Test func theBytesAreEmbeddedInBase64AndDecodeToTheFile() throws {
        let text = try Self.generated()
        let declaration = try Snippet.declaration("    private static let fixture0", in: text)
        let lines = declaration.split(separator: "\n").dropFirst().dropLast()
        #expect(lines.count == 9)
        #expect(lines.allSatisfy { $0.count <= 76 }, "\(lines.map(\.count))")
        let base64 = lines.joined(separator: "\n")
        #expect(Data(base64Encoded: base64, options: .ignoreUnknownCharacters) == Data(Self.picture))
        #expect(text.contains(#""avatar.png": Data(base64Encoded: fixture0, options: .ignoreUnknownCharacters)!,"#))
        #expect(text.contains(#""rows.csv": Data(fixture1.utf8),"#))
        #expect(try Snippet.declaration("    private static let fixture1", in: text).contains("1,Ada"))
    }

    @Test func theSameBytesGiveTheSameFile() throws {
        #expect(try Self.generated() == Self.generated())
    }
}
