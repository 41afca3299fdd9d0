/// One change to a JSON value at a path: the unit a response variant is made of.
struct ValueEdit: Sendable, Hashable {
    /// What happens at the path.
    enum Change: Sendable, Hashable {
        /// The value there becomes this one.
        case set(JSONValue)
        /// The member there is left out.
        case remove
        /// The object there gains this member (kept as it is when it has one of that name).
        case insert(String, JSONValue)
    }

    /// Where, from the body's root.
    let path: InstancePath
    let change: Change

    /// The path as a JSON pointer (`/0/name`), `the body` for the root (whose pointer, empty, reads as nothing).
    var pointer: String { ValueEdit.pointer(path) }

    static func pointer(_ path: InstancePath) -> String {
        path.components.isEmpty ? "the body" : path.pointer
    }

    /// `value` with the edit made; unchanged when the path no longer leads anywhere.
    func applied(to value: JSONValue) -> JSONValue {
        ValueEdit.apply(change, at: path.components[...], in: value) ?? value
    }

    private static func apply(_ change: Change, at path: ArraySlice<InstancePath.Component>, in value: JSONValue) -> JSONValue? {
        guard let step = path.first else {
            switch (change, value) {
            case (.set(let replacement), _): return replacement
            case (.insert(let name, let member), .object(var object)) where object[name] == nil:
                object[name] = member
                return .object(object)
            default: return nil
            }
        }
        let rest = path.dropFirst()
        switch (step, value) {
        case (.key(let name), .object(var object)):
            guard let inner = object[name] else { return value }
            if rest.isEmpty, change == .remove {
                object[name] = nil
            } else if let changed = apply(change, at: rest, in: inner) {
                object[name] = changed
            }
            return .object(object)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            guard let changed = apply(change, at: rest, in: elements[index]) else { return value }
            elements[index] = changed
            return .array(elements)
        default:
            return value
        }
    }
}
