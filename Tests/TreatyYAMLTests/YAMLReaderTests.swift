import Testing
import TreatyYAML

@Suite struct YAMLReaderTests {
    func read(_ text: String) throws(YAMLError) -> YAMLNode? {
        try YAMLReader().read(Array(text.utf8))
    }

    func failure(_ text: String, limits: YAMLReader.Limits = .init()) -> YAMLError? {
        do {
            _ = try YAMLReader(limits: limits).read(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    func value(_ node: YAMLNode?, _ key: String) -> YAMLNode? {
        node?.mapping?.first { $0.keyText == key }?.value
    }

    @Test func marksAreOneBased() throws {
        let root = try read("a: 1\nb:\n  c: [x, y]\n")
        #expect(root?.mark == YAMLMark(line: 1, column: 1))
        let c = value(value(root, "b"), "c")
        #expect(c?.mark == YAMLMark(line: 3, column: 6))
        #expect(c?.sequence?[1].mark == YAMLMark(line: 3, column: 10))
    }

    @Test func coreSchemaScalars() throws {
        let root = try read(
            """
            t: true
            f: False
            n: null
            tilde: ~
            empty:
            i: -42
            hex: 0x1F
            big: 123456789012345678901234567890
            f1: 1.5
            f2: 1e3
            quoted: "3"
            single: 'true'
            yes: yes
            on: on
            text: hello
            """)
        let expected: [(String, ResolvedScalar)] = [
            ("t", .bool(true)), ("f", .bool(false)), ("n", .null), ("tilde", .null), ("empty", .null),
            ("i", .integer("-42")), ("hex", .integer("31")), ("big", .integer("123456789012345678901234567890")),
            ("f1", .float("1.5")), ("f2", .float("1e3")), ("quoted", .string("3")), ("single", .string("true")),
            ("yes", .string("yes")), ("on", .string("on")), ("text", .string("hello")),
        ]
        for (key, resolved) in expected {
            #expect(value(root, key)?.scalar?.resolved == resolved, "\(key)")
        }
    }

    @Test func aliasesAreExpanded() throws {
        let root = try read("base: &b { x: 1 }\ncopy: *b\n")
        #expect(value(value(root, "copy"), "x")?.scalar?.resolved == .integer("1"))
        #expect(value(root, "copy")?.mark == YAMLMark(line: 2, column: 7))
    }

    @Test func aliasBombIsRefused() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let error = failure(text)
        #expect(error?.rule == "yaml-alias-limit")
        #expect(error?.mark.line ?? 0 >= 6)
    }

    @Test func deepNestingIsRefused() {
        let depth = 5_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let error = failure(text)
        #expect(error?.rule == "yaml-too-deep")
        #expect(error?.mark == YAMLMark(line: 1, column: 129))
    }

    @Test func duplicateKeyIsLocatedAtTheSecondKey() {
        let error = failure("name: a\nother: 1\nname: b\n")
        #expect(error?.rule == "yaml-duplicate-key")
        #expect(error?.mark == YAMLMark(line: 3, column: 1))
        #expect(error?.message == "duplicate key 'name'; it was first given at line 1, column 1")
        #expect(error?.context == YAMLError.Context(mark: YAMLMark(line: 1, column: 1), message: "'name' was first given here"))
    }

    /// Mappings past 16 keys look keys up in an index, smaller ones scan: both find a duplicate, and
    /// neither confuses the keys of nested or sibling mappings.
    @Test func duplicateKeysAreFoundInMappingsOfEverySize() throws {
        for size in [2, 15, 16, 17, 40] {
            let keys = (0..<size).map { "k\($0): { k0: 1, k1: { k0: 2 } }" }
            #expect(try read(keys.joined(separator: "\n") + "\n") != nil, "\(size) keys")
            let error = failure((keys + ["k1: again"]).joined(separator: "\n") + "\n")
            #expect(error?.rule == "yaml-duplicate-key", "\(size) keys")
            #expect(error?.mark == YAMLMark(line: size + 1, column: 1), "\(size) keys")
            #expect(error?.context?.mark == YAMLMark(line: 2, column: 1), "\(size) keys")
            let inner = (keys + ["last: { a: 1, b: 2, a: 3 }"]).joined(separator: "\n") + "\n"
            #expect(failure(inner)?.mark == YAMLMark(line: size + 1, column: 21), "\(size) keys")
        }
    }

    @Test func secondDocumentIsRefused() {
        let error = failure("a: 1\n---\nb: 2\n")
        #expect(error?.rule == "yaml-multiple-documents")
        #expect(error?.mark.line == 2)
    }

    @Test func tabIndentationIsNamed() {
        let error = failure("a:\n\tb: 1\n")
        #expect(error?.rule == "yaml-tab-indent")
        #expect(error?.mark == YAMLMark(line: 2, column: 1))
    }

    @Test func emptyFileHasNoDocument() throws {
        #expect(try read("") == nil)
        #expect(try read("# only a comment\n") == nil)
    }

    @Test func byteOrderMarkAndCRLFAreAccepted() throws {
        let root = try YAMLReader().read([0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb: 2\r\n".utf8))
        #expect(value(root, "b")?.mark == YAMLMark(line: 2, column: 4))
    }

    @Test func invalidUTF8IsLocated() {
        do {
            _ = try YAMLReader().read(Array("a: ok\nb: ".utf8) + [0xFF, 0xFE] + Array("\n".utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.rule == "yaml-invalid-encoding")
            #expect(error.mark == YAMLMark(line: 2, column: 4))
        }
    }

    /// JSON writes a character above U+FFFF as a surrogate pair, which libyaml alone refuses.
    @Test func aJSONSurrogatePairReadsAsItsCharacter() throws {
        let root = try read(#"{"a": "\ud83d\ude80\uD83D\uDE80!", "b": 1}"#)
        #expect(value(root, "a")?.scalar?.text == "🚀🚀!")
        // Columns after the pairs are the file's, not the shorter rewrite's.
        #expect(root?.mapping?.last?.key.mark == YAMLMark(line: 1, column: 36))
        #expect(value(root, "b")?.mark == YAMLMark(line: 1, column: 41))
        let error = failure(#"{"a": "\ud83d\ude80", "a": 1}"#)
        #expect(error?.rule == "yaml-duplicate-key")
        #expect(error?.mark == YAMLMark(line: 1, column: 23))
    }

    @Test func aLoneSurrogateInJSONIsLocated() {
        let high = failure("{\"a\": 1,\n \"b\": \"x\\ud83d\"}")
        #expect(high?.rule == "yaml-syntax")
        #expect(high?.mark == YAMLMark(line: 2, column: 9))
        #expect(high?.message == #"lone high surrogate '\uD83D' in a JSON string; expected a '\uDC00'-'\uDFFF' escape after it"#)
        let low = failure(#"["\ude80"]"#)
        #expect(low?.mark == YAMLMark(line: 1, column: 3))
        #expect(low?.message == #"lone low surrogate '\uDE80' in a JSON string; it must follow a high surrogate"#)
    }

    @Test func syntaxErrorIsLocated() {
        let error = failure("a: [1, 2\nb: 3\n")
        #expect(error?.rule == "yaml-syntax")
        #expect(error?.mark.line == 2)
        #expect(
            error?.context == YAMLError.Context(mark: YAMLMark(line: 1, column: 4), message: "the flow sequence started here"))
    }

    /// The `{` that was never closed is named beside the place libyaml noticed it, with the fix.
    @Test func anUnclosedFlowMappingNamesWhereItStarted() {
        let error = failure("a:\n  b: { pattern: \"x\"\n\nc: 1\n")
        #expect(error?.mark == YAMLMark(line: 4, column: 1))
        #expect(error?.message == "did not find expected ',' or '}' while parsing a flow mapping")
        #expect(error?.context == YAMLError.Context(mark: YAMLMark(line: 2, column: 6), message: "the flow mapping started here"))
        #expect(error?.hint == "close the mapping opened at line 2, column 6 with '}', or quote the value if the '{' is text")
    }

    @Test func anUnclosedStringNamesItsQuote() {
        let error = failure("treaty: 1\nname: \"Shop\nversion: 1\n")
        #expect(error?.mark == YAMLMark(line: 4, column: 1))
        #expect(
            error?.context == YAMLError.Context(mark: YAMLMark(line: 2, column: 7), message: "the quoted string started here"))
        #expect(error?.hint == "close the string opened at line 2, column 7 with its quote")
    }

    @Test func anErrorWithNoEnclosingConstructHasNoContext() {
        let error = failure("a: b: c\n")
        #expect(error?.rule == "yaml-syntax")
        #expect(error?.context == nil)
    }

    @Test func tagsOutsideTheCoreSchemaAreRefused() {
        let refused: [(String, YAMLMark, String)] = [
            ("a: !include x.yaml\n", YAMLMark(line: 1, column: 4), "tag '!include' is not supported"),
            ("a: !!python/object:os.system [ls]\n", YAMLMark(line: 1, column: 4), "tag '!!python/object:os.system'"),
            ("a:\n  - !Ref {}\n", YAMLMark(line: 2, column: 5), "tag '!Ref' is not supported"),
            ("a: !!int 1.5\n", YAMLMark(line: 1, column: 4), "tag '!!int' does not fit the value '1.5'"),
            ("a: !!bool yes\n", YAMLMark(line: 1, column: 4), "tag '!!bool' does not fit the value 'yes'"),
            ("a: !!map x\n", YAMLMark(line: 1, column: 4), "tag '!!map' does not fit the value 'x'"),
            ("a: !!map [1]\n", YAMLMark(line: 1, column: 4), "tag '!!map' does not fit a sequence"),
        ]
        for (text, mark, message) in refused {
            let error = failure(text)
            #expect(error?.rule == "yaml-tag", "\(text)")
            #expect(error?.mark == mark, "\(text)")
            #expect(error?.message.hasPrefix(message) == true, "\(text)")
        }
    }

    @Test func coreTagsThatFitAreRead() throws {
        let root = try read("s: !!str 3\ni: !!int 0x1F\nf: !!float 2\nn: !!null ~\nm: !!map { b: ! 1 }\nq: !!seq []\n")
        #expect(value(root, "s")?.scalar?.resolved == .string("3"))
        #expect(value(root, "i")?.scalar?.resolved == .integer("31"))
        #expect(value(root, "f")?.scalar?.resolved == .float("2"))
        #expect(value(root, "n")?.scalar?.resolved == .null)
        #expect(value(value(root, "m"), "b")?.scalar?.resolved == .string("1"))
        #expect(value(root, "q")?.sequence?.isEmpty == true)
    }

    @Test func binaryJunkNeverCrashes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let bytes = (0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = try? YAMLReader().read(bytes)
        }
        let junk: [UInt8] = [0x00, 0x01, 0x7F, 0x80, 0x3A, 0x0A, 0x5B]
        #expect((try? YAMLReader().read(junk)) == nil)
    }
}
