/// A `pattern` as JSON Schema writes it (ECMA-262) respelled where ICU's syntax is narrower, so
/// that `NSRegularExpression` and the linear matcher read what the contract meant.
///
/// Two differences are handled. Group names: ECMA-262 names a group with any identifier
/// (`(?<token_config_id>…)`, `(?<$id>…)`), ICU only with ASCII letters and digits starting with a
/// letter, and refused the whole pattern otherwise. Real documents use such names (Cloudflare's
/// API description does), so a valid pattern was reported as `invalid-pattern`. A name only
/// labels a capturing group, which keeps its number, so renaming it (and the `\k<name>`
/// references to it) changes nothing a search finds. Braces: ECMA-262 reads a `{` that does not
/// start a quantifier, and a `}` that does not end one, as the character itself (its Annex B, as
/// every browser and most validators do: a GUID written `^\{[0-9a-f-]{36}\}$` without the
/// backslashes), where ICU refuses the pattern; such a brace is escaped.
///
/// Every other pattern comes back unchanged, so findings that quote it quote what was written.
public enum PatternSpelling {
    /// `pattern` with each group name ICU refuses, and every `\k<…>` naming it, renamed `g1`,
    /// `g2`, … (skipping names the pattern already uses).
    /// A `{` or `}` that is no part of a quantifier is escaped (`\{`).
    public static func icu(_ pattern: String) -> String {
        let braced = literalBracesEscaped(pattern)
        guard braced.utf8.contains(UInt8(ascii: "<")) else { return braced }
        return groupNamesRenamed(braced)
    }

    /// `pattern` with every brace outside a class, an escape and a quantifier escaped.
    private static func literalBracesEscaped(_ pattern: String) -> String {
        guard pattern.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return pattern }
        let scalars = Array(pattern.unicodeScalars)
        var result = String.UnicodeScalarView()
        var inClass = false
        var position = 0
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == "\\" {
                // An escape, with the braces of `\p{…}`, `\u{…}` or `\x{…}` when it has them.
                var end = min(position + 2, scalars.count)
                if end < scalars.count, scalars[end] == "{", "pPuxN".unicodeScalars.contains(scalars[position + 1]),
                    let close = scalars[end...].firstIndex(of: "}")
                {
                    end = close + 1
                }
                result.append(contentsOf: scalars[position..<end])
                position = end
                continue
            }
            if inClass {
                if scalar == "]" { inClass = false }
            } else if scalar == "[" {
                inClass = true
            } else if scalar == "{", let end = quantifierEnd(scalars, from: position) {
                result.append(contentsOf: scalars[position...end])
                position = end + 1
                continue
            } else if scalar == "{" || scalar == "}" {
                result.append("\\")
            }
            result.append(scalar)
            position += 1
        }
        return String(result)
    }

    /// Where the quantifier `{n}`, `{n,}` or `{n,m}` starting at `start` ends, if one does.
    private static func quantifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var position = start + 1
        func digits() -> Bool {
            let first = position
            while position < scalars.count, ("0"..."9").contains(scalars[position]) { position += 1 }
            return position > first
        }
        guard digits() else { return nil }
        if position < scalars.count, scalars[position] == "," {
            position += 1
            _ = digits()
        }
        return position < scalars.count && scalars[position] == "}" ? position : nil
    }

    /// `pattern` with each group name ICU refuses renamed, as ``icu(_:)`` says.
    private static func groupNamesRenamed(_ pattern: String) -> String {
        let scalars = Array(pattern.unicodeScalars)
        let names = groupNames(in: scalars)
        guard names.contains(where: { needsRenaming($0.name) }) else { return pattern }
        var renamed: [String: String] = [:]
        let taken = Set(names.map(\.name))
        var counter = 0
        for name in names.map(\.name) where needsRenaming(name) && renamed[name] == nil {
            var candidate: String
            repeat {
                counter += 1
                candidate = "g\(counter)"
            } while taken.contains(candidate)
            renamed[name] = candidate
        }
        var result = String.UnicodeScalarView()
        var position = 0
        for name in names {
            result.append(contentsOf: scalars[position..<name.range.lowerBound])
            result.append(contentsOf: (renamed[name.name] ?? name.name).unicodeScalars)
            position = name.range.upperBound
        }
        result.append(contentsOf: scalars[position...])
        return String(result)
    }

    /// A group name or a `\k<…>` reference: the name and where it is written (between `<` and `>`).
    private struct Name {
        var name: String
        var range: Range<Int>
    }

    /// The names of named groups and of `\k<…>` references, in order, outside character classes
    /// and escapes.
    private static func groupNames(in scalars: [Unicode.Scalar]) -> [Name] {
        var names: [Name] = []
        var inClass = false
        var position = 0
        func name(from start: Int) -> Name? {
            guard let end = scalars[start...].firstIndex(of: ">"), end > start else { return nil }
            return Name(name: String(String.UnicodeScalarView(scalars[start..<end])), range: start..<end)
        }
        while position < scalars.count {
            let scalar = scalars[position]
            let following = position + 1 < scalars.count ? scalars[position + 1] : nil
            if scalar == "\\" {
                if !inClass, following == "k", position + 2 < scalars.count, scalars[position + 2] == "<",
                    let reference = name(from: position + 3)
                {
                    names.append(reference)
                    position = reference.range.upperBound
                } else {
                    position += 2
                }
                continue
            }
            if inClass {
                if scalar == "]" { inClass = false }
            } else if scalar == "[" {
                inClass = true
            } else if scalar == "(", following == "?", position + 2 < scalars.count, scalars[position + 2] == "<",
                position + 3 < scalars.count, scalars[position + 3] != "=", scalars[position + 3] != "!",
                let group = name(from: position + 3)
            {
                names.append(group)
                position = group.range.upperBound
                continue
            }
            position += 1
        }
        return names
    }

    /// Whether `name` is an ECMA-262 group name ICU refuses. A name neither takes is left as
    /// written, so ICU refuses the pattern and lint reports it.
    private static func needsRenaming(_ name: String) -> Bool {
        isECMAName(name) && !isICUName(name)
    }

    /// Whether ICU takes `name` as a group name: an ASCII letter, then ASCII letters and digits.
    private static func isICUName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// Whether ECMA-262 takes `name` as a group name: an identifier (`$` and `_` count as
    /// letters; joiners may continue it).
    static func isECMAName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "$" || first == "_" || first.properties.isIDStart else {
            return false
        }
        return name.unicodeScalars.allSatisfy {
            $0 == "$" || $0 == "\u{200C}" || $0 == "\u{200D}" || $0.properties.isIDContinue
        }
    }
}
