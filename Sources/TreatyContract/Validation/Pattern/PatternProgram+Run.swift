extension PatternProgram {
    /// Whether the program matches somewhere in `text` (an unanchored search), or nil when
    /// `budget` runs out first. Every instruction visit costs one step and is subtracted from
    /// `budget`.
    ///
    /// All alternatives advance together one scalar at a time, and an instruction is visited at
    /// most once per position, so the work is at most about twice the program size per scalar,
    /// whatever the pattern: `(a*)*b` cannot backtrack because nothing does.
    func matches(_ text: String, budget: inout Int) -> Bool? {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: text.utf8.count) { buffer in
            var count = 0
            for scalar in text.unicodeScalars {
                buffer[count] = scalar.value
                count += 1
            }
            return matches(UnsafeBufferPointer(rebasing: buffer[..<count]), budget: &budget)
        }
    }

    /// ``matches(_:budget:)`` on scalar values.
    func matches(_ text: [UInt32], budget: inout Int) -> Bool? {
        text.withUnsafeBufferPointer { matches($0, budget: &budget) }
    }

    private func matches(_ text: UnsafeBufferPointer<UInt32>, budget: inout Int) -> Bool? {
        let size = instructions.count
        // Two thread lists (dense and sparse halves each) and the pending stack, in one scratch
        // allocation: a pattern is searched once per string, and most strings are short.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 6 * size + 2) { scratch in
            scratch.initialize(repeating: 0)
            var run = Run(
                program: self, text: text, current: ThreadList(scratch.baseAddress!, size: size),
                next: ThreadList(scratch.baseAddress! + 2 * size, size: size),
                pending: scratch.baseAddress! + 4 * size)
            let result = run.search(budget: budget)
            budget -= run.steps
            return result
        }
    }

    /// One search: the program, the text, the instructions live at the current and the next
    /// position, and the steps taken.
    private struct Run {
        let program: PatternProgram
        let text: UnsafeBufferPointer<UInt32>
        var current: ThreadList
        var next: ThreadList
        /// A stack of instructions still to add; an instruction is pushed at most twice per add.
        let pending: UnsafeMutablePointer<Int>
        var steps = 0

        mutating func search(budget: Int) -> Bool? {
            if add(0, at: 0, toNext: false) { return true }
            var position = 0
            while position < text.count {
                if current.count == 0, program.anchoredAtStart { return false }
                let scalar = text[position]
                for index in 0..<current.count {
                    let pc = current.dense[index]
                    let consumed: Bool
                    switch program.instructions[pc] {
                    case .scalar(let value): consumed = value == scalar
                    case .set(let set): consumed = program.sets[set].contains(scalar)
                    default: consumed = false
                    }
                    if consumed, add(pc + 1, at: position + 1, toNext: true) { return true }
                }
                steps += current.count
                if !program.anchoredAtStart, add(0, at: position + 1, toNext: true) { return true }
                guard steps <= budget else { return nil }
                swap(&current, &next)
                next.count = 0
                position += 1
            }
            return false
        }

        /// Adds `start`, and everything reachable from it without consuming a scalar, to the
        /// current or the next list; true when that reaches ``Instruction/match``.
        mutating func add(_ start: Int, at position: Int, toNext: Bool) -> Bool {
            var list = toNext ? next : current
            defer {
                if toNext { next = list } else { current = list }
            }
            var top = 0
            pending[top] = start
            top += 1
            while top > 0 {
                top -= 1
                let pc = pending[top]
                guard !list.contains(pc) else { continue }
                list.insert(pc)
                steps += 1
                switch program.instructions[pc] {
                case .match:
                    return true
                case .jump(let target):
                    pending[top] = target
                    top += 1
                case .split(let first, let second):
                    pending[top] = second
                    pending[top + 1] = first
                    top += 2
                case .assert(let anchor):
                    if holds(anchor, at: position) {
                        pending[top] = pc + 1
                        top += 1
                    }
                case .scalar, .set:
                    break
                }
            }
            return false
        }

        /// ICU's anchors without multi-line mode: `$` also holds before one line terminator (or
        /// `\r\n`, which is never split) that ends the text.
        func holds(_ anchor: PatternNode.Anchor, at position: Int) -> Bool {
            switch anchor {
            case .start: return position == 0
            case .endOfText: return position == text.count
            case .end:
                switch text.count - position {
                case 0: return true
                case 1:
                    let splitsCRLF = text[position] == 0x0A && position > 0 && text[position - 1] == 0x0D
                    return ScalarSet.isLineTerminator(text[position]) && !splitsCRLF
                case 2: return text[position] == 0x0D && text[position + 1] == 0x0A
                default: return false
                }
            }
        }
    }

    /// A set of instruction indices with constant-time insert, lookup and clearing (the sparse
    /// set of Briggs and Torczon), over scratch memory the search owns.
    private struct ThreadList {
        let dense: UnsafeMutablePointer<Int>
        let sparse: UnsafeMutablePointer<Int>
        let size: Int
        var count = 0

        init(_ memory: UnsafeMutablePointer<Int>, size: Int) {
            dense = memory
            sparse = memory + size
            self.size = size
        }

        func contains(_ pc: Int) -> Bool {
            precondition(pc >= 0 && pc < size)
            let slot = sparse[pc]
            return slot < count && dense[slot] == pc
        }

        mutating func insert(_ pc: Int) {
            sparse[pc] = count
            dense[count] = pc
            count += 1
        }
    }
}
