import Foundation
import TreatyContract

extension RequestVerifier {
    /// Checks the query string: every item declared, each value encoded once and of the declared
    /// shape, every required parameter present.
    func verifyQuery(_ query: String?, declared: [Parameter]) -> [String] {
        let items = PercentEncoding.queryItems(query)
        var details: [String] = []
        for item in items {
            let label = "query '\(item.name)'"
            guard let parameter = declared.first(where: { $0.name == item.name }) else {
                details.append(VerifierMessage.undeclared(label, known: declared.map(\.name)))
                continue
            }
            if PercentEncoding.looksEncoded(item.value) {
                details.append(VerifierMessage.doubleEncoded(label, raw: item.rawValue))
                continue
            }
            details += checkParameter(item.value, parameter, label: label)
        }
        for parameter in declared where parameter.required && !items.contains(where: { $0.name == parameter.name }) {
            details.append(VerifierMessage.missing("query '\(parameter.name)'"))
        }
        return details
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
