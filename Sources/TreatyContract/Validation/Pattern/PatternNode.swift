/// A `pattern` read into a tree: what the linear matcher compiles and the backtracking-risk lint
/// inspects.
///
/// Only ICU syntax whose meaning is certain is read into ordinary nodes. Constructs the linear
/// matcher does not run (lookaround, backreferences, possessive and atomic groups, word
/// boundaries, `\p{…}`, inline flags) become ``opaque(_:_:)`` nodes, so the pattern is matched by
/// ICU under a step budget instead, while the lint can still look inside lookarounds.
indirect enum PatternNode: Sendable, Equatable {
    /// Matches the empty string.
    case empty
    /// One Unicode scalar, compared exactly.
    case scalar(Unicode.Scalar)
    /// One scalar from a set: `.`, `\d`, `[a-z]`, `[^,]`.
    case set(ScalarSet)
    case anchor(Anchor)
    case sequence([PatternNode])
    case alternation([PatternNode])
    /// A group, capturing or not: for a yes-or-no match the two are the same.
    case group(PatternNode)
    /// `node{min,max}`; `max` nil is unbounded. Lazy quantifiers are the same for a yes-or-no
    /// match. `source` is the quantified text as written, for messages.
    case repetition(PatternNode, min: Int, max: Int?, source: String)
    /// A construct only ICU runs, with the node it applies to when it has one.
    case opaque(Opaque, PatternNode?)

    /// Zero-width positions.
    enum Anchor: Sendable, Equatable {
        /// `^` and `\A`: the start of the text (patterns are not multi-line).
        case start
        /// `$` and `\Z`: the end of the text, or before one line terminator that ends it (ICU's rule).
        case end
        /// `\z`: the very end of the text.
        case endOfText
    }

    /// Why a construct is left to ICU.
    enum Opaque: Sendable, Equatable {
        /// `(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`.
        case lookaround
        /// `(?>…)` and possessive quantifiers (`a*+`): these never backtrack into their content.
        case atomic
        /// `\b`, `\B`, `\G`, inline flags and comments.
        case zeroWidth
        /// `\1`, `\k<name>`, `\p{…}`, `\Q…\E` and other escapes that match text.
        case consuming
    }

    /// Whether the node can match the empty string.
    var isNullable: Bool {
        switch self {
        case .empty, .anchor: return true
        case .scalar, .set: return false
        case .sequence(let items): return items.allSatisfy(\.isNullable)
        case .alternation(let branches): return branches.contains(where: \.isNullable)
        case .group(let inner): return inner.isNullable
        case .repetition(let inner, let min, _, _): return min == 0 || inner.isNullable
        case .opaque(.lookaround, _), .opaque(.zeroWidth, _): return true
        case .opaque(.atomic, let inner): return inner?.isNullable ?? true
        case .opaque(.consuming, _): return false
        }
    }

    /// Whether the node, and everything in it, can run on the linear matcher.
    var isLinear: Bool {
        switch self {
        case .empty, .scalar, .set, .anchor: return true
        case .sequence(let items), .alternation(let items): return items.allSatisfy(\.isLinear)
        case .group(let inner), .repetition(let inner, _, _, _): return inner.isLinear
        case .opaque: return false
        }
    }
}
