import Foundation

/// An `application/x-www-form-urlencoded` body, as the fields it carries and the JSON value they
/// stand for.
///
/// Form bodies carry strings under names; structure comes from the names, in the conventions
/// clients and servers share (and OpenAPI's `form` and `deepObject` styles write): a name sent
/// more than once, or with `[]`, is an array (`tags=a&tags=b`, `tags[]=a`); `[0]`, `[1]` index an
/// array (`items[0][price]=p`); `[key]` names a member (`metadata[plan]=pro`). Which of these a
/// value is, and which type each text is read as, comes from the shape it is checked against
/// (``ShapeValidator/formValue(_:shape:)``).
public enum FormFields {
    /// One field: its name and value, percent-decoded, `+` read as a space.
    public struct Field: Sendable, Hashable {
        /// The name as sent, decoded: `metadata[plan]`.
        public var name: String
        /// The value as sent, decoded.
        public var value: String

        /// A field; ``FormFields/fields(_:)`` reads them from a body, tests may make them.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Whether a media type is a form body's (`application/x-www-form-urlencoded`, parameters aside).
    public static func isFormMediaType(_ type: String) -> Bool {
        // Most media types are written plainly; the splitting and trimming below are for the rest.
        if type == "application/x-www-form-urlencoded" { return true }
        guard type.utf8.count >= 33 else { return false }
        let media = type.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return media == "application/x-www-form-urlencoded"
    }

    /// The fields of a body, in order; nil when it is not UTF-8 text.
    public static func fields(_ body: [UInt8]) -> [Field]? {
        guard let text = String(validating: body, as: UTF8.self) else { return nil }
        return text.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return Field(name: decoded(parts[0]), value: parts.count > 1 ? decoded(parts[1]) : "")
        }
    }

    private static func decoded(_ part: Substring) -> String {
        let spaced = part.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    /// `value` written as a form body, the way ``ShapeValidator/formValue(_:shape:)`` reads one
    /// back: an object's members as fields, nested members as `owner[name]`, arrays of values as
    /// the name repeated, arrays of objects or arrays by position (`items[0][price]`). A value that
    /// is no object is one field named `value`.
    public static func encoded(_ value: JSONValue) -> String {
        guard case .object(let object) = value else { return "value=" + escaped(text(value)) }
        var fields: [(String, String)] = []
        for member in object.members { write(member.value, as: member.key, into: &fields) }
        return fields.map { escaped($0.0, keepingBrackets: true) + "=" + escaped($0.1) }.joined(separator: "&")
    }

    private static func write(_ value: JSONValue, as name: String, into fields: inout [(String, String)]) {
        switch value {
        case .object(let object):
            for member in object.members { write(member.value, as: name + "[" + member.key + "]", into: &fields) }
        case .array(let items) where items.contains(where: isContainer):
            for (index, item) in items.enumerated() { write(item, as: name + "[\(index)]", into: &fields) }
        case .array(let items):
            for item in items { fields.append((name, text(item))) }
        default:
            fields.append((name, text(value)))
        }
    }

    static func isContainer(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: true
        default: false
        }
    }

    /// A value as one field's text: strings as they are, numbers and booleans as written, containers as JSON.
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .number(let number): number.text
        case .bool(let flag): flag ? "true" : "false"
        case .null: ""
        case .array, .object: JSONWriter.compact.write(value)
        }
    }

    private static func escaped(_ text: String, keepingBrackets: Bool = false) -> String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        if keepingBrackets { allowed.insert(charactersIn: "[]") }
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// The steps of a field name: `items[0][price]` is `items`, `0`, `price`; `tags[]` is `tags`
    /// and an empty step (a new array item). A name whose brackets do not close is one step.
    static func path(_ name: String) -> [String] {
        guard let open = name.firstIndex(of: "["), name.hasSuffix("]") else { return [name] }
        var steps = [String(name[..<open])]
        var rest = name[open...]
        while rest.first == "[", let close = rest.firstIndex(of: "]") {
            steps.append(String(rest[rest.index(after: rest.startIndex)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return rest.isEmpty ? steps : [name]
    }

    /// The fields as a tree of names, before any shape says what each part is.
    final class Node {
        var values: [String] = []
        var children: [(key: String, node: Node)] = []

        func child(_ key: String) -> Node {
            if !key.isEmpty, let existing = children.first(where: { $0.key == key }) { return existing.node }
            let node = Node()
            children.append((key, node))
            return node
        }

        /// `fields` placed by their paths, leaving out those whose names nest deeper than
        /// `maxDepth` steps: a client's `a[x][x]…` may not build a tree deeper than validation
        /// reads (nor one whose release recurses off the end of the stack).
        static func tree(_ fields: [Field], maxDepth: Int) -> Node {
            let root = Node()
            for field in fields {
                let steps = path(field.name)
                guard steps.count <= maxDepth else { continue }
                steps.reduce(root) { node, step in node.child(step) }.values.append(field.value)
            }
            return root
        }

        /// Whether every child is an array position (`[]` or `[N]`).
        var isIndexed: Bool {
            !children.isEmpty && children.allSatisfy { $0.key.isEmpty || $0.key.utf8.allSatisfy { $0 &- 48 < 10 } }
        }
    }
}
