import TreatyContract

/// "Did you mean" support: the closest allowed word to a misspelt one.
enum Suggestion {
    /// The candidate nearest to `word` by edit distance, when it is close enough to be a likely typo.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = EditDistance.between(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let tolerance = max(1, min(3, word.count / 3))
        return best.distance <= tolerance ? best.candidate : nil
    }
}
