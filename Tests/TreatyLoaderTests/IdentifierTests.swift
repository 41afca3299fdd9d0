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

    /// Names derived from titles and operation ids: words joined, an apostrophe joining the
    /// letters around it (GitHub's description is titled "GitHub's official OpenAPI spec + …").
    @Test func derivedNamesJoinWordsAndApostrophes() {
        #expect(Identifier.typeName(from: "Swagger Petstore") == "SwaggerPetstore")
        #expect(
            Identifier.typeName(from: "GitHub's official OpenAPI spec + Octokit extension")
                == "GitHubsOfficialOpenAPISpecOctokitExtension")
        #expect(Identifier.typeName(from: "Bob\u{2019}s API") == "BobsAPI")
        #expect(Identifier.lowerCamel(from: "don't-list pets", fallback: "get") == "dontListPets")
        #expect(Identifier.lowerCamel(from: "'", fallback: "get") == "get")
    }

    /// ASCII text is read byte by byte; it gives the names reading it character by character gives.
    @Test func asciiTextGivesTheNamesCharactersGive() {
        let alphabet: [Character] = Array("aZ09_-/ {}.'\tkQ7") + ["\r", "\n", "\r\n"]
        var random = LoaderFuzzTests.SplitMix(state: 47)
        var texts = ["GET /repos/{owner}/{repo}", "apps/get-authenticated", "9lives", "'tis", "", "--", "a'b c", "x\r\ny"]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0..<12, using: &random)
            texts.append(String((0..<length).map { _ in alphabet.randomElement(using: &random)! }))
        }
        for text in texts {
            #expect(
                Identifier.asciiLowerCamel(from: text, fallback: "get")
                    == Identifier.charactersLowerCamel(from: text, fallback: "get"), "\(text.debugDescription)")
        }
        #expect(Identifier.lowerCamel(from: "GET /repos/{owner}/{repo}", fallback: "get") == "gETReposOwnerRepo")
        #expect(Identifier.lowerCamel(from: "café au lait", fallback: "get") == "cafAuLait")
    }
}
