import Foundation
import TreatyContract

extension RequestVerifier {
    /// Checks the query string: every item declared, each value encoded once and of the declared
    /// shape, every required parameter present.
    ///
    /// An array parameter is checked as one array, gathered as its `style` writes it: from every
    /// `tags=…` item (`form`, exploded, the default), split at `,`, ` ` or `|` (`form` not
    /// exploded, `spaceDelimited`, `pipeDelimited`), or from `ids[]=…` items (`deepObject`, as
    /// clients write arrays). An object parameter in the `deepObject` style is checked from its
    /// `filter[status]=…` members.
    func verifyQuery(_ query: String?, declared: [Parameter]) -> [String] {
        let items = PercentEncoding.queryItems(query)
        var claimed = Array(repeating: false, count: items.count)
        var present: Set<String> = []
        var details: [String] = []
        for parameter in declared {
            let label = "query '\(parameter.name)'"
            let (style, explode) = parameter.querySerialization
            var values: [PercentEncoding.QueryItem] = []
            for (index, item) in items.enumerated()
            where !claimed[index] && Self.item(item.name, belongsTo: parameter.name, style: style) {
                claimed[index] = true
                if PercentEncoding.looksEncoded(item.value) {
                    details.append(VerifierMessage.doubleEncoded(label, raw: item.rawValue))
                } else {
                    values.append(item)
                }
            }
            guard !values.isEmpty else { continue }
            present.insert(parameter.name)
            details += checkQueryValues(values, of: parameter, style: style, explode: explode, label: label)
        }
        for (index, item) in items.enumerated() where !claimed[index] {
            details.append(VerifierMessage.undeclared("query '\(item.name)'", known: declared.map(\.name)))
        }
        for parameter in declared where parameter.required && !present.contains(parameter.name) {
            details.append(VerifierMessage.missing("query '\(parameter.name)'"))
        }
        return details
    }

    private func checkQueryValues(
        _ values: [PercentEncoding.QueryItem], of parameter: Parameter, style: ParameterStyle, explode: Bool, label: String
    ) -> [String] {
        if checker.accepts(parameter.shape, .array) {
            if !explode, style != .deepObject, values.count > 1 {
                return [VerifierMessage.repeated(label, times: values.count, style: style, separator: style.separator)]
            }
            let items = Self.arrayItems(values.map(\.value), style: style, explode: explode)
            let wire = values.map(\.value).joined(separator: explode ? "&" : String(style.separator))
            return report(
                checker.checkItems(items, parameter.shape), parameter, label: label, wire: wire, parts: Self.indexed(items))
        }
        if style == .deepObject, checker.accepts(parameter.shape, .object) {
            let members = values.map { (name: Self.memberName(of: $0.name, in: parameter.name), value: $0.value) }
            let wire = values.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
            let parts = Dictionary(members.map { ($0.name, $0.value) }) { first, _ in first }
            return report(checker.checkMembers(members, parameter.shape), parameter, label: label, wire: wire, parts: parts)
        }
        return values.flatMap { checkParameter($0.value, parameter, label: label) }
    }

    /// An array's items from the values of its query items: each value one item when exploded,
    /// else split at the style's separator.
    static func arrayItems(_ values: [String], style: ParameterStyle, explode: Bool) -> [String] {
        values.flatMap { value in
            explode ? [value] : value.split(separator: style.separator, omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// `tags` for `tags`; in the `deepObject` style also `ids[]`, `ids[0]` and `filter[status]`.
    static func item(_ name: String, belongsTo parameter: String, style: ParameterStyle) -> Bool {
        if name == parameter { return true }
        guard style == .deepObject, name.hasSuffix("]"), name.hasPrefix(parameter) else { return false }
        return name.dropFirst(parameter.count).first == "["
    }

    /// `status` for `filter[status]`.
    private static func memberName(of item: String, in parameter: String) -> String {
        guard item.count > parameter.count + 1 else { return "" }
        return String(item.dropFirst(parameter.count + 1).dropLast())
    }
}

/// Reading percent-encoded URL parts the way a server would: decode once, and notice when the
/// result still looks encoded (`%2520` decodes to `%20`), the mark of a value encoded twice.
enum PercentEncoding {
    struct QueryItem {
        var name: String
        var value: String
        var rawValue: String
    }

    /// `a=1&b=x%20y` as decoded items, in order. A `+` is kept as a plus sign, as `URLComponents` writes it.
    static func queryItems(_ query: String?) -> [QueryItem] {
        guard let query, !query.isEmpty else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let rawName = String(parts[0])
            let rawValue = parts.count > 1 ? String(parts[1]) : ""
            return QueryItem(
                name: rawName.removingPercentEncoding ?? rawName,
                value: rawValue.removingPercentEncoding ?? rawValue,
                rawValue: rawValue
            )
        }
    }

    /// Whether a once-decoded value still contains a `%XX` escape.
    static func looksEncoded(_ decoded: String) -> Bool {
        let bytes = Array(decoded.utf8)
        guard bytes.count >= 3 else { return false }
        for index in 0..<(bytes.count - 2) where bytes[index] == UInt8(ascii: "%") {
            if isHex(bytes[index + 1]) && isHex(bytes[index + 2]) { return true }
        }
        return false
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
