/// JSON Schema's value equality for `enum`, `const` and `uniqueItems`.
///
/// It differs from `JSONValue`'s `==` in one way: strings (and object keys) are equal only when
/// their Unicode code points are, as JSON Schema requires, whereas Swift's `String` equality
/// treats canonically equivalent text (`ñ` and `n` + combining tilde) as equal. Numbers still
/// compare by value (`1 == 1.0`).
enum StrictEquality {
    static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let left), .string(let right)):
            return left.utf8.elementsEqual(right.utf8)
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { equal($0, $1) }
        case (.object(let left), .object(let right)):
            guard left.count == right.count else { return false }
            guard left.count > 16 else {
                return left.allSatisfy { member in
                    right.contains { $0.key.utf8.elementsEqual(member.key.utf8) && equal($0.value, member.value) }
                }
            }
            // Keys by their code points: a linear comparison for large objects, not one scan per member.
            var values: [[UInt8]: JSONValue] = [:]
            for member in right.members { values[Array(member.key.utf8)] = member.value }
            return left.members.allSatisfy { member in values[Array(member.key.utf8)].map { equal($0, member.value) } ?? false }
        default:
            return lhs == rhs
        }
    }

    /// The first pair of equal items, by index, or nil when all are distinct.
    static func firstDuplicate(_ items: [JSONValue]) -> (Int, Int)? {
        if items.count <= 16 {
            for second in items.indices {
                for first in 0..<second where equal(items[first], items[second]) { return (first, second) }
            }
            return nil
        }
        var buckets: [Int: [Int]] = [:]
        for (index, item) in items.enumerated() {
            let key = hash(item)
            if let earlier = buckets[key]?.first(where: { equal(items[$0], item) }) { return (earlier, index) }
            buckets[key, default: []].append(index)
        }
        return nil
    }

    /// A hash that agrees with ``equal(_:_:)`` and covers every part of a value: member values
    /// as well as names, numbers by their exact decimal value, strings by their code points.
    /// `JSONValue`'s own hash covers only an object's keys, so a thousand objects of one shape
    /// would share a bucket and be compared pair by pair.
    static func hash(_ value: JSONValue) -> Int {
        var hasher = Hasher()
        combine(value, into: &hasher)
        return hasher.finalize()
    }

    private static func combine(_ value: JSONValue, into hasher: inout Hasher) {
        switch value {
        case .null:
            hasher.combine(0 as UInt8)
        case .bool(let flag):
            hasher.combine(1 as UInt8)
            hasher.combine(flag)
        case .number(let number):
            hasher.combine(2 as UInt8)
            if let decimal = DecimalDigits(number.text) {
                hasher.combine(decimal.sign)
                hasher.combine(decimal.exponent)
                decimal.digits.withUnsafeBytes { hasher.combine(bytes: $0) }
            } else {
                hasher.combine(number.text)
            }
        case .string(let text):
            hasher.combine(3 as UInt8)
            combine(codePointsOf: text, into: &hasher)
        case .array(let items):
            hasher.combine(4 as UInt8)
            hasher.combine(items.count)
            for item in items { combine(item, into: &hasher) }
        case .object(let object):
            hasher.combine(5 as UInt8)
            hasher.combine(object.count)
            // Members in any order hash alike: each member is hashed alone and the hashes added.
            var members = 0
            for member in object.members {
                var one = Hasher()
                combine(codePointsOf: member.key, into: &one)
                combine(member.value, into: &one)
                members &+= one.finalize()
            }
            hasher.combine(members)
        }
    }

    private static func combine(codePointsOf text: String, into hasher: inout Hasher) {
        var text = text
        hasher.combine(text.utf8.count)
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Values to look others up in, as `enum` is for every instance a validator checks: a scan
    /// of a short list, a lookup by ``hash(_:)`` refined by strict equality for a long one. An `enum` of thousands checked against an array
    /// of thousands would otherwise compare every pair.
    struct Membership: Sendable {
        let values: [JSONValue]
        private let buckets: [Int: [Int]]?

        init(_ values: [JSONValue]) {
            self.values = values
            guard values.count > 16 else {
                buckets = nil
                return
            }
            var buckets: [Int: [Int]] = [:]
            for (index, value) in values.enumerated() { buckets[StrictEquality.hash(value), default: []].append(index) }
            self.buckets = buckets
        }

        func contains(_ value: JSONValue) -> Bool {
            guard let buckets else { return values.contains { equal($0, value) } }
            return buckets[StrictEquality.hash(value)]?.contains { equal(values[$0], value) } ?? false
        }
    }
}
