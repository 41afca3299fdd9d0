/// The coding key of generated request-body types, named by the member's wire name.
///
/// Generated body structs write their `init(from:)` and `encode(to:)` over this one key type
/// instead of letting Swift synthesize them with a `CodingKeys` enum per struct: each synthesized
/// enum brings its own `CodingKey`, `Hashable` and `CustomStringConvertible` witnesses, and for
/// the hundreds of schemas of a large API those were most of a suite's compile time
/// (docs/benchmarks.md). Decoding and encoding are the same: required members with `decode`,
/// optional ones with `decodeIfPresent` and `encodeIfPresent`.
@_spi(Generated) public struct BodyCodingKey: CodingKey, ExpressibleByStringLiteral, Sendable {
    public let stringValue: String

    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// `forKey: "wire_name"` in generated code.
    public init(stringLiteral value: String) {
        self.stringValue = value
    }

    /// Body members are named, never indexed.
    public var intValue: Int? { nil }

    public init?(intValue: Int) { nil }
}

extension ContractInput {
    /// The key generated body types code their members with, named here so generated code never
    /// names a runtime type a schema of the same name could shadow.
    @_spi(Generated) public typealias BodyKey = BodyCodingKey
}
