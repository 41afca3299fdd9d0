/// JSON values archive as themselves, except numbers, which keep their exact text as a string
/// wrapped in `{"#": "…"}` so no digit is lost to a `Double`, and objects, which keep member
/// order as `{"{}": [[key, value], …]}`.
extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([JSONValue].self) {
            self = .array(items)
        } else if let number = try? container.decode(JSONNumber.self) {
            self = .number(number)
        } else {
            self = .object(try container.decode(ArchivedObject.self).object)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let items): try container.encode(items)
        case .object(let object): try container.encode(ArchivedObject(object: object))
        }
    }
}

extension JSONNumber: Codable {
    private enum Key: String, CodingKey {
        case text = "#"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self.init(text: try container.decode(String.self, forKey: .text))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(text, forKey: .text)
    }
}

/// Objects archive as a list of `[key, value]` pairs, keeping member order.
extension JSONObject: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var members: [Member] = []
        while !container.isAtEnd {
            var pair = try container.nestedUnkeyedContainer()
            let key = try pair.decode(String.self)
            members.append(Member(key: key, value: try pair.decode(JSONValue.self)))
        }
        self.init(members: members)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for member in members {
            var pair = container.nestedUnkeyedContainer()
            try pair.encode(member.key)
            try pair.encode(member.value)
        }
    }
}

/// The keyed wrapper that tells an archived object from an array.
private struct ArchivedObject: Codable {
    var object: JSONObject

    init(object: JSONObject) {
        self.object = object
    }

    private enum Key: String, CodingKey {
        case members = "{}"
    }

    init(from decoder: any Decoder) throws {
        object = try decoder.container(keyedBy: Key.self).decode(JSONObject.self, forKey: .members)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(object, forKey: .members)
    }
}
