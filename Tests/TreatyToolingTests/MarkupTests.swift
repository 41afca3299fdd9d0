import Testing
import TreatyContract
import TreatyTooling

/// Reports escape what generated Swift and YAML escape: one predicate (``VisibleScalars``), so a
/// zero-width space or a bidirectional override a server sent shows in every report, while an
/// emoji built with joiners stays whole.
@Suite struct MarkupTests {
    @Test(arguments: [
        ("a\u{200B}b", #"a\u{200B}b"#),
        ("a\u{202E}b", #"a\u{202E}b"#),
        ("a\u{1B}b", #"a\u{1B}b"#),
        ("a\u{E000}b", #"a\u{E000}b"#),
        ("a\u{FE0F}", #"a\u{FE0F}"#),
        ("👩\u{200D}💻 ❤\u{FE0F} café", "👩\u{200D}💻 ❤\u{FE0F} café"),
    ])
    func everyContextEscapesTheSameCharacters(_ text: String, _ shown: String) {
        #expect(Markup.terminal(text) == shown)
        #expect(Markup.escape(text) == shown)
        #expect(Markup.cell(text) == shown)
    }

    @Test func newlinesAndTabsKeepTheirContextsRules() {
        #expect(Markup.terminal("a\nb") == "a\nb")
        #expect(Markup.escape("a\n\tb") == "a\n\tb")
        #expect(Markup.cell("a\n\tb") == "a  b")
    }
}
