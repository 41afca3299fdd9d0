import Foundation
import TreatyContract

/// swift-argument-parser's error messages in Treaty's form: a lowercase start, and a value the
/// parser refused said as `option '--port' does not accept 'abc'; expected a whole number`, the
/// same words for every option and every kind of value, naming what was expected.
enum ParserMessage {
    /// What a value is expected to look like, by the placeholder help shows for it (`<size>`).
    /// Choices need no entry: the parser lists their words. Lists of words are read from their
    /// enums, so a new report format or check class is named here without an edit.
    static let expectations: [String: String] = [
        "n": "a whole number",
        "seconds": "a number of seconds",
        "size": "a size such as '1048576', '512K' or '16M'",
        "yyyy-mm-dd": "a date written 'YYYY-MM-DD'",
        "k/n": Shard.expectedForm,
        "per-second": "requests per second, e.g. '10' or '10/s'",
        "format:path": "FORMAT:PATH with FORMAT one of \(alternatives(ReportTarget.formats)), e.g. 'json:check.json'",
        "classes": "\(alternatives(FailOnClasses.allValueStrings)), comma-separated",
        "app-version": "an app version of letters, digits, '.', '_', '+' and '-', such as '4.2.0' (at most 64 characters)",
        "versions": "'any', 'none', or app versions and minimums, comma-separated, such as '3.9.2,>=4.0'",
        "share": "a share of installs such as '5%' or '0.05', at most all of them",
    ]

    /// `'a', 'b' or 'c'`.
    static func alternatives(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The words of the parser's list of choices: `'a', 'b' or 'c'.`, or `the following:` and a
    /// line `  - a` for each.
    private static func words(in list: Substring) -> [String] {
        let bullets = "the following:\n"
        if list.hasPrefix(bullets) {
            return list.dropFirst(bullets.count).split(separator: "\n").map { String($0.dropFirst(4)) }
        }
        return list.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }

    /// `message` as Treaty words it: a refused value as above, anything else with a lowercase
    /// start and no closing period.
    static func restyle(_ message: String) -> String {
        if let refused = invalidValue(message) { return refused }
        guard let first = message.first else { return message }
        let sentence = message.hasSuffix(".") && !message.contains("\n") ? message.dropLast() : message[...]
        return first.lowercased() + sentence.dropFirst()
    }

    /// `The value 'abc' is invalid for '--port <n>'`, followed by nothing, `. Please provide one
    /// of 'a', 'b' or 'c'.` or `. Please provide one of the following:` and a bulleted list.
    private static func invalidValue(_ message: String) -> String? {
        let opening = "The value '"
        guard message.hasPrefix(opening),
            let middle = message.range(of: "' is invalid for '--", options: .backwards)
        else { return nil }
        let value = message[message.index(message.startIndex, offsetBy: opening.count)..<middle.lowerBound]
        let synopsis = message[middle.upperBound...].prefix { $0 != "'" }
        let rest = message[middle.upperBound...].dropFirst(synopsis.count + 1)
        let option = "--" + synopsis.prefix { $0 != " " }
        let valueName = synopsis.drop { $0 != "<" }.dropFirst().prefix { $0 != ">" }
        let expected: String
        if let known = expectations[String(valueName)] {
            expected = known
        } else if let list = rest.range(of: "Please provide one of ") {
            expected = "one of " + alternatives(words(in: rest[list.upperBound...]))
        } else {
            expected = "<\(valueName)>"
        }
        return "option '\(option)' does not accept '\(value)'; expected \(expected)"
    }
}
