/// An option's text read as one of a fixed set of words, with the message every command gives.
///
/// Options take plain strings and are read here, rather than as `ExpressibleByArgument` enums,
/// so a wrong word gets Treaty's message (`option '--fail-on' does not accept 'minor'; expected
/// one of 'breaking', 'additive', 'none'`) and exit code 2.
enum Choice {
    static func parse<Word: RawRepresentable & CaseIterable>(_ text: String?, option: String, default fallback: Word)
        throws(UsageError) -> Word
    where Word.RawValue == String {
        guard let text else { return fallback }
        guard let word = Word(rawValue: text) else {
            let allowed = Word.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw UsageError("option '\(option)' does not accept '\(text)'; expected one of \(allowed)")
        }
        return word
    }

    /// `a|b|c`, the value name help shows for a choice.
    static func names<Word: RawRepresentable & CaseIterable>(_ type: Word.Type) -> String where Word.RawValue == String {
        type.allCases.map(\.rawValue).joined(separator: "|")
    }
}
