/// A scalar as written, with what it means under the YAML 1.2 core schema.
public struct YAMLScalar: Sendable, Hashable {
    /// How the scalar was written; quoting decides whether `"3"` is a string or a number.
    public enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The scalar's text after YAML unescaping.
    public var text: String
    public var style: Style
    /// An explicit tag such as `!!str`, when one was written.
    public var tag: String?

    public init(text: String, style: Style, tag: String? = nil) {
        self.text = text
        self.style = style
        self.tag = tag
    }

    /// The value under the YAML 1.2 core schema: only plain, untagged scalars are resolved;
    /// quoted ones are always strings, and `yes`/`on`/`no`/`off` stay strings.
    public var resolved: ResolvedScalar {
        if let tag { return ResolvedScalar(tagged: tag, text: text) }
        guard style == .plain else { return .string(text) }
        return ResolvedScalar(plain: text)
    }
}
