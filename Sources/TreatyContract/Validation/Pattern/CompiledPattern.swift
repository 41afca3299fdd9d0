import Foundation

/// One `pattern`, ready to search strings within a ``PatternBudget``.
///
/// Patterns written with the syntax API contracts use (literals, sets, `\d` `\w` `\s`, `.`,
/// anchors, groups, alternation and every quantifier) run on the linear matcher
/// (``PatternProgram``), which cannot backtrack. Anything else (lookaround, backreferences,
/// `\b`, `\p{…}`, inline flags, very large counted repetitions) runs on ICU through
/// `NSRegularExpression`, which reports its progress about every
/// ``icuStepsPerProgressReport`` steps; the search is stopped when the budget runs out.
final class CompiledPattern: Sendable {
    private enum Engine: @unchecked Sendable {
        case linear(PatternProgram)
        /// `NSRegularExpression` is immutable once made and safe to share between threads.
        case icu(NSRegularExpression)
    }

    /// How many ICU steps one progress report stands for (ICU's matcher ticks every 10,000 steps).
    static let icuStepsPerProgressReport = 10_000

    private let engine: Engine

    /// Compiles `pattern`; nil when it is not a valid regular expression (lint reports that).
    init?(_ pattern: String) {
        let spelled = PatternSpelling.icu(pattern)
        guard let expression = try? NSRegularExpression(pattern: spelled, options: []) else {
            return nil
        }
        if let node = PatternParser.parse(spelled), let program = PatternProgram(node) {
            engine = .linear(program)
        } else {
            engine = .icu(expression)
        }
    }

    /// Whether the linear matcher runs this pattern.
    var isLinear: Bool {
        if case .linear = engine { return true }
        return false
    }

    /// Searches `text` for the pattern (JSON Schema patterns are not anchored), spending steps
    /// from `budget` after granting the text's allowance.
    func search(_ text: String, budget: inout PatternBudget) -> PatternOutcome {
        guard !budget.isExpired else { return .tooExpensive(.deadline) }
        switch engine {
        case .linear(let program):
            budget.grant(forLength: text.utf8.count)
            var steps = budget.remaining
            let found = program.matches(text, budget: &steps)
            budget.spend(budget.remaining - steps)
            return found.map { $0 ? .match : .noMatch } ?? .tooExpensive(.budget)
        case .icu(let expression):
            return CompiledPattern.search(text, with: expression, budget: &budget)
        }
    }

    private static func search(_ text: String, with expression: NSRegularExpression, budget: inout PatternBudget)
        -> PatternOutcome
    {
        let length = (text as NSString).length
        budget.grant(forLength: text.utf8.count)
        let allowed = budget.remaining
        let deadline = budget.deadline
        var outcome = PatternOutcome.noMatch
        var reports = 0
        let options: NSRegularExpression.MatchingOptions = [.reportProgress, .reportCompletion]
        expression.enumerateMatches(in: text, options: options, range: NSRange(location: 0, length: length)) {
            result, flags, stop in
            if result != nil {
                outcome = .match
                stop.pointee = true
            } else if flags.contains(.internalError) {
                outcome = .tooExpensive(.engineLimit)
                stop.pointee = true
            } else if flags.contains(.progress) {
                reports += 1
                if reports * icuStepsPerProgressReport > allowed {
                    outcome = .tooExpensive(.budget)
                    stop.pointee = true
                } else if reports % 16 == 0, let deadline, deadline.hasPassed {
                    outcome = .tooExpensive(.deadline)
                    stop.pointee = true
                }
            }
        }
        budget.spend(reports * icuStepsPerProgressReport + length)
        return outcome
    }
}
