import TreatyContract

/// Whether a value a client sent means the value the scenario passed, judged by what the contract
/// says the value is, never by its text alone.
///
/// Why: a conforming client may write one value in several ways. An encoder that writes
/// `2012-10-09T23:39:01.000Z` for the scenario's `2012-10-09T23:39:01Z`, a UUID in capitals, `1.0`
/// for `1`, or a query's space as `+` sends what the server reads as the same value; comparing
/// text would report each as a client regression. Anything the contract does not say a meaning
/// for still compares as written.
struct InputMeaning {
    let schemas: SchemaTable

    /// A path, query or form value sent as `sent`, the scenario having passed `expected`, for an
    /// input of shape `shape`.
    func sameText(_ sent: String?, _ expected: String, shape: Shape?, inQuery: Bool = false) -> Bool {
        guard let sent else { return false }
        if sent == expected { return true }
        // A query is read as form data: `+` is a space.
        if inQuery, sent.contains("+"), String(sent.map { $0 == "+" ? " " : $0 }) == expected { return true }
        guard let shape = shape.map(resolved) else { return false }
        if let format = shape.format, let same = Self.sameFormatted(sent, expected, format: format) { return same }
        if let types = shape.types, types.contains(.number) || types.contains(.integer),
            case .number(let sentNumber)? = try? JSONParser().parse(Array(sent.utf8)),
            case .number(let expectedNumber)? = try? JSONParser().parse(Array(expected.utf8))
        {
            return sentNumber == expectedNumber
        }
        return false
    }

    /// A JSON value sent for a body or a body member of shape `shape`: objects member by member
    /// (in any order), arrays item by item, strings by their format, numbers as numbers.
    func sameJSON(_ sent: JSONValue, _ expected: JSONValue, shape: Shape?) -> Bool {
        if sent == expected { return true }
        let shape = shape.map(resolved)
        switch (sent, expected) {
        case (.string(let sentText), .string(let expectedText)):
            guard let format = shape?.format else { return false }
            return Self.sameFormatted(sentText, expectedText, format: format) ?? false
        case (.array(let sentItems), .array(let expectedItems)):
            guard sentItems.count == expectedItems.count else { return false }
            return zip(sentItems, expectedItems).allSatisfy { sameJSON($0, $1, shape: shape?.items) }
        case (.object(let sentObject), .object(let expectedObject)):
            guard sentObject.members.count == expectedObject.members.count else { return false }
            return expectedObject.members.allSatisfy { member in
                guard let value = sentObject[member.key] else { return false }
                return sameJSON(value, member.value, shape: shape?.property(member.key))
            }
        default:
            return false
        }
    }

    /// Equal by `format`, or nil when the format gives no meaning beyond the text.
    static func sameFormatted(_ sent: String, _ expected: String, format: String) -> Bool? {
        switch format {
        case "date-time":
            guard let sentInstant = FormatChecker.instant(sent), let expectedInstant = FormatChecker.instant(expected) else {
                return nil
            }
            return sentInstant == expectedInstant
        case "uuid", "hostname":
            // Hexadecimal digits and host names are read without case.
            return sent.lowercased() == expected.lowercased()
        case "email":
            return sameMailbox(sent, expected)
        default:
            return nil
        }
    }

    /// `local@Host.Example` and `local@host.example`: the domain ignores case, the local part does not.
    private static func sameMailbox(_ sent: String, _ expected: String) -> Bool {
        let (sentParts, expectedParts) = (sent.split(separator: "@"), expected.split(separator: "@"))
        guard sentParts.count == 2, expectedParts.count == 2 else { return false }
        return sentParts[0] == expectedParts[0] && sentParts[1].lowercased() == expectedParts[1].lowercased()
    }

    /// The shape behind `shape`'s `$ref`s, a few hops at most.
    func resolved(_ shape: Shape) -> Shape {
        var current = shape
        for _ in 0..<8 {
            guard let ref = current.ref, let target = schemas[ref] else { break }
            current = target
        }
        return current
    }
}
