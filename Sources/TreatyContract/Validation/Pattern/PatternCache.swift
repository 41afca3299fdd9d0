/// Compiled `pattern`s, kept per validator so each is compiled once.
final class PatternCache: Sendable {
    private let compiled = Protected<[String: CompiledPattern?]>([:])

    /// Searches `text` for `pattern` within `budget`; nil when the pattern does not compile
    /// (reported by lint, not by validation).
    func search(_ pattern: String, _ text: String, budget: inout PatternBudget) -> PatternOutcome? {
        compiledPattern(pattern)?.search(text, budget: &budget)
    }

    func compiledPattern(_ pattern: String) -> CompiledPattern? {
        if let cached = compiled.withLock({ $0[pattern] }) { return cached }
        let compiledPattern = CompiledPattern(pattern)
        compiled.withLock { $0[pattern] = compiledPattern }
        return compiledPattern
    }
}
