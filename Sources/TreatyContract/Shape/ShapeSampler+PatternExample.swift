extension ShapeSampler {
    /// The shortest string a simple regular expression matches, or nil when the pattern uses what
    /// this reader does not follow (lookaround, back references, Unicode properties, anchors
    /// inside it).
    ///
    /// Real schemas constrain ids and paths this way (`^cus_[a-zA-Z0-9]+$`,
    /// `^/v1/tax/calculations/[^/]+/line_items`), and none of the sampler's fixed candidates
    /// matches them. Literals, escapes (`\d`, `\w`, `\s`, `\.`), `.`, character classes (negated
    /// too), groups (named too) with alternatives (the first is taken) and the quantifiers `?`, `*`, `+`,
    /// `{n}`, `{n,}`, `{n,m}` (their minimum) are followed. The result is only a candidate: the
    /// validator still decides, so a reading that is wrong costs a rejected candidate, not a
    /// wrong sample.
    struct PatternExample {
        private let scalars: [Unicode.Scalar]
        private var position = 0
        /// The longest example written; a pattern asking for more gives nil.
        private let limit: Int
        /// Groups open around the reader: each is a level of recursion, so a pattern nesting more
        /// than ``maximumNesting`` (as deep as the validator's parser goes) gives nil.
        private var nesting = 0
        static let maximumNesting = 64

        /// An example of `pattern` of at most `limit` characters.
        static func of(_ pattern: String, limit: Int) -> String? {
            var reader = PatternExample(scalars: Array(pattern.unicodeScalars), limit: limit)
            if reader.peek == "^" { reader.position += 1 }
            guard let text = reader.sequence(), reader.position == reader.scalars.count else { return nil }
            return String(String.UnicodeScalarView(text))
        }

        private init(scalars: [Unicode.Scalar], limit: Int) {
            self.scalars = scalars
            self.limit = limit
        }

        private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        /// Atoms up to the end, a `)` or a `|`; for `|`, the first alternative, the rest skipped.
        private mutating func sequence() -> [Unicode.Scalar]? {
            var text: [Unicode.Scalar] = []
            while let next = peek, next != ")" {
                if next == "|" {
                    position += 1
                    guard skipAlternatives() else { return nil }
                    break
                }
                if next == "$", position == scalars.count - 1 {
                    position += 1
                    break
                }
                guard let atom = atom(), let count = quantifier() else { return nil }
                // `(){99999999}` repeats nothing; `(ab){9223372036854775807}` must not overflow.
                guard !atom.isEmpty else { continue }
                let (length, overflow) = atom.count.multipliedReportingOverflow(by: count)
                guard !overflow, length <= limit - text.count else { return nil }
                for _ in 0..<count { text += atom }
            }
            return text
        }

        /// Moves past the remaining alternatives of the current group (or of the whole pattern).
        private mutating func skipAlternatives() -> Bool {
            var depth = 0
            while let next = peek {
                switch next {
                case "\\": position += 1
                case "[": guard characterClass() != nil else { return false }; continue
                case "(": depth += 1
                case ")":
                    if depth == 0 { return true }
                    depth -= 1
                default: break
                }
                position += 1
            }
            return depth == 0
        }

        /// One literal, escape, `.`, class or group: the shortest text it matches.
        private mutating func atom() -> [Unicode.Scalar]? {
            guard let next = peek else { return nil }
            switch next {
            case "(":
                position += 1
                nesting += 1
                defer { nesting -= 1 }
                guard nesting <= Self.maximumNesting else { return nil }
                if peek == "?" {
                    // `(?:…)` and named groups (`(?<name>…)`); lookaround is not followed.
                    let after = position + 2 < scalars.count ? scalars[position + 2] : nil
                    if position + 1 < scalars.count, scalars[position + 1] == ":" {
                        position += 2
                    } else if position + 1 < scalars.count, scalars[position + 1] == "<", after != "=", after != "!",
                        let end = scalars[(position + 2)...].firstIndex(of: ">")
                    {
                        position = end + 1
                    } else {
                        return nil
                    }
                }
                guard let inner = sequence(), peek == ")" else { return nil }
                position += 1
                return inner
            case "[":
                return characterClass().map { [$0] }
            case ".":
                position += 1
                return ["a"]
            case "\\":
                position += 1
                guard let escaped = peek else { return nil }
                position += 1
                return Self.escape(escaped).map { [$0] }
            case "*", "+", "?", "{", "}", "]", "^", "$", "|":
                return nil
            default:
                position += 1
                return [next]
            }
        }

        /// How many times the atom before is repeated: the quantifier's minimum, 1 without one.
        private mutating func quantifier() -> Int? {
            var count = 1
            switch peek {
            case "?", "*":
                count = 0
                position += 1
            case "+":
                position += 1
            case "{":
                let start = position
                position += 1
                var digits = ""
                while let next = peek, ("0"..."9").contains(next) {
                    digits.unicodeScalars.append(next)
                    position += 1
                }
                while let next = peek, next == "," || ("0"..."9").contains(next) { position += 1 }
                guard peek == "}", let minimum = Int(digits) else {
                    position = start
                    return nil
                }
                position += 1
                count = minimum
            default:
                return 1
            }
            // A lazy or possessive quantifier matches the same strings.
            if peek == "?" || peek == "+" { position += 1 }
            return count
        }

        /// A `[…]` class: its first member, or for `[^…]` the first of a few common characters
        /// it leaves out.
        private mutating func characterClass() -> Unicode.Scalar? {
            position += 1
            let negated = peek == "^"
            if negated { position += 1 }
            var members: [ClosedRange<Unicode.Scalar>] = []
            var first = true
            while let next = peek, next != "]" || first {
                first = false
                position += 1
                var lower = next
                if next == "\\" {
                    guard let escaped = peek else { return nil }
                    position += 1
                    switch escaped {
                    case "d": members.append("0"..."9"); continue
                    case "w": members += ["a"..."z", "A"..."Z", "0"..."9", "_"..."_"]; continue
                    case "s": members += [" "..." ", "\t"..."\r"]; continue
                    default:
                        guard let literal = Self.escape(escaped) else { return nil }
                        lower = literal
                    }
                }
                if peek == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
                    position += 1
                    guard var upper = peek else { return nil }
                    position += 1
                    if upper == "\\" {
                        guard let escaped = peek, let literal = Self.escape(escaped) else { return nil }
                        upper = literal
                        position += 1
                    }
                    guard lower <= upper else { return nil }
                    members.append(lower...upper)
                } else {
                    members.append(lower...lower)
                }
            }
            guard peek == "]" else { return nil }
            position += 1
            if !negated { return members.first?.lowerBound }
            let preferred: [Unicode.Scalar] = ["a", "0", "A", "z", "9", "Z", "_", "-", "."]
            return preferred.first { candidate in !members.contains { $0.contains(candidate) } }
        }

        /// The character an escape stands for: one of its class for `\d`, `\w`, `\s` and their
        /// complements, itself for escaped punctuation; nil for anything else (`\b`, `\p{…}`, `\1`).
        private static func escape(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
            switch scalar {
            case "d": return "0"
            case "w", "D", "S": return "a"
            case "s": return " "
            case "W": return "-"
            case "t": return "\t"
            case "n": return "\n"
            default:
                // Escaped ASCII punctuation and symbols stand for themselves; letters and digits
                // after a backslash are classes, anchors or references this reader does not follow.
                let isWordCharacter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                return scalar.isASCII && scalar.value > 0x20 && scalar.value < 0x7F && !isWordCharacter ? scalar : nil
            }
        }
    }
}
