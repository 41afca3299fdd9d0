import Testing
import TreatyContract

/// `${NAME}` references are found byte by byte in ASCII text and character by character otherwise;
/// both searches must give the same answer.
@Suite struct EnvironmentReferenceTests {
    @Test func aReferenceIsADollarBraceClosedLater() {
        #expect(EnvironmentReference.contains("Bearer ${API_TOKEN}"))
        #expect(EnvironmentReference.contains("${}"))
        #expect(!EnvironmentReference.contains("Bearer $API_TOKEN"))
        #expect(!EnvironmentReference.contains("}${TOKEN"))
        #expect(!EnvironmentReference.contains("$ {TOKEN}"))
        #expect(EnvironmentReference.contains("clé ${TOKEN}"))
        #expect(!EnvironmentReference.contains("clé ${TOKEN"))
    }

    /// Every string of up to six characters over `$`, `{`, `}` and a letter.
    @Test func bothSearchesAgreeOnEveryShortASCIIText() {
        var texts = [""]
        var compared = 0
        for _ in 1...6 {
            texts = texts.flatMap { prefix in ["$", "{", "}", "a"].map { prefix + $0 } }
            for text in texts {
                #expect(
                    EnvironmentReference.contains(text) == EnvironmentReference.containsInCharacters(text),
                    "\(text)")
                compared += 1
            }
        }
        #expect(compared == 4 + 16 + 64 + 256 + 1024 + 4096)
    }
}
