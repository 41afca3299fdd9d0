import Testing
import TreatyContract
import TreatyTooling

/// `ExactSpelling` keys caches by bytes: the same bytes always meet, however the string was made,
/// and canonically equal spellings never do.
@Suite struct ExactSpellingTests {
    @Test func theSameBytesAreOneKeyHoweverTheStringWasMade() {
        let literal = "https://api.github.com/repos/octocat/Hello-World/issues{/number}"
        let sliced = String(("[" + literal + "]").dropFirst().dropLast())
        let built = String(decoding: Array(literal.utf8), as: UTF8.self)
        let bridged = String(describing: Substring(literal))
        for other in [sliced, built, bridged] {
            #expect(ExactSpelling(other) == ExactSpelling(literal))
            #expect(ExactSpelling(other).hashValue == ExactSpelling(literal).hashValue)
        }
        #expect(ExactSpelling("short") == ExactSpelling(String("a short".dropFirst(2))))
    }

    @Test func canonicallyEqualSpellingsAreTwoKeys() {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        #expect(ExactSpelling(composed) != ExactSpelling(decomposed))
        let cache: [ExactSpelling: Int] = [ExactSpelling(composed): 1, ExactSpelling(decomposed): 2]
        #expect(cache.count == 2)
    }

    @Test func aPrefixIsAnotherKey() {
        #expect(ExactSpelling("token") != ExactSpelling("token "))
        #expect(ExactSpelling("") == ExactSpelling(String("x".dropFirst())))
        #expect(ExactSpelling("") != ExactSpelling("\u{0}"))
    }
}
