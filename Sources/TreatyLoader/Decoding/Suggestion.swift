import TreatyContract

/// "Did you mean" support: the closest allowed word to a misspelt one.
enum Suggestion {
    /// The candidate nearest to `word` by edit distance, when it is close enough to be a likely typo.
    ///
    /// Contract text is untrusted, so the work is bounded: candidates whose length is further
    /// from the word's than a likely typo are skipped without comparing them, and a word longer
    /// than ``longestWord`` or more than ``mostCandidates`` near-length candidates give no
    /// suggestion. Of equally close candidates the first in sorted order wins, whatever order
    /// they come in (a dictionary's keys).
    static func closest(to word: String, among candidates: [String]) -> String? {
        let length = word.count
        guard length <= longestWord else { return nil }
        let tolerance = max(1, min(3, length / 3))
        let near = candidates.filter { abs($0.count - length) <= tolerance }
        guard near.count <= mostCandidates else { return nil }
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in near {
            let distance = EditDistance.between(lowered, candidate.lowercased())
            if let known = best, distance > known.distance || (distance == known.distance && candidate >= known.candidate) {
                continue
            }
            best = (candidate, distance)
        }
        guard let best else { return nil }
        return best.distance <= tolerance ? best.candidate : nil
    }

    /// How many "did you mean" searches one file may still run: each compares a name with a whole
    /// section of names, and a hostile file can hold 100,000 broken references.
    struct Budget: Sendable {
        private(set) var left = 100

        /// Whether one more search may run; counts it.
        mutating func allows() -> Bool {
            guard left > 0 else { return false }
            left -= 1
            return true
        }

        /// Counts searches run under a copy of this budget (a part of the file decoded apart).
        mutating func spend(_ searches: Int) {
            left = max(0, left - searches)
        }
    }

    /// The longest word a suggestion is looked for.
    static let longestWord = 64
    /// The most candidates compared with one word.
    static let mostCandidates = 2_000
}
