import Foundation
import Testing

@testable import TreatyContract

/// The linear matcher must answer exactly as ICU (`NSRegularExpression`) does for every pattern
/// it accepts: these tests compare the two on generated and on hand-picked patterns.
@Suite struct PatternDifferentialTests {
    /// ICU's answer for an unanchored search.
    static func icu(_ pattern: String, _ text: String) -> Bool? {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The linear matcher's answer, or nil when it does not take the pattern.
    static func linear(_ pattern: String, _ text: String) -> Bool? {
        guard let node = PatternParser.parse(pattern), let program = PatternProgram(node) else { return nil }
        var budget = Int.max
        return program.matches(text.unicodeScalars.map(\.value), budget: &budget)
    }

    @Test func generatedPatternsAnswerAsICUDoes() throws {
        var random = SeededRandom(seed: 17)
        let texts = (0..<30).map { _ in PatternGenerator.text(&random) } + PatternGenerator.edgeTexts
        var compared = 0
        for _ in 0..<1_200 {
            let pattern = PatternGenerator.pattern(&random)
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            let node = try #require(PatternParser.parse(pattern), "the linear matcher should read '\(pattern)'")
            let program = try #require(PatternProgram(node), "the linear matcher should take '\(pattern)'")
            for text in texts {
                let expected = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                var budget = Int.max
                let actual = program.matches(text.unicodeScalars.map(\.value), budget: &budget)
                #expect(actual == expected, "'\(pattern)' against \(text.debugDescription)")
                compared += 1
            }
        }
        #expect(compared > 40_000)
    }

    /// ICU never matches through a lazy repetition of something that can match nothing when it
    /// sits inside another repetition; the linear matcher answers as JavaScript and Perl do.
    @Test func lazyEmptyRepetitionInsideARepetitionMatchesUnlikeICU() {
        #expect(Self.icu("(?:(?:a??)*?c)+", "c") == false)
        #expect(Self.linear("(?:(?:a??)*?c)+", "c") == true)
        #expect(Self.icu("(?:(?:a?)*c)+", "c") == true)
        #expect(Self.linear("(?:(?:a?)*c)+", "c") == true)
    }

    @Test(arguments: [
        "[a-]", "[-a]", "[a&b]", "[ a]", "[a\\-z]", "]", "[a-c-e]", "[\\w-z]", "[\\w-.]+@", "[#]", "(?<n1>a)b",
        "\\x41", "\\x{1F600}", "\\u0041", "\\U0001F600", "()", "(|a)", "a|", "[\\x41-\\x43]", "\\_", "\\é", "a{0}", "(a{0})*",
        "[\\d]", "[\\D]", "[^\\d]", "[\\^]", "[a^]", "[$]", "[.]", "[\\]]", "[a\\]b]", "[a]b]", "[a-\\x7a]", "[\\s-a]",
        "[\\n]", "a{01}", "^abc$", "abc\\Z", "abc\\z", "c$\\n", "c$\\s*$", "\\Aab", "x*?y", "x+?y", "x??y", "x{1,2}?y",
        "^[a-z0-9]+(-[a-z0-9]+)*$", "^\\d{4}-\\d{2}-\\d{2}$", "^[A-Za-z0-9+/]*={0,2}$", "^(\\+|-)?\\d+(\\.\\d+)?$",
        "[^\\S\\n]", "[^\\W\\d]", "\\.", "\\/", "^$", "$^", "(a|ab)(c|bcd)(d*)", "(a*)*b", "(a|a)*b", "(a+)+$", "[a-fc-kz]+$",
        "^[x-zb-da-c]+", "[\\d\\d\\w\\d]",
    ])
    func handPickedPatternsAnswerAsICUDoes(pattern: String) {
        #expect(Self.linear(pattern, "") != nil, "the linear matcher should take '\(pattern)'")
        for text in PatternGenerator.edgeTexts + [
            "-", "&", " ", "]", "b]", "#", "\u{1F600}", "A", "B", "y", "_", "é", "1", "٣", "^", "$",
            "x", ".", "\n", "abcd", "aaab", "aaaa", "2024-01-31", "1-2", "ab-cd", "a@b", "+1.5", "Zm9v", "Zm9=", "a b", "a\tb",
        ] {
            #expect(Self.linear(pattern, text) == Self.icu(pattern, text), "'\(pattern)' against \(text.debugDescription)")
        }
    }

    /// Every scalar assigned by Unicode 15 at the latest (so a newer Unicode in the standard
    /// library than in ICU does not count as a difference), as one text, with the scalar that
    /// starts at each UTF-16 offset.
    static let assigned: (text: String, scalarAt: [UInt32]) = {
        var text = String.UnicodeScalarView()
        var scalarAt: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age, age.major <= 15 else { continue }
            text.append(scalar)
            scalarAt.append(value)
            if value > 0xFFFF { scalarAt.append(0) }
        }
        return (String(text), scalarAt)
    }()

    /// ICU finds each member of the class in one pass over all assigned scalars; the linear
    /// matcher's set must hold exactly those.
    @Test(arguments: ["\\d", "\\w", "\\s", ".", "\\D", "\\W", "\\S", "[^\\d\\s]"])
    func classesHoldTheScalarsICUPutsInThem(pattern: String) throws {
        let (text, scalarAt) = Self.assigned
        var icu = Set<UInt32>()
        try NSRegularExpression(pattern: pattern).enumerateMatches(
            in: text, range: NSRange(location: 0, length: scalarAt.count)
        ) { result, _, _ in
            if let result { icu.insert(scalarAt[result.range.location]) }
        }
        guard case .set(let set)? = PatternParser.parse(pattern) else {
            Issue.record("'\(pattern)' should read as one set")
            return
        }
        var differences: [String] = []
        for scalar in text.unicodeScalars where set.contains(scalar.value) != icu.contains(scalar.value) {
            differences.append(String(scalar.value, radix: 16))
        }
        #expect(icu.count > 20)
        #expect(differences.isEmpty, "U+\(differences.prefix(10).joined(separator: ", U+"))")
    }

    @Test(arguments: [
        "(?=a)b", "(?!a)b", "(?<=a)b", "(?<!a)b", "(?>a+)b", "a*+b", "a++", "\\bword\\b", "\\Bx", "\\p{L}+", "\\P{L}", "(?i)abc",
        "(?i:a)b", "(a)\\1", "(?<x>a)\\k<x>", "[[a]]", "[a-z&&[^b]]", "[]a]", "\\y", "\\0101", "\\cA", "\\Qa.b\\E", "a{20000}",
        "(?#note)a", "\\h", "\\R", "\\X", "[\\b]", "[\\p{L}]", "^*a",
    ])
    func constructsBeyondTheLinearMatcherAreLeftToICU(pattern: String) throws {
        let compiled = try #require(CompiledPattern(pattern))
        #expect(!compiled.isLinear)
    }
}

/// A small deterministic generator, so a failure reproduces.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Random patterns over the syntax the linear matcher takes, and texts to try them on.
enum PatternGenerator {
    static let literals = ["a", "b", "c", "-", " ", "é", "1", "٣", "_", "\\.", "\\-", "\\n", "\\t", "\\x41", "\\u00e9", "\\/"]
    static let classes = ["\\d", "\\w", "\\s", "\\D", "\\W", "\\S", "."]
    static let sets = ["[ab]", "[^a-c]", "[\\d_]", "[a-]", "[^\\s]", "[-\\w]", "[a-c\\d]", "[é-ü]", "[^\\n]", "[\\]\\[]"]
    static let quantifiers = ["*", "+", "?", "{2}", "{0,2}", "{1,}", "*?", "+?", "??", "{1,3}?"]
    static let anchors = ["^", "$", "\\A", "\\z", "\\Z"]
    static let alphabet = ["a", "b", "c", "-", " ", "é", "1", "٣", "_", ".", "\n", "\r", "A", "\t", "/"]
    static let edgeTexts = [
        "", "a", "abc", "abc\n", "abc\r\n", "abc\r", "abc\u{2028}", "abc\n\n", "a\nb", "\n", "\r\n", "ab\u{85}",
    ]

    static func pattern(_ random: inout SeededRandom, depth: Int = 0) -> String {
        let count = Int.random(in: 1...4, using: &random)
        var items: [String] = []
        for _ in 0..<count { items.append(item(&random, depth: depth)) }
        var text = items.joined()
        if depth < 2, Int.random(in: 0..<5, using: &random) == 0 { text += "|" + pattern(&random, depth: depth + 1) }
        return text
    }

    private static func item(_ random: inout SeededRandom, depth: Int) -> String {
        let choice = Int.random(in: 0..<20, using: &random)
        if choice == 0 { return anchors.randomElement(using: &random)! }
        let atom: String
        switch choice {
        case 1...8: atom = literals.randomElement(using: &random)!
        case 9...11: atom = classes.randomElement(using: &random)!
        case 12...14: atom = sets.randomElement(using: &random)!
        default:
            let open = Bool.random(using: &random) ? "(" : "(?:"
            atom = depth < 3 ? open + pattern(&random, depth: depth + 1) + ")" : "a"
        }
        guard Int.random(in: 0..<3, using: &random) == 0 else { return atom }
        // Lazy quantifiers only on single characters: see lazyEmptyRepetitionInsideARepetitionMatchesUnlikeICU.
        let quantifier = quantifiers.randomElement(using: &random)!
        return quantifier.count > 1 && quantifier.hasSuffix("?") && choice > 14 ? atom + quantifier.dropLast() : atom + quantifier
    }

    static func text(_ random: inout SeededRandom) -> String {
        let length = Int.random(in: 0...8, using: &random)
        return (0..<length).map { _ in alphabet.randomElement(using: &random)! }.joined()
    }
}
