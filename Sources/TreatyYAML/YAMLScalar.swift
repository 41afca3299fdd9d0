/// A scalar as written, with what it means under the YAML 1.2 core schema.
public struct YAMLScalar: Sendable, Hashable {
    /// How the scalar was written; quoting decides whether `"3"` is a string or a number.
    public enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The scalar's text after YAML unescaping.
    public let text: String
    public let style: Style
    /// An explicit tag such as `!!str`, when one was written.
    public let tag: String?
    /// The value under the YAML 1.2 core schema: only plain, untagged scalars are resolved;
    /// quoted ones are always strings, and `yes`/`on`/`no`/`off` stay strings.
    ///
    /// Derived on each read rather than stored: half of all scalars are mapping keys, whose
    /// meaning nobody asks for, and a word is resolved from its first byte in a few steps.
    public var resolved: ResolvedScalar {
        if let tag { return ResolvedScalar(tagged: tag, text: text) }
        return style == .plain ? ResolvedScalar(plain: text) : .string(text)
    }

    public init(text: String, style: Style, tag: String? = nil) {
        self.text = text
        self.style = style
        self.tag = tag
    }
}
