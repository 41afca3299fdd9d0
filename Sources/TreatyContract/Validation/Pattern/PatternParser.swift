/// Reads a `pattern` (ICU syntax, as `NSRegularExpression` takes it) into a ``PatternNode`` tree.
///
/// The reader is deliberately narrow: whatever it is not sure ICU reads the same way (a `]` first
/// in a set, nested sets, `&&`, an escaped letter with no meaning, `{` that is not a quantifier)
/// makes ``parse(_:)`` return nil, and the pattern is then matched by ICU under a budget. Known
/// constructs the linear matcher does not run become ``PatternNode/opaque(_:_:)`` nodes.
/// Patterns reach this reader only after ICU has compiled them, so it need not explain errors.
struct PatternParser {
    private struct Unreadable: Error {}

    /// Group nesting deeper than this is left to ICU (and keeps the reader's recursion shallow).
    static let maxNesting = 64

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var nesting = 0

    private init(_ pattern: String) {
        scalars = Array(pattern.unicodeScalars)
    }

    /// The tree of `pattern`, or nil when its syntax is outside what this reader knows for sure.
    static func parse(_ pattern: String) -> PatternNode? {
        var parser = PatternParser(pattern)
        do throws(Unreadable) {
            let node = try parser.alternation()
            return parser.position == parser.scalars.count ? node : nil
        } catch {
            return nil
        }
    }

    private var next: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard next == scalar else { return false }
        position += 1
        return true
    }

    private mutating func alternation() throws(Unreadable) -> PatternNode {
        var branches = [try sequence()]
        while take("|") { branches.append(try sequence()) }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func sequence() throws(Unreadable) -> PatternNode {
        var items: [PatternNode] = []
        while let scalar = next, scalar != "|", scalar != ")" {
            items.append(try quantified())
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .sequence(items)
        }
    }

    private mutating func quantified() throws(Unreadable) -> PatternNode {
        let start = position
        let atom = try self.atom()
        guard let bounds = try quantifier() else { return atom }
        switch atom {
        case .anchor, .opaque(.lookaround, _), .opaque(.zeroWidth, _): throw Unreadable()
        default: break
        }
        let possessive = take("+")
        if !possessive { _ = take("?") }
        if let scalar = next, "*+?{".unicodeScalars.contains(scalar) { throw Unreadable() }
        let source = String(String.UnicodeScalarView(scalars[start..<position]))
        let repetition = PatternNode.repetition(atom, min: bounds.min, max: bounds.max, source: source)
        return possessive ? .opaque(.atomic, repetition) : repetition
    }

    private mutating func quantifier() throws(Unreadable) -> (min: Int, max: Int?)? {
        switch next {
        case "*": position += 1; return (0, nil)
        case "+": position += 1; return (1, nil)
        case "?": position += 1; return (0, 1)
        case "{":
            position += 1
            let minimum = try number()
            var maximum: Int? = minimum
            if take(",") { maximum = next == "}" ? nil : try number() }
            guard take("}") else { throw Unreadable() }
            if let maximum, maximum < minimum { throw Unreadable() }
            return (minimum, maximum)
        default: return nil
        }
    }

    private mutating func number() throws(Unreadable) -> Int {
        var value = 0
        var digits = 0
        while let scalar = next, ("0"..."9").contains(scalar) {
            value = value * 10 + Int(scalar.value - 0x30)
            digits += 1
            position += 1
            guard value <= Int(Int32.max) else { throw Unreadable() }
        }
        guard digits > 0 else { throw Unreadable() }
        return value
    }

    private mutating func atom() throws(Unreadable) -> PatternNode {
        guard let scalar = next else { throw Unreadable() }
        position += 1
        switch scalar {
        case "(": return try group()
        case "[": return .set(try set())
        case "\\": return try escape()
        case ".": return .set(.dot)
        case "^": return .anchor(.start)
        case "$": return .anchor(.end)
        case "*", "+", "?", "{", "}": throw Unreadable()
        default: return .scalar(scalar)
        }
    }

    private mutating func group() throws(Unreadable) -> PatternNode {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= PatternParser.maxNesting else { throw Unreadable() }
        var wrap: (PatternNode) -> PatternNode = { .group($0) }
        if take("?") {
            switch next {
            case ":": position += 1
            case "=", "!": position += 1; wrap = { .opaque(.lookaround, $0) }
            case ">": position += 1; wrap = { .opaque(.atomic, $0) }
            case "<" where peek(1) == "=" || peek(1) == "!": position += 2; wrap = { .opaque(.lookaround, $0) }
            case "<": position += 1; try groupName()
            default: return try skipToGroupEnd()
            }
        }
        let inner = try alternation()
        guard take(")") else { throw Unreadable() }
        return wrap(inner)
    }

    /// `name>` of a named group: an ECMA-262 identifier, since ICU reads the pattern respelled by
    /// ``PatternSpelling`` (the name does not change what the group matches).
    private mutating func groupName() throws(Unreadable) {
        guard let end = scalars[position...].firstIndex(of: ">"),
            PatternSpelling.isECMAName(String(String.UnicodeScalarView(scalars[position..<end])))
        else { throw Unreadable() }
        position = end + 1
    }

    /// Inline flags and comments, `(?i)`, `(?x: …)`, `(?# … )`: left to ICU whole.
    private mutating func skipToGroupEnd() throws(Unreadable) -> PatternNode {
        var depth = 1
        while let scalar = next {
            position += 1
            if scalar == "\\" { position += 1 } else if scalar == "(" { depth += 1 } else if scalar == ")" { depth -= 1 }
            if depth == 0 { return .opaque(.zeroWidth, nil) }
        }
        throw Unreadable()
    }

    private mutating func escape() throws(Unreadable) -> PatternNode {
        guard let scalar = next else { throw Unreadable() }
        position += 1
        if let set = PatternParser.classEscape(scalar) { return .set(set) }
        if let literal = try literalEscape(scalar) { return .scalar(literal) }
        switch scalar {
        case "A": return .anchor(.start)
        case "Z": return .anchor(.end)
        case "z": return .anchor(.endOfText)
        case "b", "B", "G": return .opaque(.zeroWidth, nil)
        case "1"..."9":
            while let digit = next, ("0"..."9").contains(digit) { position += 1 }
            return .opaque(.consuming, nil)
        case "k", "p", "P", "N":
            if next == "{" || next == "<" {
                let close: Unicode.Scalar = next == "{" ? "}" : ">"
                while let inner = next, inner != close { position += 1 }
                guard take(close) else { throw Unreadable() }
            } else if scalar == "p" || scalar == "P" {
                guard next != nil else { throw Unreadable() }
                position += 1
            }
            return .opaque(.consuming, nil)
        case "Q":
            while position < scalars.count, !(next == "\\" && peek(1) == "E") { position += 1 }
            position = min(position + 2, scalars.count)
            return .opaque(.consuming, nil)
        default:
            throw Unreadable()
        }
    }

    /// `\d`, `\D`, `\w`, `\W`, `\s`, `\S`.
    private static func classEscape(_ scalar: Unicode.Scalar) -> ScalarSet? {
        switch scalar {
        case "d", "D": return .escape(.digit, negated: scalar == "D")
        case "w", "W": return .escape(.word, negated: scalar == "W")
        case "s", "S": return .escape(.space, negated: scalar == "S")
        default: return nil
        }
    }

    /// `\n`, `\t`, `\r`, `\f`, `\e`, `\a`, `\xhh`, `\x{h…}`, `\uhhhh`, `\Uhhhhhhhh`, and any escaped
    /// scalar that is not an ASCII letter or digit; nil for other escapes.
    private mutating func literalEscape(_ scalar: Unicode.Scalar) throws(Unreadable) -> Unicode.Scalar? {
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "f": return "\u{0C}"
        case "e": return "\u{1B}"
        case "a": return "\u{07}"
        case "x":
            if take("{") {
                let value = try hex(maxDigits: 6)
                guard take("}") else { throw Unreadable() }
                return value
            }
            return try hex(exactly: 2)
        case "u": return try hex(exactly: 4)
        case "U": return try hex(exactly: 8)
        default:
            let isAlphanumeric = scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
            return isAlphanumeric ? nil : scalar
        }
    }

    private mutating func hex(exactly count: Int) throws(Unreadable) -> Unicode.Scalar {
        let start = position
        let value = try hex(maxDigits: count)
        guard position - start == count else { throw Unreadable() }
        return value
    }

    private mutating func hex(maxDigits: Int) throws(Unreadable) -> Unicode.Scalar {
        var value: UInt32 = 0
        var digits = 0
        while digits < maxDigits, let scalar = next, scalar.isASCII, let digit = UInt32(String(scalar), radix: 16) {
            value = value * 16 + digit
            digits += 1
            position += 1
        }
        guard digits > 0, let result = Unicode.Scalar(value) else { throw Unreadable() }
        return result
    }

    /// A bracket set, after its `[`. A `-` between two single scalars is a range; elsewhere (first,
    /// last, after a class or a range) it is itself, as in ICU.
    private mutating func set() throws(Unreadable) -> ScalarSet {
        let negated = take("^")
        var ranges: [ClosedRange<UInt32>] = []
        var classes: [ScalarSet.ClassItem] = []
        guard next != "]" else { throw Unreadable() }
        while next != nil, next != "]" {
            guard let item = try setItem() else { throw Unreadable() }
            switch item {
            case .set(let escape):
                classes += escape.classes
            case .scalar(let low):
                var high = low
                if next == "-", let after = peek(1), after != "]" {
                    position += 1
                    guard case .scalar(let end)? = try setItem(), end.value >= low.value else { throw Unreadable() }
                    high = end
                }
                ranges.append(low.value...high.value)
            default:
                throw Unreadable()
            }
        }
        guard take("]") else { throw Unreadable() }
        return ScalarSet(ranges: ranges, classes: classes, negated: negated)
    }

    /// One member of a bracket set: a scalar or a class escape; nil for nested sets, `&&`, `--`
    /// and escapes with other meanings inside sets.
    private mutating func setItem() throws(Unreadable) -> PatternNode? {
        guard let scalar = next else { throw Unreadable() }
        position += 1
        switch scalar {
        case "[": return nil
        case "&" where next == "&", "-" where next == "-": return nil
        case "\\":
            guard let escaped = next else { throw Unreadable() }
            position += 1
            if let set = PatternParser.classEscape(escaped) { return .set(set) }
            return try literalEscape(escaped).map(PatternNode.scalar)
        default:
            return .scalar(scalar)
        }
    }
}
