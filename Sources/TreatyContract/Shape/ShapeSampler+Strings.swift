extension ShapeSampler.Run {
    /// String candidates: a fixed example for a known `format`, otherwise the shortest string of
    /// `a`s `minLength` allows, then variants of it; with a `pattern`, a few simple strings too.
    ///
    /// With a `pattern`: its text when it is a literal, then fixed candidates (words, codes, format
    /// examples: `^[A-Z]{3}$` gets `ABC`, a date pattern a real date), then the shortest string
    /// the pattern matches when it is simple enough to read (``ShapeSampler/PatternExample``).
    mutating func strings(_ conjunction: ShapeSampler.Conjunction, variants: [Int]) -> [JSONValue] {
        let parts = conjunction.parts
        let minimum = max(0, parts.compactMap(\.minLength).max() ?? 0)
        let maximum = parts.compactMap(\.maxLength).min() ?? .max
        guard minimum <= maximum, minimum <= limits.maxStringLength, spend(minimum / 64) else { return [] }
        var texts: [String]
        if let format = parts.lazy.compactMap(\.format).first(where: { Self.formatExample($0, 0, minimum) != nil }) {
            texts = variants.compactMap { Self.formatExample(format, $0, minimum) }
        } else {
            texts = variants.map { Self.letters($0, minimum) }
        }
        let patterns = parts.compactMap(\.pattern)
        if !patterns.isEmpty {
            let simple = patterns.compactMap(Self.literal) + Self.patternCandidates
            let read = patterns.compactMap { ShapeSampler.PatternExample.of($0, limit: limits.maxStringLength) }
            texts += (simple + read).map { Self.fitted($0, minimum, maximum) }
        }
        var kept: [String] = []
        for text in texts where !kept.contains(text) { kept.append(text) }
        return kept.map { .string($0) }
    }

    /// Strings that often match simple patterns: words, codes, digits, and every format example.
    private static let patternCandidates: [String] =
        ["a", "A", "0", "abc", "ABC", "123", "a1", "A1", "a-b", "a_b", "a.b", "abc123", "ABC-123", "example", "Example"]
        + ["date-time", "date", "uuid", "email", "uri", "ipv4", "ipv6"].compactMap { formatExample($0, 0, 0) }

    /// The `variant`-th plain string: `""`, `a` … `z`, `aa`, … without `minLength`; with it,
    /// `minLength` `a`s, then `…ab`, `…ac`, … (base 26 with `a` as zero, so padding keeps them distinct).
    static func letters(_ variant: Int, _ minimum: Int) -> String {
        // Built as bytes: every string a sample tries starts here.
        func letter(_ digit: Int) -> UInt8 { UInt8(ascii: "a") + UInt8(digit) }
        var digits: [UInt8] = []
        var rest = variant
        if minimum == 0 {
            while rest > 0 {
                rest -= 1
                digits.append(letter(rest % 26))
                rest /= 26
            }
        } else {
            repeat {
                digits.append(letter(rest % 26))
                rest /= 26
            } while rest > 0
        }
        let padding = [UInt8](repeating: UInt8(ascii: "a"), count: max(0, minimum - digits.count))
        return String(decoding: padding + digits.reversed(), as: UTF8.self)
    }

    /// `text` lengthened to `minimum` by repeating its last character, or cut to `maximum`.
    private static func fitted(_ text: String, _ minimum: Int, _ maximum: Int) -> String {
        let length = text.unicodeScalars.count
        if length > maximum { return String(String.UnicodeScalarView(text.unicodeScalars.prefix(maximum))) }
        guard length < minimum, let last = text.last else { return text }
        return text + String(repeating: last, count: minimum - length)
    }

    /// The text a pattern such as `^v1\.0$` matches exactly, when it has no other metacharacters.
    static func literal(_ pattern: String) -> String? {
        var body = Substring(pattern)
        if body.hasPrefix("^") { body = body.dropFirst() }
        if body.hasSuffix("$"), !body.hasSuffix("\\$") { body = body.dropLast() }
        var text = ""
        var escaped = false
        for character in body {
            if escaped {
                guard character.isPunctuation || character.isSymbol else { return nil }
                text.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if "^$.|?*+()[]{}".contains(character) {
                return nil
            } else {
                text.append(character)
            }
        }
        return escaped ? nil : text
    }

    /// The `variant`-th example of a format the validator checks, at least `minimum` characters
    /// where the format has room to grow; nil for formats it accepts unchecked.
    static func formatExample(_ format: String, _ variant: Int, _ minimum: Int) -> String? {
        switch format {
        case "date-time": return date(variant) + "T00:00:00Z"
        case "date": return date(variant)
        case "uuid": return "00000000-0000-4000-8000-" + hex(variant, width: 12)
        case "email":
            let local = variant == 0 ? "user" : "user\(variant)"
            return local + String(repeating: "x", count: max(0, minimum - local.count - 12)) + "@example.com"
        case "uri":
            let uri = variant == 0 ? "https://example.com/" : "https://example.com/\(variant)"
            return uri + String(repeating: "x", count: max(0, minimum - uri.count))
        case "ipv4":
            // The documentation networks of RFC 5737, 254 hosts each.
            let networks = ["192.0.2", "198.51.100", "203.0.113"]
            return networks[(variant / 254) % networks.count] + ".\(variant % 254 + 1)"
        case "ipv6": return "2001:db8::" + String(variant + 1, radix: 16)
        default: return nil
        }
    }

    /// A valid `YYYY-MM-DD` date, `2024-01-01` for variant 0, one day later per variant (28-day months).
    private static func date(_ variant: Int) -> String {
        let months = variant / 28
        return "\(2024 + months / 12)-" + pad(months % 12 + 1) + "-" + pad(variant % 28 + 1)
    }

    private static func pad(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    private static func hex(_ number: Int, width: Int) -> String {
        let digits = String(number, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
