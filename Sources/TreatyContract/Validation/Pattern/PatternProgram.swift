/// A pattern compiled for the linear matcher: the instructions of a Thompson automaton.
///
/// Counted repetition is unrolled (`a{2,4}` becomes `aa` and two optional `a`s), so the program
/// size is bounded by ``maxInstructions``; a pattern that needs more is left to ICU.
struct PatternProgram: Sendable {
    enum Instruction: Sendable, Equatable {
        /// Consume this scalar.
        case scalar(UInt32)
        /// Consume a scalar of ``PatternProgram/sets`` at this index.
        case set(Int)
        /// Continue at both targets.
        case split(Int, Int)
        case jump(Int)
        /// Continue only where the anchor holds.
        case assert(PatternNode.Anchor)
        case match
    }

    /// The most instructions a program may have; `(a{100}){100}` needs more.
    static let maxInstructions = 10_000

    let instructions: [Instruction]
    let sets: [ScalarSet]
    /// Whether every match starts at the start of the text (`^…`), so the search can stop early.
    let anchoredAtStart: Bool

    /// Compiles `node`; nil when it holds constructs only ICU runs or the program grows too large.
    init?(_ node: PatternNode) {
        guard node.isLinear else { return nil }
        var builder = Builder()
        do throws(Builder.TooLarge) {
            try builder.emit(node)
        } catch {
            return nil
        }
        builder.code.append(.match)
        instructions = builder.code
        sets = builder.sets
        anchoredAtStart = PatternProgram.startsAnchored(node)
    }

    private static func startsAnchored(_ node: PatternNode) -> Bool {
        switch node {
        case .anchor(.start): return true
        case .sequence(let items): return items.first.map(startsAnchored) ?? false
        case .group(let inner): return startsAnchored(inner)
        default: return false
        }
    }

    private struct Builder {
        struct TooLarge: Error {}

        var code: [Instruction] = []
        var sets: [ScalarSet] = []

        mutating func emit(_ node: PatternNode) throws(TooLarge) {
            guard code.count <= PatternProgram.maxInstructions else { throw TooLarge() }
            switch node {
            case .empty: break
            case .scalar(let scalar): code.append(.scalar(scalar.value))
            case .set(let set):
                sets.append(set)
                code.append(.set(sets.count - 1))
            case .anchor(let anchor): code.append(.assert(anchor))
            case .sequence(let items):
                for item in items { try emit(item) }
            case .alternation(let branches): try emitAlternation(branches)
            case .group(let inner): try emit(inner)
            case .repetition(let inner, let min, let max, _): try emitRepetition(inner, min: min, max: max)
            case .opaque: throw TooLarge()
            }
        }

        private mutating func emitAlternation(_ branches: [PatternNode]) throws(TooLarge) {
            var exits: [Int] = []
            for branch in branches.dropLast() {
                let split = code.count
                code.append(.split(split + 1, -1))
                try emit(branch)
                exits.append(code.count)
                code.append(.jump(-1))
                code[split] = .split(split + 1, code.count)
            }
            if let last = branches.last { try emit(last) }
            for exit in exits { code[exit] = .jump(code.count) }
        }

        private mutating func emitRepetition(_ inner: PatternNode, min: Int, max: Int?) throws(TooLarge) {
            guard Swift.max(min, max ?? 0) <= PatternProgram.maxInstructions else { throw TooLarge() }
            for _ in 0..<min { try emit(inner) }
            guard let max else {
                let loop = code.count
                code.append(.split(loop + 1, -1))
                try emit(inner)
                code.append(.jump(loop))
                code[loop] = .split(loop + 1, code.count)
                return
            }
            var exits: [Int] = []
            for _ in min..<max {
                exits.append(code.count)
                code.append(.split(code.count + 1, -1))
                try emit(inner)
            }
            for exit in exits { code[exit] = .split(exit + 1, code.count) }
        }
    }
}
