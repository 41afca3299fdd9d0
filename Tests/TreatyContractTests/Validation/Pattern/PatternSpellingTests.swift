import Foundation
import Testing

@testable import TreatyContract

/// JSON Schema's patterns are ECMA-262's; ICU names groups more narrowly. What ICU refuses only
/// for a group's name is respelled, and nothing else changes.
@Suite struct PatternSpellingTests {
    @Test func groupNamesICURefusesAreRenamedAndTheirReferencesWithThem() {
        #expect(PatternSpelling.icu(#"^(?<token_config_id>[a-z]+):(?<json_path>.*?)$"#) == #"^(?<g1>[a-z]+):(?<g2>.*?)$"#)
        #expect(PatternSpelling.icu(#"(?<$id>\d)-\k<$id>"#) == #"(?<g1>\d)-\k<g1>"#)
        // A name the pattern already uses is not taken again.
        #expect(PatternSpelling.icu("(?<g1>a)(?<x_y>b)") == "(?<g1>a)(?<g2>b)")
    }

    @Test func everyOtherPatternIsLeftAsWritten() {
        for pattern in [
            "^[a-z]+$", "(?<name>a)\\k<name>", "(?<=a)b", "(?<!a)b", "[(?<a_b>]", #"\(?<a_b>"#, "(?<a-b>c)", "(?<>c)",
            "a<b>", "",
        ] {
            #expect(PatternSpelling.icu(pattern) == pattern, "\(pattern)")
        }
    }

    /// Cloudflare's API description holds this pattern; ICU refused it for its group names.
    @Test func aPatternWithECMAGroupNamesValidatesStrings() throws {
        let pattern = #"^(?<token_config_id>[a-z0-9\-]{32,36}):\$(?<json_path>.*?)$"#
        #expect((try? NSRegularExpression(pattern: pattern)) == nil)
        let compiled = try #require(CompiledPattern(pattern))
        #expect(compiled.isLinear)
        var budget = PatternBudget(steps: 1_000_000)
        #expect(compiled.search(String(repeating: "a", count: 32) + ":$.x", budget: &budget) == .match)
        #expect(compiled.search(String(repeating: "a", count: 31) + ":$.x", budget: &budget) == .noMatch)
        // The name is read by the sampler too: the shortest string it matches.
        #expect(ShapeSampler.PatternExample.of(pattern, limit: 100) == String(repeating: "a", count: 32) + ":$")
    }

    /// Names that are not identifiers stay invalid, as they are for ECMA-262.
    @Test func aNameThatIsNoIdentifierIsStillRefused() {
        #expect(CompiledPattern("(?<a-b>c)") == nil)
        #expect(CompiledPattern("(?<1a>c)") == nil)
        #expect(CompiledPattern(#"(?<a_b>c)\k<c_d>"#) == nil)
    }
}
