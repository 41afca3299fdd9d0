/// Encodes `Encodable` values straight into a ``JSONValue``, for ``ContractArchive``.
///
/// Why not Foundation's `JSONEncoder`: the archive is written canonically by ``JSONWriter``, so
/// going through `JSONEncoder`'s text meant encoding, printing and parsing a large API's whole
/// model (16.9 MB for GitHub's) before writing it again. The value built here is the one parsing
/// that text gave: keyed containers become objects, unkeyed ones arrays, integers numbers with
/// their decimal text, and an absent optional no member at all. It handles what the contract model
/// encodes (strings, booleans, integers, nil and containers); a floating-point value is refused,
/// since its text would have to match `JSONEncoder`'s to keep archives byte-identical.
struct JSONValueEncoder {
    /// Thrown for a value the archive has no form for.
    struct Unsupported: Error, CustomStringConvertible {
        let type: String
        var description: String { "the contract archive cannot encode a \(type)" }
    }

    func encode(_ value: some Encodable) throws -> JSONValue {
        let root = Slot()
        try value.encode(to: SlotEncoder(slot: root, codingPath: []))
        return root.value
    }
}

/// A value being built: filled once, or grown as an object or an array.
private final class Slot {
    enum Content {
        case empty
        case value(JSONValue)
        case object([(String, Slot)])
        case array([Slot])
    }

    var content = Content.empty

    var value: JSONValue {
        switch content {
        case .empty: return .object(JSONObject())
        case .value(let value): return value
        case .object(let members): return .object(JSONObject(members.map { ($0.0, $0.1.value) }))
        case .array(let items): return .array(items.map(\.value))
        }
    }

    /// A new member slot under `key` (an object's members keep the order they were encoded in).
    func member(_ key: String) -> Slot {
        let slot = Slot()
        if case .object(var members) = content {
            content = .empty
            members.append((key, slot))
            content = .object(members)
        } else {
            content = .object([(key, slot)])
        }
        return slot
    }

    /// A new item slot at the end of an array.
    func item() -> Slot {
        let slot = Slot()
        if case .array(var items) = content {
            content = .empty
            items.append(slot)
            content = .array(items)
        } else {
            content = .array([slot])
        }
        return slot
    }

    func becomeObject() { if case .empty = content { content = .object([]) } }
    func becomeArray() { if case .empty = content { content = .array([]) } }
}

private struct SlotEncoder: Encoder {
    let slot: Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.becomeObject()
        return KeyedEncodingContainer(KeyedSlotContainer(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.becomeArray()
        return UnkeyedSlotContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleSlotContainer(slot: slot, codingPath: codingPath)
    }
}

/// Puts one encoded value into a slot: the one place scalars become JSON.
private func put(_ value: some Encodable, into slot: Slot, at codingPath: [any CodingKey]) throws {
    switch value {
    case let text as String: slot.content = .value(.string(text))
    case let flag as Bool: slot.content = .value(.bool(flag))
    case let number as any FixedWidthInteger: slot.content = .value(.number(JSONNumber(text: "\(number)")))
    case is Double, is Float: throw JSONValueEncoder.Unsupported(type: "\(type(of: value))")
    default: try value.encode(to: SlotEncoder(slot: slot, codingPath: codingPath))
    }
}

private struct KeyedSlotContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { slot.member(key.stringValue).content = .value(.null) }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try put(value, into: slot.member(key.stringValue), at: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        SlotEncoder(slot: slot.member("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedSlotContainer: UnkeyedEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]
    private(set) var count = 0

    init(slot: Slot, codingPath: [any CodingKey]) {
        self.slot = slot
        self.codingPath = codingPath
    }

    mutating func encodeNil() throws {
        slot.item().content = .value(.null)
        count += 1
    }

    mutating func encode(_ value: some Encodable) throws {
        try put(value, into: slot.item(), at: codingPath)
        count += 1
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        count += 1
        return SlotEncoder(slot: slot.item(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        return SlotEncoder(slot: slot.item(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        count += 1
        return SlotEncoder(slot: slot.item(), codingPath: codingPath)
    }
}

private struct SingleSlotContainer: SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.content = .value(.null) }

    mutating func encode(_ value: some Encodable) throws {
        try put(value, into: slot, at: codingPath)
    }
}
