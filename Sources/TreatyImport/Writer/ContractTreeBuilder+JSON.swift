import TreatyContract

extension ContractTreeBuilder {
    /// A JSON value as YAML the loader converts back to the same value: objects as mappings,
    /// arrays as sequences, strings escaped, numbers exactly as their text.
    func jsonTree(_ value: JSONValue) -> YAMLTree {
        switch value {
        case .null: return .scalar("null")
        case .bool(let flag): return .bool(flag)
        case .number(let number): return numberTree(number)
        case .string(let text): return .string(text)
        case .array(let items): return .sequence(items.map(jsonTree), flow: true)
        case .object(let object): return .mapping(object.members.map { .init($0.key, jsonTree($0.value)) }, flow: true)
        }
    }

    /// A number written as ``JSONNumber/text`` when that is JSON number syntax (which YAML reads
    /// as a number too); any other text, which Treaty's parsers never produce, through `Double`.
    func numberTree(_ number: JSONNumber) -> YAMLTree {
        if Self.isNumberText(number.text) { return .scalar(number.text) }
        let value = number.double
        if value.isFinite { return .scalar("\(value)") }
        return .scalar(value.isNaN ? ".nan" : value < 0 ? "-.inf" : ".inf")
    }

    /// Whether `text` is JSON number syntax: `-?digits(.digits)?([eE][+-]?digits)?`.
    static func isNumberText(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        func digits() -> Bool {
            let count = rest.prefix(while: \.isASCIIDigit).count
            rest = rest.dropFirst(count)
            return count > 0
        }
        guard digits() else { return false }
        if rest.first == "." {
            rest = rest.dropFirst()
            guard digits() else { return false }
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            guard digits() else { return false }
        }
        return rest.isEmpty
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
