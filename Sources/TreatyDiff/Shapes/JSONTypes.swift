import TreatyContract

/// A set of JSON types, one bit each.
///
/// Why not `Set<JSONType>`: comparing two shapes' types built and hashed such sets (a type hashes
/// its name) for every pair of shapes compared, a tenth of the comparison of two large APIs.
struct JSONTypes: OptionSet, Hashable {
    let rawValue: UInt8

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    init(_ type: JSONType) {
        let bit: UInt8 =
            switch type {
            case .null: 0
            case .boolean: 1
            case .integer: 2
            case .number: 3
            case .string: 4
            case .array: 5
            case .object: 6
            }
        rawValue = 1 << bit
    }

    init(_ types: [JSONType]) {
        self = types.reduce(into: []) { $0.insert(JSONTypes($1)) }
    }

    /// Every JSON type.
    static let all = JSONTypes(JSONType.allCases)
    static let null = JSONTypes(.null)
}
