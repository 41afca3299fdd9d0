/// One node of a parsed YAML document: a scalar, a sequence or a mapping, with its position.
///
/// The tree is a plain value: aliases are expanded into copies (bounded, see ``YAMLReader``),
/// so consumers never see anchors. Mapping entries keep their document order.
public struct YAMLNode: Sendable {
    /// What the node holds.
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public var content: Content
    /// Where the node starts in its source.
    public var mark: YAMLMark

    public init(_ content: Content, mark: YAMLMark) {
        self.content = content
        self.mark = mark
    }

    /// The scalar, when this node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The entries, when this node is a mapping.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The items, when this node is a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// A word for the node's kind, for messages such as "expected a mapping, found a sequence".
    public var kindDescription: String {
        switch content {
        case .scalar(let scalar): return scalar.resolved.kindDescription
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }

    /// The number of nodes in this subtree, itself included.
    public var nodeCount: Int {
        switch content {
        case .scalar: return 1
        case .sequence(let items): return items.reduce(1) { $0 + $1.nodeCount }
        case .mapping(let pairs): return pairs.reduce(1) { $0 + $1.key.nodeCount + $1.value.nodeCount }
        }
    }
}

/// A key and its value in a mapping.
public struct YAMLPair: Sendable {
    /// The key node; setting it updates ``keyText``.
    public var key: YAMLNode {
        didSet { keyText = key.scalar?.text }
    }
    public var value: YAMLNode
    /// The key's text when it is a scalar (contracts only use scalar keys).
    ///
    /// Stored rather than derived: every keyed lookup of the loader reads it, and deriving it
    /// copied the whole scalar (text, tag and resolved value) out of the key node each time.
    public private(set) var keyText: String?

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
        keyText = key.scalar?.text
    }
}
