/// One archive object's members, read with the type the format gives each key; a wrong or
/// missing member is a ``ContractArchive/ReadError`` naming its path in the archive.
struct Fields {
    let object: JSONObject
    let path: String

    init(_ object: JSONObject, at path: String) {
        self.object = object
        self.path = path
    }

    init(_ value: JSONValue, at path: String) throws {
        guard case .object(let object) = value else { throw Self.mismatch("an object", at: path) }
        self.init(object, at: path)
    }

    func optional(_ key: String) throws -> JSONValue? {
        object[key]
    }

    func required(_ key: String) throws -> JSONValue {
        guard let value = object[key] else {
            throw ContractArchive.ReadError("the contract archive misses '\(key)' at '\(path.isEmpty ? "/" : path)'")
        }
        return value
    }

    func string(_ key: String) throws -> String {
        try Self.string(try required(key), at: path + "/" + key)
    }

    /// The string under `key` read by `parse`, which the format's word for it (`what`) names
    /// when it refuses the text.
    func parsed<Value>(_ key: String, as what: String, _ parse: (String) -> Value?) throws -> Value {
        let text = try string(key)
        guard let value = parse(text) else {
            throw ContractArchive.ReadError("the contract archive's '\(text)' at '\(path)/\(key)' is not \(what)")
        }
        return value
    }

    func optionalString(_ key: String) throws -> String? {
        try object[key].map { try Self.string($0, at: path + "/" + key) }
    }

    func optionalStrings(_ key: String) throws -> [String]? {
        try object[key].map { try Self.items($0, at: path + "/" + key).map { try Self.string($0, at: $1) } }
    }

    func integer(_ key: String) throws -> Int {
        guard let integer = try optionalInteger(key) else { throw Self.mismatch("an integer", at: path + "/" + key) }
        return integer
    }

    func optionalInteger(_ key: String) throws -> Int? {
        guard let value = object[key] else { return nil }
        guard case .number(let number) = value, let integer = number.int else {
            throw Self.mismatch("an integer", at: path + "/" + key)
        }
        return integer
    }

    func optionalNumber(_ key: String) throws -> JSONNumber? {
        guard let value = object[key] else { return nil }
        guard case .number(let number) = value else { throw Self.mismatch("a number", at: path + "/" + key) }
        return number
    }

    func optionalBool(_ key: String) throws -> Bool? {
        guard let value = object[key] else { return nil }
        guard case .bool(let flag) = value else { throw Self.mismatch("true or false", at: path + "/" + key) }
        return flag
    }

    func object(_ key: String) throws -> JSONObject? {
        guard let value = object[key] else { return nil }
        guard case .object(let members) = value else { throw Self.mismatch("an object", at: path + "/" + key) }
        return members
    }

    /// The items of the list under `key`, each with its path; a missing list is empty.
    func list(_ key: String) throws -> [(JSONValue, String)] {
        guard let value = object[key] else { return [] }
        return try Self.items(value, at: path + "/" + key)
    }

    static func items(_ value: JSONValue, at path: String) throws -> [(JSONValue, String)] {
        guard case .array(let items) = value else { throw mismatch("a list", at: path) }
        return items.enumerated().map { ($0.element, "\(path)/\($0.offset)") }
    }

    static func string(_ value: JSONValue, at path: String) throws -> String {
        guard case .string(let text) = value else { throw mismatch("a string", at: path) }
        return text
    }

    static func mismatch(_ expected: String, at path: String) -> ContractArchive.ReadError {
        ContractArchive.ReadError("the contract archive expects \(expected) at '\(path)'; run 'treaty generate' again")
    }
}
