/// The members of a JSON object, in document order, with keyed lookup.
///
/// Order is kept so fixtures and reports read as written; equality ignores it.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection {
    /// One `"key": value` member.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONValue

        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public private(set) var members: [Member]
    private var index: [String: Int]

    public init() {
        members = []
        index = [:]
    }

    /// Builds an object; a repeated key keeps its last value (parsers report duplicates before this).
    public init(_ pairs: [(String, JSONValue)]) {
        self.init()
        for (key, value) in pairs { self[key] = value }
    }

    public init(members: [Member]) {
        self.init()
        for member in members { self[member.key] = member.value }
    }

    public subscript(key: String) -> JSONValue? {
        get { index[key].map { members[$0].value } }
        set {
            if let position = index[key] {
                if let newValue {
                    members[position].value = newValue
                } else {
                    members.remove(at: position)
                    index = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1.key, $0) })
                }
            } else if let newValue {
                index[key] = members.count
                members.append(Member(key: key, value: newValue))
            }
        }
    }

    /// Keys in document order.
    public var keys: [String] { members.map(\.key) }

    public var startIndex: Int { members.startIndex }
    public var endIndex: Int { members.endIndex }
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
