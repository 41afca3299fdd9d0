import Foundation
import TreatyContract

extension RequestVerifier {
    /// Checks the query string: every item declared, each value encoded once and of the declared
    /// shape, every required parameter present.
    ///
    /// An array parameter is checked as one array, gathered as its `style` writes it: from every
    /// `tags=…` item (`form`, exploded, the default), split at `,`, ` ` or `|` (`form` not
    /// exploded, `spaceDelimited`, `pipeDelimited`), or from `ids[]=…` items (`deepObject`, as
    /// clients write arrays). An object parameter is checked as one object: from its
    /// `filter[status]=…` members (`deepObject`), from `filter=status,open,size,2` (`form` not
    /// exploded; `|` or ` ` in the other two styles), or, exploded in the `form` style (the
    /// default), from the items named as its members (`page=2&per_page=20`) that no parameter
    /// claims by its own name.
    func verifyQuery(_ query: String?, declared: [Parameter]) -> [String] {
        let items = PercentEncoding.queryItems(query)
        var claimed = Array(repeating: false, count: items.count)
        var present: Set<String> = []
        var details: [String] = []
        for parameter in declared {
            let label = "query '\(parameter.name)'"
            let (style, explode) = parameter.querySerialization
            let (values, sent) = claim(items, &claimed, label: label, &details) {
                Self.item($0, belongsTo: parameter.name, style: style)
            }
            if sent { present.insert(parameter.name) }
            guard !values.isEmpty else { continue }
            details += checkQueryValues(values, of: parameter, style: style, explode: explode, label: label)
        }
        for parameter in declared where spreadsMembers(parameter) {
            let label = "query '\(parameter.name)'"
            let (names, takesOthers) = checker.memberNames(parameter.shape)
            let (values, sent) = claim(items, &claimed, label: label, &details) { takesOthers || names.contains($0) }
            if sent { present.insert(parameter.name) }
            guard !values.isEmpty else { continue }
            details += checkMembers(values.map { ($0.name, $0.value) }, of: parameter, label: label)
        }
        for (index, item) in items.enumerated() where !claimed[index] {
            details.append(VerifierMessage.undeclared("query '\(item.name)'", known: declared.map(\.name)))
        }
        for parameter in declared where parameter.required && !present.contains(parameter.name) {
            details.append(VerifierMessage.missing("query '\(parameter.name)'"))
        }
        return details
    }

    /// The items not yet claimed whose name `belongs`, now claimed, and whether there were any;
    /// one encoded twice is reported and left out (the parameter was sent all the same).
    private func claim(
        _ items: [PercentEncoding.QueryItem], _ claimed: inout [Bool], label: String, _ details: inout [String],
        _ belongs: (String) -> Bool
    ) -> (values: [PercentEncoding.QueryItem], sent: Bool) {
        var values: [PercentEncoding.QueryItem] = []
        var sent = false
        for (index, item) in items.enumerated() where !claimed[index] && belongs(item.name) {
            claimed[index] = true
            sent = true
            if PercentEncoding.looksEncoded(item.value) {
                details.append(VerifierMessage.doubleEncoded(label, raw: item.rawValue))
            } else {
                values.append(item)
            }
        }
        return (values, sent)
    }

    /// Whether the parameter is an object the `form` style writes as one query item per member.
    private func spreadsMembers(_ parameter: Parameter) -> Bool {
        let (style, explode) = parameter.querySerialization
        return style == .form && explode && !checker.accepts(parameter.shape, .array)
            && checker.accepts(parameter.shape, .object)
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
            return checkMembers(
                values.map { (Self.memberName(of: $0.name, in: parameter.name), $0.value) }, of: parameter, label: label)
        }
        if !explode, checker.accepts(parameter.shape, .object) {
            guard values.count == 1 else {
                return [VerifierMessage.repeatedObject(label, times: values.count, style: style, separator: style.separator)]
            }
            let wire = values[0].value
            guard let members = Self.pairs(wire, separator: style.separator) else {
                let odd = ShapeMismatch(
                    pointer: "", expected: "names and values in pairs, joined by '\(style.separator)'",
                    actual: "an odd number of parts")
                return report([odd], parameter, label: label, wire: wire)
            }
            return checkMembers(members, of: parameter, label: label, wire: wire)
        }
        return values.flatMap { checkParameter($0.value, parameter, label: label) }
    }

    /// An object parameter checked from its members, each quoted on its own in a finding; `wire`
    /// is the text quoted for a finding about the whole object (by default the members as items).
    private func checkMembers(
        _ members: [(name: String, value: String)], of parameter: Parameter, label: String, wire: String? = nil
    ) -> [String] {
        let wire = wire ?? members.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let parts = Dictionary(members.map { ($0.name, $0.value) }) { first, _ in first }
        return report(checker.checkMembers(members, parameter.shape), parameter, label: label, wire: wire, parts: parts)
    }

    /// `status,open,size,2` as its members, `(status, open)` and `(size, 2)`; nil for an odd number of parts.
    static func pairs(_ text: String, separator: Character) -> [(name: String, value: String)]? {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        guard parts.count.isMultiple(of: 2) else { return nil }
        return stride(from: 0, to: parts.count, by: 2).map { (parts[$0], parts[$0 + 1]) }
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
    static func memberName(of item: String, in parameter: String) -> String {
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
