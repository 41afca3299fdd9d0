import Foundation
import Synchronization
import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// Issue 17, "Bounded work" and "Nothing accepted silently": the pattern lint, size limits,
/// messages that say what is wrong, and fixtures that cannot be fully checked.
@Suite struct BoundedWorkTests {
    func lint(_ body: String, files: [String: String] = [:]) -> (MarkedText, LintHarness) {
        let marked = MarkedText(LintHarness.header + body)
        return (marked, LintHarness(["contracts/api.yaml": marked.text].merging(files) { $1 }))
    }

    static let oneEndpoint = """
        fixtures: ../fixtures
        endpoints:
          getItem:
            method: GET
            path: /item
            responses: { 200: { body: { $ref: "#/schemas/Item" } } }
            scenarios:
              ok: { status: 200, fixture: item.json }

        """

    // MARK: Pattern lint

    /// A literal brace (ECMA-262's Annex B) does not hide a nested repetition from the check.
    @Test func aPatternWithLiteralBracesIsCheckedToo() {
        let (marked, lint) = lint(
            """
            schemas:
              Braced: { type: string, pattern: 1️⃣"^{(a+)+}$" }
            """)
        #expect(lint.findings == ["catastrophic-pattern@\(marked["1️⃣"])"])
        #expect(lint.rendered("catastrophic-pattern").contains("'(a+)+' repeats a part that can itself repeat"))
    }

    @Test func aCatastrophicPatternIsAWarningAtItsValue() {
        let (marked, lint) = lint(
            """
            schemas:
              Slug: { type: string, pattern: 1️⃣"(a*)*b" }
              Words: { type: string, pattern: 2️⃣'^(\\w|\\d)+$' }
              Plain: { type: string, pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" }
            """)
        #expect(lint.findings == ["catastrophic-pattern@\(marked["1️⃣"])", "catastrophic-pattern@\(marked["2️⃣"])"])
        #expect(
            lint.rendered("catastrophic-pattern").split(separator: "\n").map(String.init) == [
                "contracts/api.yaml:\(marked["1️⃣"]): warning: [catastrophic-pattern] 'pattern' value '(a*)*b' can backtrack "
                    + "catastrophically: '(a*)*' repeats a part that can itself repeat, so regular-expression engines that "
                    + "backtrack (ICU, JavaScript, Java, PCRE) can take exponential time on a long string that does not match",
                "  hint: make each character matchable in only one way, e.g. '(a+)+' as 'a+'; Treaty's own matcher is linear, "
                    + "but the clients and servers sharing the contract may not be",
                "contracts/api.yaml:\(marked["2️⃣"]): warning: [catastrophic-pattern] 'pattern' value '^(\\w|\\d)+$' can "
                    + "backtrack catastrophically: '(\\w|\\d)+' repeats alternatives that can start with the same character, "
                    + "so regular-expression engines that backtrack (ICU, JavaScript, Java, PCRE) can take exponential time on "
                    + "a long string that does not match",
                "  hint: make each character matchable in only one way, e.g. '(a+)+' as 'a+'; Treaty's own matcher is linear, "
                    + "but the clients and servers sharing the contract may not be",
            ])
        #expect(!lint.result.diagnostics.hasErrors)
    }

    /// Verdicts are remembered per file by spelling: `é` written as one scalar is read as one
    /// repeated character, written as `e` and a combining accent it is not, whichever comes first.
    @Test func aPatternVerdictIsRememberedForItsOwnSpellingOnly() {
        for (first, second) in [("\u{E9}", "e\u{301}"), ("e\u{301}", "\u{E9}")] {
            let (marked, lint) = lint(
                """
                schemas:
                  A: { type: string, pattern: 1️⃣"^(\(first)+)+$" }
                  B: { type: string, pattern: 2️⃣"^(\(second)+)+$" }
                  C: { type: string, pattern: 3️⃣"^(\(first)+)+$" }
                """)
            let composedFirst = first.unicodeScalars.count == 1
            let expected = composedFirst ? ["1️⃣", "3️⃣"] : ["2️⃣"]
            #expect(
                lint.findings == expected.map { "catastrophic-pattern@\(marked[$0])" },
                "\(first.unicodeScalars.count) scalar(s) first")
        }
    }

    // MARK: Messages that say what is wrong

    @Test func anIntegerTooLargeForItsKeywordSaysSo() {
        let (marked, lint) = lint(
            """
            schemas:
              Name: { type: string, minLength: 1️⃣99999999999999999999, maxItems: 2️⃣1e30 }
            """)
        #expect(lint.findings == ["invalid-value@\(marked["1️⃣"])", "invalid-value@\(marked["2️⃣"])"])
        #expect(
            lint.rendered("invalid-value").split(separator: "\n").map(String.init) == [
                "contracts/api.yaml:\(marked["1️⃣"]): error: [invalid-value] 'minLength' has the invalid value "
                    + "'99999999999999999999'; expected an integer from 0 to 9223372036854775807",
                "contracts/api.yaml:\(marked["2️⃣"]): error: [invalid-value] 'maxItems' has the invalid value '1e30'; "
                    + "expected an integer from 0 to 9223372036854775807",
            ])
    }

    @Test func aNumberThatIsNotFiniteSaysSo() {
        let (marked, lint) = lint(
            """
            schemas:
              Amount: { type: number, minimum: 1️⃣.inf, maximum: 2️⃣1e400, enum: [3️⃣.nan] }
            """)
        #expect(
            lint.findings == [
                "wrong-type@\(marked["1️⃣"])", "invalid-value@\(marked["2️⃣"])", "wrong-type@\(marked["3️⃣"])",
            ])
        #expect(
            DiagnosticFormat.text.render(lint.result.diagnostics).split(separator: "\n").map(String.init) == [
                "contracts/api.yaml:\(marked["1️⃣"]): error: [wrong-type] 'minimum' must be a finite number (JSON has no inf "
                    + "or nan), found '.inf'",
                "contracts/api.yaml:\(marked["2️⃣"]): error: [invalid-value] 'maximum' has the invalid value '1e400'; "
                    + "expected a number from -1.7976931348623157e+308 to 1.7976931348623157e+308",
                "contracts/api.yaml:\(marked["3️⃣"]): error: [wrong-type] 'enum' must be a finite number (JSON has no inf "
                    + "or nan), found '.nan'",
            ])
    }

    // MARK: Size limits

    @Test func aContractOverItsLimitIsAnErrorAtItsFirstLine() {
        var loader = ContractLoader(files: .memory(["contracts/api.yaml": LintHarness.header + "# padding\n"]))
        loader.sizeLimits.maxContractBytes = 64
        let result = loader.load(["contracts/api.yaml"])
        #expect(result.contracts.isEmpty)
        #expect(result.unreadable.isEmpty)
        #expect(
            DiagnosticFormat.text.render(result.diagnostics).split(separator: "\n").map(String.init) == [
                "contracts/api.yaml:1:1: error: [file-too-large] 'contracts/api.yaml' is 82 bytes, over the 64-byte limit "
                    + "for a contract; it was not read",
                "  hint: split it into smaller files, or raise the limit with '--max-contract-size'",
            ])
    }

    /// The size is looked up first: a file over its limit is never read.
    @Test func aFileOverItsLimitIsNeverRead() {
        let reads = Mutex<[String]>([])
        let memory = FileSource.memory([
            "contracts/api.yaml": LintHarness.header + BoundedWorkTests.oneEndpoint
                + "schemas:\n  Item: { type: object }\n",
            "fixtures/item.json": "{}",
        ])
        let spy = FileSource(
            read: { path in
                reads.withLock { $0.append(path) }
                return try memory.read(path)
            }, fileExists: memory.fileExists, listFolder: memory.listFolder)
        var loader = ContractLoader(files: spy, root: .folder("."))
        loader.sizeLimits.measure = { $0 == "fixtures/item.json" ? 100 << 20 : nil }
        let result = loader.load(["contracts/api.yaml"])
        #expect(
            result.diagnostics.map(\.message) == [
                "'fixtures/item.json' is 104857600 bytes, over the 64 MiB limit for a fixture; it was not read"
            ])
        #expect(result.diagnostics.map { "\($0.location)" } == ["fixtures/item.json:1:1"])
        #expect(reads.withLock { $0 } == ["contracts/api.yaml"])

        var verifier = FixtureVerifier(files: spy, root: .folder("."))
        verifier.sizeLimits = loader.sizeLimits
        #expect(verifier.verify(result.contracts[0]).map(\.rule) == ["file-too-large"])
        #expect(reads.withLock { $0 } == ["contracts/api.yaml"])
    }

    @Test func theDefaultsAreSixteenAndSixtyFourMebibytesMeasuredOnDisk() throws {
        #expect(FileSizeLimits().maxContractBytes == 16 * 1_048_576)
        #expect(FileSizeLimits().maxFixtureBytes == 64 * 1_048_576)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, start) in [("big.yaml", "treaty: 1\n"), ("openapi.yaml", "openapi: 3.1.0\n")] {
            let big = folder.appendingPathComponent(name)
            #expect(FileManager.default.createFile(atPath: big.path, contents: Data(start.utf8)))
            let handle = try FileHandle(forWritingTo: big)
            try handle.truncate(atOffset: UInt64(17 << 20))  // sparse: no 17 MiB written
            try handle.close()
            #expect(FileSizeLimits.sizeOnDisk(big.path) == 17 << 20)
            let result = ContractLoader().load([big.path])
            #expect(
                result.diagnostics.map(\.message) == [
                    "'\(big.path)' is 17825792 bytes, over the 16 MiB limit for a contract; it was not read"
                ])
            #expect(result.diagnostics.map { "\($0.location)" } == ["\(big.path):1:1"])
        }
        #expect(FileSizeLimits.sizeOnDisk(folder.path) == nil)
    }

    /// A link is measured as the file it leads to; a link to nothing, or to a folder, and a path
    /// with nothing at it have no size, so the file is read (and refused) as it would be.
    @Test func sizeOnDiskFollowsLinksAndMeasuresOnlyRegularFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("api.yaml")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("treaty: 1\n".utf8)))
        let links = [
            "to-file": file.path, "to-nothing": folder.appendingPathComponent("gone.yaml").path, "to-folder": folder.path,
        ]
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(name).path, withDestinationPath: target)
        }
        #expect(FileSizeLimits.sizeOnDisk(file.path) == 10)
        #expect(FileSizeLimits.sizeOnDisk(folder.appendingPathComponent("to-file").path) == 10)
        #expect(FileSizeLimits.sizeOnDisk(folder.appendingPathComponent("to-nothing").path) == nil)
        #expect(FileSizeLimits.sizeOnDisk(folder.appendingPathComponent("to-folder").path) == nil)
        #expect(FileSizeLimits.sizeOnDisk(folder.appendingPathComponent("missing.yaml").path) == nil)
    }

    // MARK: Fixtures that cannot be fully checked

    static func contract(schema: String, fixture: String, expect: String = "") -> FileSource {
        .memory([
            "contracts/api.yaml": LintHarness.header
                + BoundedWorkTests.oneEndpoint.replacingOccurrences(
                    of: "fixture: item.json }", with: "fixture: item.json\(expect) }")
                + "schemas:\n  Item: \(schema)\n",
            "fixtures/item.json": fixture,
        ])
    }

    func verify(_ files: FileSource) throws -> [String] {
        let result = ContractLoader(files: files, root: .folder(".")).load(["contracts/api.yaml"])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
        let contract = try #require(result.contracts.first)
        return DiagnosticFormat.text.render(FixtureVerifier(files: files, root: .folder(".")).verify(contract)).split(
            separator: "\n"
        ).map(
            String.init)
    }

    /// Issue 17: a 100-deep body with a wrong innermost value used to conform.
    @Test func aFixtureDeeperThanTheLimitIsNotVerified() throws {
        var body = "{\"value\": \"wrong\"}"
        for _ in 0..<100 { body = "{\"child\": \(body)}" }
        let schema = "{ type: object, properties: { child: { $ref: \"#/schemas/Item\" }, value: { type: integer } } }"
        let pointer = String(repeating: "/child", count: 32)
        #expect(
            try verify(BoundedWorkTests.contract(schema: schema, fixture: body)) == [
                "fixtures/item.json:1:321: error: [fixture-not-verified] scenario 'getItem/ok': fixture 'item.json' could "
                    + "not be fully checked against the declared response: \(pointer): not verified: deeper than 64 levels",
                "  hint: flatten the body; Treaty follows fixture 'item.json' only as deep as its depth limit",
                "contracts/api.yaml:12:7: note: scenario 'getItem/ok' uses this fixture",
            ])
    }

    /// Combinators over shared shapes, 24 levels of them: 2^24 checks for a naive walk; the
    /// validation stops at its budget and the hint says what to simplify.
    @Test func aFixtureOfShapesTooComplexToCheckIsNotVerified() throws {
        let levels = (0..<24).map {
            "  S\($0): { oneOf: [{ $ref: \"#/schemas/S\($0 + 1)\" }, { $ref: \"#/schemas/S\($0 + 1)\" }] }"
        }
        let schema = "{ $ref: \"#/schemas/S0\" }\n" + levels.joined(separator: "\n") + "\n  S24: { type: object }"
        let lines = try verify(BoundedWorkTests.contract(schema: schema, fixture: "{\"id\": 1}"))
        #expect(lines.count == 3)
        #expect(
            lines.first?.hasSuffix(
                "error: [fixture-not-verified] scenario 'getItem/ok': fixture 'item.json' could not be fully checked against "
                    + "the declared response: (root): not verified: the shapes needed more than 200000 checks (combinators "
                    + "that share shapes multiply them); the rest was not checked") == true)
        #expect(
            lines.dropFirst().first
                == "  hint: simplify the response's shapes: 'anyOf', 'oneOf' or 'allOf' branches that refer to the same "
                + "shapes, level after level, multiply the checks")
    }

    @Test func aFixtureWhosePatternIsTooExpensiveIsNotVerified() throws {
        let schema = "{ type: object, properties: { slug: { type: string, pattern: \"(?=a)(a*)*b\" } } }"
        let fixture = "{\"slug\": \"\(String(repeating: "a", count: 5_000))\"}"
        #expect(
            try verify(BoundedWorkTests.contract(schema: schema, fixture: fixture)) == [
                "fixtures/item.json:1:10: error: [fixture-not-verified] scenario 'getItem/ok': fixture 'item.json' could "
                    + "not be fully checked against the declared response: /slug: not verified: pattern too expensive "
                    + "('(?=a)(a*)*b' ran out of its matching budget)",
                "  hint: simplify the 'pattern' (a repetition inside a repetition, such as '(a*)*', is the usual cause) or "
                    + "shorten the value",
                "contracts/api.yaml:12:7: note: scenario 'getItem/ok' uses this fixture",
            ])
    }

    /// The done-when case of issue 17: `(a*)*b` against 5,000 `a`s. The linear matcher settles it
    /// (it does not match), so `fixtures verify` reports the mismatch instead of hanging.
    @Test func theNestedRepetitionAgainstFiveThousandAsIsAFinding() throws {
        let schema = "{ type: object, properties: { slug: { type: string, pattern: \"(a*)*b\" } } }"
        let fixture = "{\"slug\": \"\(String(repeating: "a", count: 5_000))\"}"
        let lines = try verify(BoundedWorkTests.contract(schema: schema, fixture: fixture))
        #expect(
            lines.first
                == "fixtures/item.json:1:10: error: [fixture-shape] scenario 'getItem/ok': fixture 'item.json' does not "
                + "match the declared response: /slug: expected a string matching '(a*)*b', got '\(String(repeating: "a", count: 60))…'"
        )
    }

    @Test func aMalformedFixtureThatCannotBeCheckedIsNotCountedAsMalformed() throws {
        let schema = "{ type: object, properties: { slug: { type: string, pattern: \"(?=a)(a*)*b\" } } }"
        let fixture = "{\"slug\": \"\(String(repeating: "a", count: 5_000))\"}"
        let lines = try verify(BoundedWorkTests.contract(schema: schema, fixture: fixture, expect: ", expect: decoding"))
        #expect(lines.first?.contains("[fixture-not-verified]") == true)
        #expect(!lines.contains { $0.contains("fixture-not-malformed") })
    }
}
