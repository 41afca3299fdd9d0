import Testing
import TreatyContract
import TreatyGenerator
import TreatyLoader

/// Generated files are read in pull requests: no line is longer than 200 characters, the embedded
/// contract and fixtures are pretty-printed, and a one-field contract change is a diff of a few lines.
@Suite struct ReadableOutputTests {
    static let maximumLineLength = 200

    /// The longest line of `text`, in characters, with its 1-based number.
    static func longestLine(_ text: String) -> (number: Int, length: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let (index, line) = lines.enumerated().max { $0.element.count < $1.element.count } ?? (0, "")
        return (index + 1, line.count)
    }

    /// The lines that differ between `old` and `new`, a simple line diff: line by line when both have as
    /// many lines (a changed value), else what is left after their common first and last lines.
    static func changedLines(_ old: String, _ new: String) -> [Substring] {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false)
        if before.count == after.count { return zip(before, after).filter { $0 != $1 }.map(\.1) }
        var prefix = 0
        while prefix < min(before.count, after.count), before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(before.count, after.count) - prefix,
            before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
        {
            suffix += 1
        }
        let added = after[prefix..<max(prefix, after.count - suffix)]
        let removed = before[prefix..<max(prefix, before.count - suffix)]
        return Array(added.count >= removed.count ? added : removed)
    }

    /// A contract of `endpoints` endpoints in the shape of the generation benchmark's, with a
    /// 1,000-character description and pattern, so the embedded archive must break long values.
    static func bigContract(endpoints: Int, maxLength: Int = 10) -> String {
        var text = SnippetTests.header + "endpoints:\n"
        for number in 0..<endpoints {
            text += """
                  list\(number):
                    method: GET
                    description: \(String(repeating: "lorem ipsum ", count: 90))
                    path: /v1/things\(number)/{thingId}
                    request:
                      path:
                        thingId: { type: integer, minimum: 1 }
                      query:
                        per_page: { type: integer }
                    responses:
                      200: { body: { type: array, items: { $ref: "#/schemas/Thing" } } }
                    scenarios:
                      success: { status: 200, body: [{ id: 1, name: one }], request: { path: { thingId: 7 } } }
                      timeout: { transport: timedOut }

                """
        }
        return text + """
            schemas:
              Thing:
                type: object
                required: [id, name]
                properties:
                  id: { type: integer }
                  name:
                    type: string
                    pattern: "^\(String(repeating: "[a-z]", count: 200))$"
                    maxLength: \(maxLength)

            """
    }

    static func generate(_ yaml: String) throws -> [GeneratedFile] {
        let result = ContractLoader(files: .memory(["c.yaml": yaml])).load(["c.yaml"])
        let contract = try #require(result.contracts.first)
        return try ContractGenerator().generate(contract, fixtures: [:])
    }

    @Test(arguments: GoldenFileTests.goldens.map(\.folder) + ["Examples/Bookshelf/Tests/BookshelfTests/Generated"])
    func noGoldenLineIsLongerThan200Characters(_ folder: String) throws {
        let names = (GeneratorFixtures.files.listFolder(folder) ?? []).filter {
            $0.hasSuffix("Contract.swift") || $0.hasSuffix("ContractTests.swift") || $0.hasSuffix("Contract+Archive.swift")
        }
        #expect(!names.isEmpty, "no generated files in \(folder)")
        for name in names {
            let text = try #require(GeneratorFixtures.read("\(folder)/\(name)"))
            let longest = Self.longestLine(text)
            #expect(longest.length <= Self.maximumLineLength, "\(folder)/\(name):\(longest.number): \(longest.length) characters")
        }
    }

    @Test func noLineOfABigGeneratedSuiteIsLongerThan200Characters() throws {
        for file in try Self.generate(Self.bigContract(endpoints: 200)) {
            let longest = Self.longestLine(file.contents)
            #expect(longest.length <= Self.maximumLineLength, "\(file.name):\(longest.number): \(longest.length) characters")
            // The contract file (its scenario enum) and the archive are big; the input types and
            // the adapter's methods are split over part files.
            #expect(
                file.contents.utf8.count > 40_000 || file.name.hasSuffix("Tests.swift") || file.name.contains("+Part"),
                "\(file.name): \(file.contents.utf8.count) bytes")
        }
    }

    /// The archive is a getter's value: a getter's body is outside its file's interface, so a
    /// change only the archive sees recompiles the archive file alone (docs/benchmarks.md,
    /// "Incremental builds"); a `static let`'s value recompiled the contract file too.
    @Test func theArchiveIsAGettersValue() throws {
        let archive = try #require(
            try Self.generate(Self.bigContract(endpoints: 2)).first { $0.name.hasSuffix("+Archive.swift") })
        #expect(archive.contents.contains("    static var archive: String { ##\"\"\"\n{\n"))
        #expect(archive.contents.hasSuffix("\"\"\"##\n    }\n}\n"))
    }

    /// `maxLength` is in the schema's one entry of the archive (each named schema is written once): a few lines, under 10.
    @Test func aOneFieldChangeChangesAFewLines() throws {
        let before = try Self.generate(Self.bigContract(endpoints: 20, maxLength: 10))
        let after = try Self.generate(Self.bigContract(endpoints: 20, maxLength: 99))
        #expect(before.map(\.name) == after.map(\.name))
        let changed = zip(before, after).flatMap { Self.changedLines($0.contents, $1.contents) }
        #expect(changed.count > 0 && changed.count < 10, "\(changed.count) changed lines")
        // A one-line archive would also change "one line": every changed line must be short, too.
        #expect(changed.allSatisfy { $0.count <= Self.maximumLineLength }, "\(changed.map(\.count)) characters")
    }

    static let pingWithFixture =
        SnippetTests.header + """
            fixtures: fx
            endpoints:
              ping:
                method: GET
                path: /ping
                responses: { 200: {} }
                scenarios: { odd: { status: 200, fixture: odd.json } }
            """

    /// A line longer than 120 characters is broken with the raw literal's line continuation.
    @Test func aLongEmbeddedLineIsBrokenWithALineContinuation() throws {
        let text = "[\"" + String(repeating: "ab", count: 70) + "\"]\n"
        let contract = try SnippetTests().generate(Self.pingWithFixture, fixtures: ["fx/odd.json": text])[0]
        #expect(
            try Snippet.declaration("    private static let fixture0", in: contract) == """
                    private static let fixture0 = #\"""
                ["\(String(repeating: "ab", count: 59))\\#
                \(String(repeating: "ab", count: 11))"]

                \"""#

                """)
    }

    /// Text a raw literal cannot show (a carriage return, a bidirectional control) goes into a plain
    /// multi-line literal, escaped, and still one source line per text line.
    @Test func hiddenCharactersAreEscapedInAPlainMultilineLiteral() throws {
        let text = "[\"x\u{202E}\\\"\\\"\\\"\\\\\"]\r\n"
        let contract = try SnippetTests().generate(Self.pingWithFixture, fixtures: ["fx/odd.json": text])[0]
        #expect(
            try Snippet.declaration("    private static let fixture0", in: contract) == #"""
                    private static let fixture0 = """
                [\"x\u{202E}\\\"\\\"\\\"\\\\\"]\r

                """

                """#)
    }
}
