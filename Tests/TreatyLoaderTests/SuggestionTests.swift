import Testing

@testable import TreatyLoader

/// "Did you mean": the same answer whatever order the names come in, and bounded work on
/// untrusted input.
@Suite struct SuggestionTests {
    @Test func equallyCloseNamesGiveTheFirstInSortedOrderWhateverTheirOrder() {
        #expect(Suggestion.closest(to: "Usr", among: ["User", "Use"]) == "Use")
        #expect(Suggestion.closest(to: "Usr", among: ["Use", "User"]) == "Use")
        #expect(Suggestion.closest(to: "limt", among: ["lint", "limit", "Loop"]) == "limit")
        #expect(Suggestion.closest(to: "paht", among: ["path", "query"]) == "path")
        #expect(Suggestion.closest(to: "zzzz", among: ["path", "query"]) == nil)
    }

    @Test func longWordsAndCrowdsOfCandidatesGetNoSuggestion() {
        let long = String(repeating: "a", count: Suggestion.longestWord + 1)
        #expect(Suggestion.closest(to: long, among: [long + "b"]) == nil)
        // 2,001 names of the word's length: too many to compare; 100 of them are fine.
        let crowd = (0...Suggestion.mostCandidates).map { "a" + String(repeating: "0", count: 6 - String($0).count) + String($0) }
        #expect(Suggestion.closest(to: "a000000", among: crowd) == nil)
        #expect(Suggestion.closest(to: "a000000", among: Array(crowd.prefix(100))) == "a000000")
    }
}
