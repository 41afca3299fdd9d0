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
        // Written as bytes and made a string once: appending to a `String` piece by piece cost
        // most of `treaty generate`'s time on large documents, whose model is embedded as JSON.
        var output: [UInt8] = []
        append(value, depth: 0, to: &output)
        if canonical { output.append(UInt8(ascii: "\n")) }
        return String(decoding: output, as: UTF8.self)
    }

    private func append(_ value: JSONValue, depth: Int, to output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: number.text.utf8)
        case .string(let text): JSONWriter.appendQuoted(text, to: &output)
        case .array(let items):
            guard !items.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            output.append(UInt8(ascii: "["))
            for (position, item) in items.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline(depth + 1, &output)
                append(item, depth: depth + 1, to: &output)
            }
            newline(depth, &output)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            let members =
                canonical ? object.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } : object.members
            output.append(UInt8(ascii: "{"))
            for (position, member) in members.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline(depth + 1, &output)
                JSONWriter.appendQuoted(member.key, to: &output)
                output.append(contentsOf: (canonical ? ": " : ":").utf8)
                append(member.value, depth: depth + 1, to: &output)
            }
            newline(depth, &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private func newline(_ depth: Int, _ output: inout [UInt8]) {
        guard canonical else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// Appends `text` as a JSON string literal, escaping quotes, backslashes, control characters and
    /// the invisible scalars that could make a reviewed file read differently from what it holds.
    private static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            let value = scalar.value
            // Printable ASCII other than the quote and the backslash stands for itself: nearly every character.
            if value >= 0x20, value < 0x7F, value != 0x22, value != 0x5C {
                output.append(UInt8(truncatingIfNeeded: value))
                continue
            }
            switch scalar {
            case "\"": output.append(contentsOf: "\\\"".utf8)
            case "\\": output.append(contentsOf: "\\\\".utf8)
            case "\n": output.append(contentsOf: "\\n".utf8)
            case "\r": output.append(contentsOf: "\\r".utf8)
            case "\t": output.append(contentsOf: "\\t".utf8)
            case "\u{08}": output.append(contentsOf: "\\b".utf8)
            case "\u{0C}": output.append(contentsOf: "\\f".utf8)
            default:
                if scalar.isHiddenOrControl || (scalar.isNoncharacter && value <= 0xFFFF) {
                    let hex = String(value, radix: 16)
                    output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                } else {
                    output.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
