/// Finds the part of a `pattern` that makes backtracking regular-expression engines (ICU,
/// JavaScript, Java, PCRE) take exponential time on a long string that does not match.
///
/// Treaty's own matcher takes linear time on these patterns, but the clients and servers that
/// share a contract usually backtrack, so `treaty lint` warns. The check looks at repetitions
/// with no upper bound (or one above 10) and flags three shapes of ambiguity, the ones behind
/// nearly every real case:
/// - a repeated part that is itself one repetition, give or take optional parts: `(a*)*`, `(a+)+`,
///   `(\w+\s?)*`;
/// - repeated alternatives that can start with the same character: `(a|a)*`, `(\w|\d)+`;
/// - neighbouring repetitions over overlapping characters inside a repetition: `(x+x+)+`.
///
/// Possessive quantifiers and atomic groups never backtrack into their content and are not flagged.
public enum BacktrackingRisk {
    /// What makes a repetition ambiguous.
    public enum Kind: Sendable, Hashable {
        case nestedRepetition
        case overlappingAlternatives
        case adjacentRepetitions
    }

    /// The ambiguous repetition, as written in the pattern, and why it is ambiguous.
    public struct Finding: Sendable, Hashable {
        /// The repetition as written in the pattern, e.g. `(a+)+`.
        public var part: String
        /// Which ambiguity it has.
        public var kind: Kind

        /// A finding about `part`.
        public init(part: String, kind: Kind) {
            self.part = part
            self.kind = kind
        }
    }

    /// The first risky repetition of `pattern`, or nil when none is found (or the pattern uses
    /// syntax the analysis does not read).
    public static func find(in pattern: String) -> Finding? {
        PatternParser.parse(pattern).flatMap(find)
    }

    static func find(_ node: PatternNode) -> Finding? {
        switch node {
        case .repetition(let inner, _, let max, let source):
            if isLarge(max) {
                if isSoleRepetition(inner) { return Finding(part: source, kind: .nestedRepetition) }
                if hasOverlappingAlternatives(inner) { return Finding(part: source, kind: .overlappingAlternatives) }
                if hasAdjacentRepetitions(inner) { return Finding(part: source, kind: .adjacentRepetitions) }
            }
            return find(inner)
        case .sequence(let items), .alternation(let items):
            return items.lazy.compactMap(find).first
        case .group(let inner), .opaque(.lookaround, let inner?):
            return find(inner)
        case .empty, .scalar, .set, .anchor, .opaque:
            return nil
        }
    }

    private static func isLarge(_ max: Int?) -> Bool {
        max.map { $0 > 10 } ?? true
    }

    /// Whether `node` can match by repeating one open-ended repetition of something that takes
    /// text, everything around it being optional.
    private static func isSoleRepetition(_ node: PatternNode) -> Bool {
        switch node {
        case .repetition(let inner, _, let max, _): return isLarge(max) && !consumesNothing(inner)
        case .group(let inner): return isSoleRepetition(inner)
        case .alternation(let branches): return branches.contains(where: isSoleRepetition)
        case .sequence(let items):
            let required = items.filter { !$0.isNullable }
            if required.count > 1 { return false }
            return required.first.map(isSoleRepetition) ?? items.contains(where: isSoleRepetition)
        default: return false
        }
    }

    private static func consumesNothing(_ node: PatternNode) -> Bool {
        switch node {
        case .empty, .anchor, .opaque(.zeroWidth, _), .opaque(.lookaround, _): return true
        case .group(let inner), .repetition(let inner, _, _, _): return consumesNothing(inner)
        case .sequence(let items): return items.allSatisfy(consumesNothing)
        case .alternation(let branches): return branches.allSatisfy(consumesNothing)
        default: return false
        }
    }

    private static func hasOverlappingAlternatives(_ node: PatternNode) -> Bool {
        switch node {
        case .group(let inner): return hasOverlappingAlternatives(inner)
        case .alternation(let branches):
            var seen: Set<UInt32> = []
            for branch in branches {
                let starts = firstScalars(branch)
                if !seen.isDisjoint(with: starts) { return true }
                seen.formUnion(starts)
            }
            return false
        default: return false
        }
    }

    private static func hasAdjacentRepetitions(_ node: PatternNode) -> Bool {
        switch node {
        case .group(let inner): return hasAdjacentRepetitions(inner)
        case .sequence(let items):
            var previous: Set<UInt32>?
            for item in items {
                if let scalars = repeatedScalars(item) {
                    if let previous, !previous.isDisjoint(with: scalars) { return true }
                    previous = scalars
                } else if !item.isNullable {
                    previous = nil
                }
            }
            return false
        default: return false
        }
    }

    /// The sample scalars an open-ended repetition of one scalar or set takes, e.g. `\d+`.
    private static func repeatedScalars(_ node: PatternNode) -> Set<UInt32>? {
        switch node {
        case .group(let inner): return repeatedScalars(inner)
        case .repetition(let inner, _, let max, _) where isLarge(max):
            switch inner {
            case .scalar, .set: return firstScalars(inner)
            default: return nil
            }
        default: return nil
        }
    }

    /// Which of ``samples`` a match of `node` can start with.
    private static func firstScalars(_ node: PatternNode) -> Set<UInt32> {
        switch node {
        case .scalar(let scalar): return [scalar.value]
        case .set(let set): return Set(samples.filter(set.contains))
        case .group(let inner), .repetition(let inner, _, _, _): return firstScalars(inner)
        case .alternation(let branches): return branches.reduce(into: []) { $0.formUnion(firstScalars($1)) }
        case .sequence(let items):
            var result: Set<UInt32> = []
            for item in items {
                result.formUnion(firstScalars(item))
                if !item.isNullable { break }
            }
            return result
        case .empty, .anchor, .opaque: return []
        }
    }

    /// ASCII and a few scalars from other scripts and categories, enough to tell whether two
    /// sets share a member.
    private static let samples: [UInt32] =
        Array(0..<128) + [0xA0, 0xE9, 0x436, 0x663, 0x300, 0x2028, 0x3000, 0x4E2D, 0x1F600, 0xFF10, 0x203F]
}
