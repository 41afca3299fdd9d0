/// Endpoint ids numbered in the order met, so that the endpoints a group of places is seen at
/// are a set of small numbers (``EndpointSet``) rather than of strings hashed at every place.
struct EndpointNumbers {
    /// The ids, each at its number.
    private(set) var names: [String] = []
    private var numbers: [String: Int] = [:]

    /// The number of `name`, given it when it is new.
    mutating func number(of name: String) -> Int {
        if let known = numbers[name] { return known }
        numbers[name] = names.count
        names.append(name)
        return names.count - 1
    }

    /// The number of `name`, when it has one.
    func existingNumber(of name: String) -> Int? {
        numbers[name]
    }
}

/// A set of endpoint numbers (``EndpointNumbers``), one bit each.
struct EndpointSet {
    private var words: [UInt64] = []

    /// Adds `member`; whether it was not there yet.
    mutating func insert(_ member: Int) -> Bool {
        let (word, bit) = Self.position(of: member)
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        guard words[word] & bit == 0 else { return false }
        words[word] |= bit
        return true
    }

    func contains(_ member: Int) -> Bool {
        let (word, bit) = Self.position(of: member)
        return word < words.count && words[word] & bit != 0
    }

    mutating func remove(_ member: Int) {
        let (word, bit) = Self.position(of: member)
        if word < words.count { words[word] &= ~bit }
    }

    /// The members, smallest first.
    var members: [Int] {
        var members: [Int] = []
        for (index, word) in words.enumerated() {
            var rest = word
            while rest != 0 {
                members.append(index * UInt64.bitWidth + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
        return members
    }

    private static func position(of member: Int) -> (word: Int, bit: UInt64) {
        (member / UInt64.bitWidth, 1 << UInt64(member % UInt64.bitWidth))
    }
}
