import Testing
import TreatyContract

/// The one predicate every escaper asks (`isInvisibleOrControl`, read in context by
/// `VisibleScalars`), checked category by category, and the narrower set lint refuses.
@Suite struct HiddenCharactersTests {
    /// A scalar a reader could not see, and the Unicode class that makes it so.
    struct Invisible: CustomTestStringConvertible, Sendable {
        let category: String
        let scalar: Unicode.Scalar
        var testDescription: String { "\(category) U+\(String(scalar.value, radix: 16, uppercase: true))" }
    }

    static let invisible: [Invisible] = [
        ("Cc C0", 0x07), ("Cc C1 next line", 0x85), ("Cc delete", 0x7F),
        ("Cf soft hyphen", 0xAD), ("Cf zero-width space", 0x200B), ("Cf word joiner", 0x2060),
        ("Cf byte-order mark", 0xFEFF), ("Cf interlinear annotation", 0xFFF9), ("Cf language tag", 0xE0001),
        ("Cf Arabic number sign", 0x0600),
        ("Zl line separator", 0x2028), ("Zp paragraph separator", 0x2029),
        ("Zs no-break space", 0xA0), ("Zs em space", 0x2003), ("Zs narrow no-break space", 0x202F),
        ("Zs ideographic space", 0x3000),
        ("default-ignorable combining grapheme joiner", 0x034F), ("default-ignorable Hangul filler", 0x3164),
        ("default-ignorable variation selector alone", 0xFE0F), ("default-ignorable variation selector 17", 0xE0100),
        ("default-ignorable Mongolian selector", 0x180B), ("default-ignorable reserved", 0xE0000),
        ("bidi right-to-left override", 0x202E), ("bidi isolate", 0x2067), ("bidi Arabic letter mark", 0x061C),
        ("bidi right-to-left mark", 0x200F),
        ("noncharacter FDD0", 0xFDD0), ("noncharacter FFFE", 0xFFFE), ("noncharacter 10FFFF", 0x10FFFF),
        ("Co private use", 0xE000), ("Co plane 15 private use", 0xF0000),
    ].map { Invisible(category: $0.0, scalar: Unicode.Scalar($0.1)!) }

    /// Text a reader sees as written: letters of several scripts, combining marks, emoji and
    /// their sequences (variation selector, zero-width joiner, skin tone, tag flag), the plain space.
    static let visible = [
        "plain words", "café", "cafe\u{301}", "Ωμέγα", "日本語", "עברית", "العربية", "한국어", "n\u{303}\u{323}", "😀",
        "\u{2764}\u{FE0F}", "\u{1F469}\u{200D}\u{1F4BB}", "\u{1F44D}\u{1F3FD}", "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",
        "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "x\u{20E3}", "\u{FFFD}",
    ]

    @Test(arguments: invisible)
    func eachInvisibleCategoryIsEscaped(sample: Invisible) {
        #expect(sample.scalar.isInvisibleOrControl)
        let text = "a" + String(sample.scalar) + "b"
        #expect(Array(VisibleScalars(text.unicodeScalars).map { $0.invisible }) == [false, true, false])
        #expect(text.visiblyEscaped == "a" + sample.scalar.visibleEscape + "b")
    }

    @Test(arguments: visible)
    func visibleTextIsKeptAsWritten(text: String) {
        #expect(!VisibleScalars(text.unicodeScalars).contains { $0.invisible })
        #expect(text.visiblyEscaped == text)
    }

    @Test func emojiJoinersAreInvisibleOutsideAnEmoji() {
        #expect("a\u{FE0F}".visiblyEscaped == "a\\u{FE0F}")
        #expect("a\u{200D}b".visiblyEscaped == "a\\u{200D}b")
        #expect("\u{200D}\u{1F4BB}".visiblyEscaped == "\\u{200D}\u{1F4BB}")
        // A keycap's base is ASCII, so its selector shows; the enclosing keycap mark is visible.
        #expect("1\u{FE0F}\u{20E3}".visiblyEscaped == "1\\u{FE0F}\u{20E3}")
        // After an emoji's joiners, an invisible scalar that joins nothing is still escaped.
        #expect("\u{1F600}\u{200B}".visiblyEscaped == "\u{1F600}\\u{200B}")
        #expect("\u{1F600}\u{FE0F} \u{FE0F}".visiblyEscaped == "\u{1F600}\u{FE0F} \\u{FE0F}")
    }

    @Test func controlsKeepTheirShortEscapes() {
        #expect("line\nbreak\r\ttab\u{2028}".visiblyEscaped == "line\\nbreak\\r\\ttab\\u{2028}")
    }

    /// Lint refuses exactly Cc, Zl, Zp, the bidirectional controls and the byte-order mark, and
    /// every one of them is also escaped.
    @Test func hiddenOrControlIsTheRefusedPartOfInvisible() {
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let refused =
                [.control, .lineSeparator, .paragraphSeparator].contains(properties.generalCategory)
                || properties.isBidiControl || value == 0xFEFF
            let escaped = scalar.isInvisibleOrControl || !(scalar.isHiddenOrControl || scalar.isNoncharacter)
            if scalar.isHiddenOrControl != refused || !escaped { wrong.append(String(value, radix: 16)) }
        }
        #expect(wrong == [])
    }
}
