/// The coding key of generated request-body types, named by the member's wire name.
///
/// Generated body structs write their `init(from:)` and `encode(to:)` over this one key type
/// instead of letting Swift synthesize them with a `CodingKeys` enum per struct: each synthesized
/// enum brings its own `CodingKey`, `Hashable` and `CustomStringConvertible` witnesses, and for
/// the hundreds of schemas of a large API, writing them out over this key saves a sixth to a fifth
/// of its suite's compile time (docs/benchmarks.md). Decoding and encoding are the same: required
/// members with `decode`, optional ones with `decodeIfPresent` and `encodeIfPresent`.
@_spi(Generated) public struct BodyCodingKey: CodingKey, Sendable {
    /// The member's name on the wire.
    public let stringValue: String

    /// A key for the member named `stringValue` on the wire.
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Body members are named, never indexed.
    public var intValue: Int? { nil }

    /// Nil: a body member has no index.
    public init?(intValue: Int) { nil }
}

extension ContractInput {
    /// The key generated body types code their members with, named here so generated code never
    /// names a runtime type a schema of the same name could shadow.
    @_spi(Generated) public typealias BodyKey = BodyCodingKey
}

// One generic function per direction and presence, whose type comes from the property it is
// assigned to or reads: `decode(_:forKey:)` has an overload per standard type, and choosing
// among them for every member of every body was a seventh of a schema part's compile time.
@_spi(Generated) extension KeyedDecodingContainer where K == BodyCodingKey {
    /// A required member: `decode(_:forKey:)`.
    @_spi(Generated) public func member<Value: Decodable>(_ name: String) throws -> Value {
        try decode(Value.self, forKey: BodyCodingKey(stringValue: name))
    }

    /// A member that may be absent or null: `decodeIfPresent(_:forKey:)`.
    @_spi(Generated) public func optionalMember<Value: Decodable>(_ name: String) throws -> Value? {
        try decodeIfPresent(Value.self, forKey: BodyCodingKey(stringValue: name))
    }
}

@_spi(Generated) extension KeyedEncodingContainer where K == BodyCodingKey {
    /// A required member: `encode(_:forKey:)`.
    @_spi(Generated) public mutating func encodeMember<Value: Encodable>(_ value: Value, _ name: String) throws {
        try encode(value, forKey: BodyCodingKey(stringValue: name))
    }

    /// A member that may be absent: `encodeIfPresent(_:forKey:)`, which writes nothing for nil.
    @_spi(Generated) public mutating func encodeOptionalMember<Value: Encodable>(_ value: Value?, _ name: String) throws {
        try encodeIfPresent(value, forKey: BodyCodingKey(stringValue: name))
    }
}
