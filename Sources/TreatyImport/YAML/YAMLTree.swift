/// A YAML document about to be written: strings still raw, collections marked with whether they
/// may go on one line.
///
/// Builders describe what to write; ``YAMLRenderer`` alone decides indentation, flow or block
/// style, and (through ``YAMLScalarText``) how each string is quoted where it lands, so no
/// builder concatenates YAML text.
indirect enum YAMLTree: Equatable {
    /// Text written exactly as given: numbers, booleans, `null`.
    case scalar(String)
    /// A string, escaped by the renderer for the context it ends up in.
    case string(String)
    /// A sequence; `flow: false` keeps it in block style, with mapping items in block style too.
    case sequence([YAMLTree], flow: Bool)
    /// A mapping in entry order; `flow: false` keeps it in block style.
    case mapping([Entry], flow: Bool)

    /// One `key: value` of a mapping.
    struct Entry: Equatable {
        /// The key: a string the renderer escapes, or (``isVerbatim``) text written as given.
        var key: String
        var isVerbatim: Bool
        var value: YAMLTree
        /// Whether block style puts an empty line before this entry (between top-level sections).
        var blankLineBefore: Bool

        /// An entry with a string key.
        init(_ key: String, _ value: YAMLTree, blankLineBefore: Bool = false) {
            self.key = key
            self.isVerbatim = false
            self.value = value
            self.blankLineBefore = blankLineBefore
        }

        /// An entry whose key is written as given; only for keys the writer spells itself (`200`, `4XX`).
        init(verbatimKey key: String, _ value: YAMLTree) {
            self.key = key
            self.isVerbatim = true
            self.value = value
            self.blankLineBefore = false
        }
    }

    static func bool(_ flag: Bool) -> YAMLTree { .scalar(flag ? "true" : "false") }

    static func integer(_ value: Int) -> YAMLTree { .scalar(String(value)) }

    /// A sequence of strings that may go on one line.
    static func strings(_ texts: [String]) -> YAMLTree { .sequence(texts.map(YAMLTree.string), flow: true) }
}
