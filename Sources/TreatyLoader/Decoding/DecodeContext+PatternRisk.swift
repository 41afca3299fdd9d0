import Foundation
import TreatyContract
import TreatyTooling
import TreatyYAML

/// What a `pattern` is: one that does not compile, or one that does, with what makes backtracking
/// engines take exponential time on it, if anything (see ``BacktrackingRisk``).
enum PatternVerdict {
    case invalid
    case valid(risk: BacktrackingRisk.Finding?)
}

extension DecodeContext {
    /// The verdict on `pattern`, worked out at the first use of its spelling in this file and
    /// remembered (by ``ExactSpelling``: the analysis reads scalars).
    mutating func verdict(on pattern: String) -> PatternVerdict {
        let spelling = ExactSpelling(pattern)
        if let known = patternVerdicts[spelling] { return known }
        let verdict: PatternVerdict =
            (try? NSRegularExpression(pattern: PatternSpelling.icu(pattern))) == nil
            ? .invalid : .valid(risk: BacktrackingRisk.find(in: PatternSpelling.icu(pattern)))
        patternVerdicts[spelling] = verdict
        return verdict
    }
}

extension Diagnostic {
    static func catastrophicPattern(_ pattern: String, _ finding: BacktrackingRisk.Finding, at location: FileLocation)
        -> Diagnostic
    {
        let why: String
        switch finding.kind {
        case .nestedRepetition: why = "repeats a part that can itself repeat"
        case .overlappingAlternatives: why = "repeats alternatives that can start with the same character"
        case .adjacentRepetitions: why = "repeats neighbouring repetitions that can match the same characters"
        }
        return Diagnostic(
            .warning, "catastrophic-pattern",
            "'pattern' value '\(pattern)' can backtrack catastrophically: '\(finding.part)' \(why), so regular-expression "
                + "engines that backtrack (ICU, JavaScript, Java, PCRE) can take exponential time on a long string that does not match",
            at: location,
            hint: "make each character matchable in only one way, e.g. '(a+)+' as 'a+'; Treaty's own matcher is linear, "
                + "but the clients and servers sharing the contract may not be")
    }
}
