/// The members of a JSON object, in document order, with keyed lookup.
///
/// Order is kept so fixtures and reports read as written; equality ignores it.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection {
    /// One `"key": value` member.
    public struct Member: Sendable, Hashable {
        /// The member name.
        public var key: String
        /// The member value.
        public var value: JSONValue

        /// A member `"key": value`.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members in document order; change them through the key subscript.
    public private(set) var members: [Member]
    /// Key → position, kept only for objects larger than ``indexThreshold``: most objects are
    /// small, and comparing a few short keys is cheaper than hashing every key while parsing.
    private var index: [String: Int]
    private var pendingKey = ""
    private static let indexThreshold = 32

    /// An empty object.
    public init() {
        members = []
        index = [:]
    }

    /// Builds an object; a repeated key keeps its last value (parsers report duplicates before this).
    public init(_ pairs: [(String, JSONValue)]) {
        self.init()
        for (key, value) in pairs { self[key] = value }
    }

    /// Builds an object from members; a repeated key keeps its last value.
    public init(members: [Member]) {
        self.init()
        for member in members { self[member.key] = member.value }
    }

    /// An object of members whose keys a parser has already found distinct (a YAML mapping, whose
    /// reader refuses a repeated key): no key is looked for before it is added, so building a
    /// large example costs no comparisons of every key with those before it.
    package init(distinctMembers members: [Member]) {
        self.members = members
        index = [:]
        if members.count > JSONObject.indexThreshold { index = positions() }
        assert(Set(members.map(\.key)).count == members.count, "a repeated key in distinctMembers")
    }

    /// The value for `key`; setting nil removes the member, setting a new key appends it.
    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { members[$0].value } }
        set {
            if let position = position(of: key) {
                if let newValue {
                    members[position].value = newValue
                } else {
                    members.remove(at: position)
                    index = members.count > JSONObject.indexThreshold ? positions() : [:]
                }
            } else if let newValue {
                members.append(Member(key: key, value: newValue))
                if members.count > JSONObject.indexThreshold {
                    if index.isEmpty { index = positions() } else { index[key] = members.count - 1 }
                }
            }
        }
    }

    private func position(of key: String) -> Int? {
        if members.count <= JSONObject.indexThreshold { return members.firstIndex { $0.key == key } }
        return index[key]
    }

    private func positions() -> [String: Int] {
        Dictionary(members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Claims `key` for the next ``appendReserved(_:)``; false when the key is already present.
    ///
    /// The parser uses this pair to detect a duplicate key when it reads the key (so the error
    /// points at it) and to store the member with at most one hash lookup.
    mutating func reserveKey(_ key: String) -> Bool {
        if members.count < JSONObject.indexThreshold {
            guard !members.contains(where: { $0.key == key }) else { return false }
        } else {
            if index.isEmpty { index = positions() }
            guard index.updateValue(members.count, forKey: key) == nil else { return false }
        }
        pendingKey = key
        return true
    }

    /// Appends the value for the key claimed by the last ``reserveKey(_:)``.
    mutating func appendReserved(_ value: JSONValue) {
        members.append(Member(key: pendingKey, value: value))
        pendingKey = ""
    }

    /// Keys in document order.
    public var keys: [String] { members.map(\.key) }

    public var startIndex: Int { members.startIndex }
    public var endIndex: Int { members.endIndex }
    /// The member at `position`, in document order.
    public subscript(position: Int) -> Member { members[position] }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        return lhs.members.allSatisfy { rhs[$0.key] == $0.value }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(members.count)
        for key in members.map(\.key).sorted() { hasher.combine(key) }
    }
}
