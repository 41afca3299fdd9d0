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

    /// ECMA-262 (Annex B) reads a brace that is no part of a quantifier as itself; ICU refuses
    /// it, so it is escaped. Quantifiers, escapes (`\p{L}`) and classes keep theirs.
    @Test func aBraceThatIsNoQuantifierIsEscaped() throws {
        #expect(PatternSpelling.icu("^(?:{[0-9a-f]{4}}|x)$") == #"^(?:\{[0-9a-f]{4}\}|x)$"#)
        #expect(PatternSpelling.icu("a{,3}b}") == #"a\{,3\}b\}"#)
        for pattern in [#"a{2}b{1,}c{3,4}"#, #"\p{L}{2}"#, #"[{}]"#, #"\{x\}"#, #"\u{1F600}"#] {
            #expect(PatternSpelling.icu(pattern) == pattern, "\(pattern)")
        }
        // The GUID in braces readme.io's examples hold, as real documents write it.
        let guid = "^(?:{[0-9a-fA-F]{4}(?:-?[0-9a-fA-F]{4}){7}}|[0-9a-fA-F]{4}(?:-?[0-9a-fA-F]{4}){7})$"
        let compiled = try #require(CompiledPattern(guid))
        #expect(compiled.isLinear)
        var budget = PatternBudget(steps: 1_000_000)
        let id = "0123-4567-89ab-cdef-0123-4567-89ab-cdef"
        #expect(compiled.search("{" + id + "}", budget: &budget) == .match)
        #expect(compiled.search(id, budget: &budget) == .match)
        #expect(compiled.search("{" + id, budget: &budget) == .noMatch)
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
