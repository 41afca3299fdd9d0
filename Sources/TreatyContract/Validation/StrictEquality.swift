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
            return left.allSatisfy { member in
                right.contains { $0.key.utf8.elementsEqual(member.key.utf8) && equal($0.value, member.value) }
            }
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
        var buckets: [JSONValue: [Int]] = [:]
        for (index, item) in items.enumerated() {
            if let earlier = buckets[item]?.first(where: { equal(items[$0], item) }) { return (earlier, index) }
            buckets[item, default: []].append(index)
        }
        return nil
    }

    /// Values to look others up in, as `enum` is for every instance a validator checks: a scan
    /// of a short list, a hash lookup refined by strict equality for a long one (strictly equal
    /// values are `==`, so they share a bucket). An `enum` of thousands checked against an array
    /// of thousands would otherwise compare every pair.
    struct Membership: Sendable {
        let values: [JSONValue]
        private let buckets: [JSONValue: [Int]]?

        init(_ values: [JSONValue]) {
            self.values = values
            guard values.count > 16 else {
                buckets = nil
                return
            }
            var buckets: [JSONValue: [Int]] = [:]
            for (index, value) in values.enumerated() { buckets[value, default: []].append(index) }
            self.buckets = buckets
        }

        func contains(_ value: JSONValue) -> Bool {
            guard let buckets else { return values.contains { equal($0, value) } }
            return buckets[value]?.contains { equal(values[$0], value) } ?? false
        }
    }
}
