import Testing

@testable import TreatyGenerator

/// Contract text reaches generated Swift through `SwiftLiteral`, which escapes every scalar a
/// reader could not see (the predicate `HiddenCharactersTests` checks class by class) and keeps
/// everything that shows, emoji sequences included.
@Suite struct SwiftLiteralTests {
    /// One scalar of each invisible class: Cc (C0, C1), Cf (zero-width space, byte-order mark,
    /// tag), Zl, Zp, Zs (no-break, ideographic), default-ignorable (grapheme joiner, a variation
    /// selector alone, a supplementary one), bidirectional controls, noncharacters, private use.
    static let everyClass =
        "\u{7}\u{85}\u{200B}\u{FEFF}\u{E0001}\u{2028}\u{2029}\u{A0}\u{3000}\u{34F}\u{FE0F}\u{E0100}"
        + "\u{202E}\u{2067}\u{FFFE}\u{E000}\u{F0000}"

    /// Letters, combining marks and emoji (with a variation selector, a zero-width joiner, a skin tone).
    static let shows = "café cafe\u{301} 日本語 עברית 😀 \u{2764}\u{FE0F} \u{1F469}\u{200D}\u{1F4BB} \u{1F44D}\u{1F3FD}"

    @Test func stringLiteralEscapesEveryInvisibleClass() {
        #expect(
            SwiftLiteral.string("a" + Self.everyClass + "b")
                == #""a\u{7}\u{85}\u{200B}\u{FEFF}\u{E0001}\u{2028}\u{2029}\u{A0}\u{3000}\u{34F}\u{FE0F}\u{E0100}\u{202E}\u{2067}\u{FFFE}\u{E000}\u{F0000}b""#
        )
    }

    @Test func stringLiteralKeepsWhatShows() {
        #expect(SwiftLiteral.string(Self.shows) == "\"" + Self.shows + "\"")
    }

    @Test func rawLinesFallBackToEscapesForAZeroWidthSpace() {
        #expect(
            SwiftLiteral.rawLines("{\"id\": \"a\u{200B}b\"}\n\u{2764}\u{FE0F}")
                == ["\"\"\"", #"{\"id\": \"a\u{200B}b\"}"#, "\u{2764}\u{FE0F}", "\"\"\""])
    }

    @Test func rawLinesKeepEmojiRaw() {
        #expect(SwiftLiteral.rawLines(Self.shows) == ["#\"\"\"", Self.shows, "\"\"\"#"])
    }

    @Test func commentsShowInvisibleScalars() {
        #expect(SwiftLiteral.comment("a\u{200B}b\u{A0}c\nd") == "a\\u{200B}b\\u{A0}c\\nd")
    }

    /// The whole way from a contract: an enum value with a zero-width space or a no-break space
    /// reads as what it is in the generated raw value; an emoji with its selector is kept.
    @Test func enumRawValuesShowInvisibleScalars() throws {
        let contract = try SnippetTests().generate(
            SnippetTests.header + """
                endpoints:
                  find:
                    method: GET
                    path: /find
                    request: { query: { pick: { type: string, enum: ["a\\u200Bb", "go\\u00A0on", "\u{2764}\u{FE0F}"] } } }
                    responses: { 200: {} }
                """)[0]
        #expect(
            try Snippet.declaration("        enum Pick", in: contract) == #"""
                        /// The values of the query parameter 'pick'.
                        enum Pick: String, Codable, Sendable, Equatable, CaseIterable {
                            case aB = "a\u{200B}b"
                            case goOn = "go\u{A0}on"
                            case value = "\#u{2764}\#u{FE0F}"
                        }

                """#)
    }
}
