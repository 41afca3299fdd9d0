extension PatternProgram {
    /// Whether the program matches somewhere in `text` (an unanchored search), or nil when
    /// `budget` runs out first. Every instruction visit costs one step and is subtracted from
    /// `budget`.
    ///
    /// All alternatives advance together one scalar at a time, and an instruction is visited at
    /// most once per position, so the work is at most about twice the program size per scalar,
    /// whatever the pattern: `(a*)*b` cannot backtrack because nothing does.
    func matches(_ text: [UInt32], budget: inout Int) -> Bool? {
        var run = Run(program: self, text: text)
        let result = run.search(budget: budget)
        budget -= run.steps
        return result
    }

    /// One search: the program, the text, and the steps taken.
    private struct Run {
        let program: PatternProgram
        let text: [UInt32]
        var pending: [Int] = []
        var steps = 0

        /// Walks the text once, keeping the instructions live at the current and the next position.
        mutating func search(budget: Int) -> Bool? {
            var current = ThreadList(size: program.instructions.count)
            var next = ThreadList(size: program.instructions.count)
            if add(0, at: 0, into: &current) { return true }
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
                    if consumed, add(pc + 1, at: position + 1, into: &next) { return true }
                }
                steps += current.count
                if !program.anchoredAtStart, add(0, at: position + 1, into: &next) { return true }
                guard steps <= budget else { return nil }
                swap(&current, &next)
                next.removeAll()
                position += 1
            }
            return false
        }

        /// Adds `start` and everything reachable from it without consuming a scalar; true when
        /// that reaches ``Instruction/match``.
        mutating func add(_ start: Int, at position: Int, into list: inout ThreadList) -> Bool {
            pending.append(start)
            while let pc = pending.popLast() {
                guard !list.contains(pc) else { continue }
                list.insert(pc)
                steps += 1
                switch program.instructions[pc] {
                case .match:
                    pending.removeAll()
                    return true
                case .jump(let target):
                    pending.append(target)
                case .split(let first, let second):
                    pending.append(second)
                    pending.append(first)
                case .assert(let anchor):
                    if holds(anchor, at: position) { pending.append(pc + 1) }
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

    /// A set of instruction indices with constant-time insert, lookup and clearing.
    private struct ThreadList {
        var dense: [Int]
        var sparse: [Int]
        var count = 0

        init(size: Int) {
            dense = [Int](repeating: 0, count: size)
            sparse = [Int](repeating: 0, count: size)
        }

        func contains(_ pc: Int) -> Bool {
            let slot = sparse[pc]
            return slot < count && dense[slot] == pc
        }

        mutating func insert(_ pc: Int) {
            sparse[pc] = count
            dense[count] = pc
            count += 1
        }

        mutating func removeAll() {
            count = 0
        }
    }
}
