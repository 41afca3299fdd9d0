import TreatyContract
import TreatyYAML

extension DecodeContext {
    /// Warns, at the `pattern`'s value, when backtracking engines can take exponential time on it
    /// (see ``BacktrackingRisk``).
    mutating func lintBacktracking(_ pattern: String, at node: YAMLNode) {
        guard let finding = BacktrackingRisk.find(in: pattern) else { return }
        report(.catastrophicPattern(pattern, finding, at: location(node)))
    }
}

extension Diagnostic {
    static func catastrophicPattern(_ pattern: String, _ finding: BacktrackingRisk.Finding, at location: SourceLocation)
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
