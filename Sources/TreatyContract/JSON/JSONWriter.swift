/// Writes ``JSONValue``s as text, deterministically.
///
/// ``pretty`` is Treaty's canonical form, used for fixtures (`treaty fixtures fmt`) and every
/// JSON report: keys sorted by their UTF-8 bytes, two-space indent, numbers exactly as read,
/// one trailing newline. ``compact`` writes one line in document order, for request bodies.
public struct JSONWriter: Sendable {
    /// Whether to sort object keys and indent.
    public var canonical: Bool

    /// The canonical, human-reviewable form.
    public static let pretty = JSONWriter(canonical: true)
    /// One line, members in document order, no trailing newline.
    public static let compact = JSONWriter(canonical: false)

    /// A writer; prefer ``pretty`` or ``compact``.
    public init(canonical: Bool) {
        self.canonical = canonical
    }

    /// The value's text; canonical output ends with a newline.
    public func write(_ value: JSONValue) -> String {
        var output = ""
        append(value, depth: 0, to: &output)
        if canonical { output += "\n" }
        return output
    }

    private func append(_ value: JSONValue, depth: Int, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += number.text
        case .string(let text): JSONWriter.appendQuoted(text, to: &output)
        case .array(let items):
            guard !items.isEmpty else { return output += "[]" }
            output += "["
            for (position, item) in items.enumerated() {
                if position > 0 { output += "," }
                newline(depth + 1, &output)
                append(item, depth: depth + 1, to: &output)
            }
            newline(depth, &output)
            output += "]"
        case .object(let object):
            guard !object.isEmpty else { return output += "{}" }
            let members =
                canonical ? object.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } : object.members
            output += "{"
            for (position, member) in members.enumerated() {
                if position > 0 { output += "," }
                newline(depth + 1, &output)
                JSONWriter.appendQuoted(member.key, to: &output)
                output += canonical ? ": " : ":"
                append(member.value, depth: depth + 1, to: &output)
            }
            newline(depth, &output)
            output += "}"
        }
    }

    private func newline(_ depth: Int, _ output: inout String) {
        guard canonical else { return }
        output += "\n"
        output += String(repeating: "  ", count: depth)
    }

    /// Appends `text` as a JSON string literal, escaping quotes, backslashes, control characters and
    /// the invisible scalars that could make a reviewed file read differently from what it holds.
    public static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.isHiddenOrControl || (scalar.isNoncharacter && scalar.value <= 0xFFFF) {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
