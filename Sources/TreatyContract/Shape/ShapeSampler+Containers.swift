extension ShapeSampler.Run {
    /// An object with exactly the required members (every declared member when ``fuller``), each
    /// sampled from the shapes that apply to it; with more members when `minProperties` asks.
    ///
    /// To differ from every excluded object (for `uniqueItems`), the first member avoids the values
    /// those objects have under its name.
    mutating func object(_ conjunction: ShapeSampler.Conjunction, excluding: Set<JSONValue>, depth: Int) -> JSONValue? {
        var object = JSONObject()
        for (position, name) in conjunction.memberNames(optional: fuller).enumerated() {
            let avoid = position == 0 ? Set(excluding.compactMap { $0.member(name) }) : []
            guard let shapes = conjunction.memberShapes(name),
                let value = sample(shapes, excluding: avoid, depth: depth + 1)
            else {
                // A fuller value leaves out an optional member that cannot be written.
                if !fuller || conjunction.parts.contains(where: { $0.required.contains(name) }) { return nil }
                continue
            }
            object[name] = value
        }
        var least = 0
        for part in conjunction.parts { least = max(least, part.minProperties ?? 0) }
        guard object.count < least else { return .object(object) }
        // Too few members for `minProperties`: the optional ones next, then undeclared ones where allowed.
        for name in conjunction.memberNames(optional: true) where object[name] == nil && object.count < least {
            guard let shapes = conjunction.memberShapes(name), let value = sample(shapes, excluding: [], depth: depth + 1)
            else { continue }
            object[name] = value
        }
        var number = 0
        while object.count < least {
            number += 1
            let name = "property\(number)"
            guard spend(), number <= limits.maxItems else { return nil }
            guard object[name] == nil else { continue }
            guard let shapes = conjunction.memberShapes(name), let value = sample(shapes, excluding: [], depth: depth + 1)
            else { return nil }
            object[name] = value
        }
        return .object(object)
    }

    /// An array of `minItems` items (the largest any part asks for; at least one when ``fuller``
    /// and `maxItems` allows), all alike unless `uniqueItems` asks for distinct ones.
    ///
    /// To differ from every excluded array, the first item avoids those arrays' first items.
    mutating func array(_ conjunction: ShapeSampler.Conjunction, excluding: Set<JSONValue>, depth: Int) -> JSONValue? {
        let maximum = conjunction.parts.compactMap(\.maxItems).min() ?? .max
        let least = max(0, conjunction.parts.compactMap(\.minItems).max() ?? 0)
        let count = fuller && least == 0 && maximum > 0 ? 1 : least
        guard count <= maximum, count <= limits.maxItems else { return nil }
        guard count > 0 else { return .array([]) }
        let itemShapes = conjunction.parts.compactMap(\.items)
        var taken = Set(excluding.compactMap { $0.firstItem })
        guard conjunction.parts.contains(where: \.uniqueItems) else {
            // One item is sampled and repeated; every copy is charged, so nested arrays cannot multiply
            // a few steps into millions of values.
            guard let item = sample(itemShapes, excluding: taken, depth: depth + 1) else { return nil }
            let (cost, overflow) = count.multipliedReportingOverflow(by: item.weight)
            guard spend(overflow ? .max : cost) else { return nil }
            return .array(Array(repeating: item, count: count))
        }
        var items: [JSONValue] = []
        for _ in 0..<count {
            guard let item = sample(itemShapes, excluding: taken, depth: depth + 1), spend(item.weight) else { return nil }
            items.append(item)
            taken.insert(item)
        }
        return .array(items)
    }
}

extension JSONValue {
    /// The member called `name`, when this is an object that has one.
    fileprivate func member(_ name: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[name]
    }

    /// The steps a value is charged as: one per value, and one per 64 UTF-8 bytes of a string.
    fileprivate var weight: Int {
        switch self {
        case .null, .bool, .number: return 1
        case .string(let text): return 1 + text.utf8.count / 64
        case .array(let items): return items.reduce(1) { $0 + $1.weight }
        case .object(let object): return object.reduce(1) { $0 + $1.value.weight }
        }
    }

    /// The first item, when this is a non-empty array.
    fileprivate var firstItem: JSONValue? {
        guard case .array(let items) = self else { return nil }
        return items.first
    }
}
