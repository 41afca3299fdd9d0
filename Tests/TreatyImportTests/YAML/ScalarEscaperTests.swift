import Testing
import TreatyContract
import TreatyYAML

@testable import TreatyImport

/// Every string the escaper writes reads back as the same string, as a key and as a value, in
/// block and in flow style, and never as a number, boolean or null.
@Suite struct ScalarEscaperTests {
    static let corpus: [String] = [
        "", " ", "  leading", "trailing ", "a  b", "plain words", "true", "True", "TRUE", "false", "null", "Null", "NULL",
        "~", "yes", "No", "on", "OFF", "y", "n", "1", "-1", "+1", "007", "1.0", "-0", "1e3", "1E-3", ".5", "5.", "0x1f",
        "0o17", "0b101", ".inf", "-.inf", "+.INF", ".nan", ".NaN", "2.3.0", "127.0.0.1", "1_000", "12:30", "2024-01-01",
        "a: b", "a:", ":a", "a:b", "http://x.example:80/p?q=1#f", "# comment", "a #b", "a#b", "{a}", "[a]", "a, b", "a,b",
        "a{b}", "p[size]", "*alias", "&anchor", "!tag", "!!str", "|", "|-", ">", "'", "\"", "'quoted'", "\"double\"", "it's",
        "%YAML", "@at", "`tick`", "- item", "-", "--", "---", "...", "? key", "?", "<<", "=", ",", "line\nbreak", "end\n",
        "\r\n", "tab\there", "\t", "\u{0}", "\u{7}", "\u{1B}[31mred", "\u{7F}", "\u{85}", "\u{A0}", "\u{AD}", "\u{2028}",
        "\u{2029}", "\u{202E}gnp.exe", "\u{2066}x\u{2069}", "\u{200B}", "\u{FEFF}bom", "\u{FFFE}", "\u{E0001}", "🚀 launch",
        "a\u{200B}b", "love \u{2764}\u{FE0F}", "\u{1F469}\u{200D}\u{1F4BB}", "a\u{FE0F}", "\u{3000}", "\u{E000}",
        "e\u{301}", "日本語", "café", "back\\slash", "\\", "\\n", "${TOKEN}", "Bearer ${TOKEN}", "../x", "./x", ".", "..",
        "^Bearer ", "^[a-z0-9-]+$", "/v1/{id}", "$ref", "#/schemas/Name", String(repeating: "long ", count: 60),
    ]

    @Test(arguments: corpus)
    func stringReadsBackUnchanged(text: String) throws {
        let tree = YAMLTree.mapping(
            [
                .init(text, .string(text)),
                .init("flow", .mapping([.init(text, .string(text))], flow: true)),
                .init("list", .sequence([.string(text), .string(text)], flow: true)),
            ], flow: false)
        for width in [0, 10_000] {
            let yaml = YAMLRenderer(lineWidth: width).render(tree)
            let root = try #require(try YAMLReader().read(Array(yaml.utf8)))
            let pairs = try #require(root.mapping)
            try #require(pairs.count == 3, "\(yaml)")
            #expect(pairs[0].key.scalar?.resolved == .string(text), "key in \(yaml)")
            #expect(pairs[0].value.scalar?.resolved == .string(text), "value in \(yaml)")
            let flow = try #require(pairs[1].value.mapping?.first)
            #expect(flow.key.scalar?.resolved == .string(text), "flow key in \(yaml)")
            #expect(flow.value.scalar?.resolved == .string(text), "flow value in \(yaml)")
            let items = try #require(pairs[2].value.sequence)
            #expect(items.map { $0.scalar?.resolved } == [.string(text), .string(text)], "items in \(yaml)")
        }
    }

    @Test(arguments: corpus)
    func writtenTextHasOnlyVisibleCharacters(text: String) {
        let written = YAMLScalarText.escape(text)
        #expect(!VisibleScalars(written.unicodeScalars).contains { $0.invisible })
        #expect(!written.contains("\n") && !written.contains("\t") && !written.contains("\r"))
    }

    @Test func plainWhenUnambiguous() {
        let plain = ["application/json", "getProject", "^application/json", "Slow down.", "../Fixtures/API/v1", "$ref", "café"]
        #expect(plain.map { YAMLScalarText.escape($0) } == plain)
        #expect(YAMLScalarText.escape("/v1/{id}", in: .block) == "/v1/{id}")
        #expect(YAMLScalarText.escape("/v1/{id}", in: .flow) == "\"/v1/{id}\"")
    }

    @Test func escapesAreVisible() {
        #expect(YAMLScalarText.escape("a\u{202E}b\u{200B}\u{0}\n\t\"\\") == #""a\u202Eb\u200B\u0000\n\t\"\\""#)
        #expect(YAMLScalarText.escape("\u{E0001}") == #""\U000E0001""#)
        #expect(YAMLScalarText.escape("") == #""""#)
        #expect(YAMLScalarText.escape("2.3.0") == #""2.3.0""#)
    }

    /// One scalar of each invisible class (the predicate `HiddenCharactersTests` checks class by
    /// class): Cc (C0, C1), Cf (zero-width space, byte-order mark, tag), Zl, Zp, Zs (no-break,
    /// ideographic), default-ignorable (grapheme joiner, a variation selector alone, a
    /// supplementary one), bidirectional controls, noncharacters, private use.
    @Test func everyInvisibleClassIsEscaped() {
        let text =
            "a\u{7}\u{85}\u{200B}\u{FEFF}\u{E0001}\u{2028}\u{2029}\u{A0}\u{3000}\u{34F}\u{FE0F}\u{E0100}"
            + "\u{202E}\u{2067}\u{FFFE}\u{E000}\u{F0000}b"
        #expect(
            YAMLScalarText.escape(text)
                == #""a\u0007\u0085\u200B\uFEFF\U000E0001\u2028\u2029\u00A0\u3000\u034F\uFE0F\U000E0100\u202E\u2067\uFFFE\uE000\U000F0000b""#
        )
    }

    /// Letters, combining marks and emoji (with a variation selector, a zero-width joiner, a skin
    /// tone) are written as they are, plain where they start with a letter.
    @Test func whatShowsIsKept() {
        let words = "café cafe\u{301} 日本語 עברית 😀 \u{2764}\u{FE0F} \u{1F469}\u{200D}\u{1F4BB} \u{1F44D}\u{1F3FD}"
        #expect(YAMLScalarText.escape(words) == words)
        #expect(YAMLScalarText.escape("😀 " + words) == "\"😀 " + words + "\"")
    }

    @Test func commentsCannotEndEarly() {
        let lines = ["Imported by treaty import from openapi.yaml — do not\nedit: x", "\u{202E}", ""]
        let yaml = YAMLRenderer().render(.mapping([.init("treaty", .integer(1))], flow: false), comments: lines)
        #expect(
            yaml == """
                # Imported by treaty import from openapi.yaml — do not\\nedit: x
                # \\u{202E}
                #
                treaty: 1

                """)
    }
}
