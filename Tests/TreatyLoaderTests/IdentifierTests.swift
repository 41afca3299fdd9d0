import Testing

@testable import TreatyLoader

/// Names that become Swift identifiers: ASCII letters, digits and `_`, not starting with a digit.
@Suite struct IdentifierTests {
    @Test(arguments: ["a", "_", "getThing", "Thing_2", "x9", "_9", "ABC"])
    func asciiWordsAreValid(_ name: String) {
        #expect(Identifier.isValid(name))
    }

    /// Letters outside ASCII are letters, but not ones every reader of generated code can type;
    /// an Arabic-Indic digit is a digit, but not Swift's.
    @Test(arguments: ["", "9a", "get-thing", "a b", "é", "caf\u{E9}", "Ω", "\u{0661}", "🚀launch", "a\u{0}", "a\n}"])
    func anythingElseIsNot(_ name: String) {
        #expect(!Identifier.isValid(name))
    }
}
