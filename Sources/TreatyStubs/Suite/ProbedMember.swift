import TreatyContract

/// One member of a served response body, as a response probe removes or retypes it: the steps
/// to it from the body's root, where an array's items are all taken at once.
///
/// Members are found in the body the contract serves (its fixture or inline body), never in
/// anything the client sent, and only their names are kept: a probe's record holds pointers, no
/// value.
struct ProbedMember: Sendable, Hashable {
    /// One step down a body: into an object's member, or into every item of an array.
    enum Step: Sendable, Hashable {
        case member(String)
        case everyItem
    }

    /// From the root to the member; the last step is always a `member`.
    let steps: [Step]

    /// The member's JSON pointer, `*` for every item of an array: `/items/*/title`.
    var pointer: String {
        steps.map { step in
            switch step {
            case .member(let name): return "/" + JSONPointer.escape(name)
            case .everyItem: return "/*"
            }
        }
        .joined()
    }

    /// Every member of `body`: objects' members at every depth, each before the members inside
    /// it, in document order; the members of an array's items once each, where the first item
    /// holding them puts them. Members deeper than `depthLimit` steps are left out.
    static func all(in body: JSONValue, depthLimit: Int = 32) -> [ProbedMember] {
        var found: [ProbedMember] = []
        var seen: Set<[Step]> = []
        func walk(_ value: JSONValue, _ steps: [Step]) {
            guard steps.count < depthLimit else { return }
            switch value {
            case .object(let object):
                for member in object {
                    let path = steps + [.member(member.key)]
                    if seen.insert(path).inserted { found.append(ProbedMember(steps: path)) }
                    walk(member.value, path)
                }
            case .array(let items):
                for item in items { walk(item, steps + [.everyItem]) }
            case .null, .bool, .number, .string:
                break
            }
        }
        walk(body, [])
        return found
    }

    /// `body` without this member, in every object its steps reach.
    func removed(from body: JSONValue) -> JSONValue {
        Self.edit(body, steps[...]) { _ in nil }
    }

    /// `body` with this member's value, wherever its steps reach it, replaced by one of another
    /// JSON type (``otherType(than:)``).
    func retyped(in body: JSONValue) -> JSONValue {
        Self.edit(body, steps[...]) { Self.otherType(than: $0) }
    }

    /// A value of another JSON type than `value`: a string becomes the number `0`, a number or
    /// boolean the string `"probe"`, an object or array the string `"probe"`, null the number `0`.
    /// Each is a type a decoder of the original type refuses.
    static func otherType(than value: JSONValue) -> JSONValue {
        switch value {
        case .string, .null: return .number(JSONNumber(0))
        case .number, .bool, .object, .array: return .string("probe")
        }
    }

    /// `value` with `change` applied to what `steps` lead to; a nil change removes the member.
    /// Where a step does not fit the value (no such member, not an array), it is left as it is.
    private static func edit(
        _ value: JSONValue, _ steps: ArraySlice<Step>, _ change: (JSONValue) -> JSONValue?
    ) -> JSONValue {
        guard let step = steps.first else { return value }
        let rest = steps.dropFirst()
        switch (step, value) {
        case (.member(let name), .object(var object)):
            guard let current = object[name] else { return value }
            object[name] = rest.isEmpty ? change(current) : edit(current, rest, change)
            return .object(object)
        case (.everyItem, .array(let items)):
            return .array(items.map { edit($0, rest, change) })
        default:
            return value
        }
    }
}
