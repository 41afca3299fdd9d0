/// Short renderings of values and shapes for violation messages.
enum ValueDescription {
    /// A value as a message token: strings in single quotes, short JSON for the rest, text longer
    /// than `limit` scalars cut.
    static func describe(_ value: JSONValue, limit: Int = 60) -> String {
        switch value {
        case .string(let text): return "'\(shorten(text, limit: limit))'"
        case .array(let items): return items.isEmpty ? "[]" : "array of \(items.count) \(items.count == 1 ? "item" : "items")"
        case .object(let object): return object.isEmpty ? "{}" : "object"
        default: return JSONWriter.compact.write(value)
        }
    }

    /// The list of accepted values of an `enum`, e.g. `one of 'open', 'closed'`.
    static func oneOf(_ values: [JSONValue]) -> String {
        let shown = values.prefix(10).map { value -> String in
            if case .string(let text) = value { return "'\(shorten(text))'" }
            return shorten(JSONWriter.compact.write(value))
        }
        let more = values.count > shown.count ? ", … (\(values.count) values)" : ""
        return "one of " + shown.joined(separator: ", ") + more
    }

    /// The accepted types, e.g. `string or null`.
    static func types(_ types: [JSONType], nullable: Bool) -> String {
        var names = types.map(\.rawValue)
        if nullable, !types.contains(.null) { names.append("null") }
        return names.joined(separator: " or ")
    }

    /// `1 item`, `3 items`; `plural` for nouns that do not just take an `s` (`properties`).
    static func plural(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }

    private static func shorten(_ text: String, limit: Int = 60) -> String {
        guard text.unicodeScalars.count > limit else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…"
    }
}
