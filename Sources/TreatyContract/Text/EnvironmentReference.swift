import Foundation

/// `${NAME}` references to environment variables, the only way a contract may name a secret's
/// value: the loader accepts them where it refuses a literal secret, lint does not check them
/// against a shape (the value is only known when sent), and `treaty import` keeps them.
public enum EnvironmentReference {
    /// Whether `text` holds a `${…}` reference: a `${` followed, later, by a `}`.
    public static func contains(_ text: String) -> Bool {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return containsInCharacters(text) }
        // ASCII, so a byte is a character: the character search's answer, without its cost.
        var previous: UInt8 = 0
        var opened = false
        for byte in text.utf8 {
            if opened, byte == UInt8(ascii: "}") { return true }
            if previous == UInt8(ascii: "$"), byte == UInt8(ascii: "{") { opened = true }
            previous = byte
        }
        return false
    }

    /// The search for text that is not ASCII, where a combining mark changes what a character is.
    public static func containsInCharacters(_ text: String) -> Bool {
        guard let start = text.range(of: "${") else { return false }
        return text[start.upperBound...].contains("}")
    }

    /// Whether `value` is a string holding a reference.
    public static func isReference(_ value: JSONValue) -> Bool {
        if case .string(let text) = value { return contains(text) }
        return false
    }
}
