/// One node of a parsed YAML document: a scalar, a sequence or a mapping, with its position.
///
/// A node is a position in its document's flat storage (``YAMLTree``), so copying one is cheap
/// and a whole document is freed at once. Aliases are expanded (bounded, see ``YAMLReader``), so
/// consumers never see anchors. Mapping entries keep their document order.
///
/// ```swift
/// guard let pairs = root.mapping else { return }
/// for pair in pairs where pair.keyText == "endpoints" { … }
/// ```
public struct YAMLNode: Sendable {
    /// What the node holds.
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    let tree: YAMLTree
    let position: Int32

    init(_ tree: YAMLTree, _ position: Int32) {
        self.tree = tree
        self.position = position
    }

    /// A node built by hand, for instance a mapping of some of another mapping's pairs. Its parts
    /// are copied, with their positions, into a document of their own.
    public init(_ content: Content, mark: YAMLMark) {
        var storage = YAMLTree.Storage()
        let position: Int32
        switch content {
        case .scalar(let scalar):
            position = storage.scalar(scalar, at: mark)
        case .sequence(let items):
            let entries = items.map { storage.copy($0) }
            position = storage.container(mapping: false, tag: nil, at: mark, entries: entries)
        case .mapping(let pairs):
            let entries = pairs.flatMap { [storage.copy($0.key), storage.copy($0.value)] }
            position = storage.container(mapping: true, tag: nil, at: mark, entries: entries)
        }
        self.init(YAMLTree(storage), position)
    }

    var record: YAMLTree.Record { tree.records[Int(position)] }

    /// The positions of a container's children in the document (a mapping's as key, value, …).
    var childPositions: ArraySlice<Int32> {
        let record = record
        guard record.kind != .scalar else { return [] }
        return tree.children[Int(record.first)..<Int(record.first + record.count)]
    }

    /// Where the node starts in its source.
    public var mark: YAMLMark { record.mark }

    /// The file the node's document was read from, when the reader was given one
    /// (``YAMLReader/read(_:documentName:)``); nil otherwise, and for nodes built by hand.
    public var documentName: String? { tree.documentName }

    /// What the node holds; ``scalar``, ``mapping`` and ``sequence`` read one kind directly.
    public var content: Content {
        switch record.kind {
        case .scalar: return .scalar(scalarValue(record))
        case .sequence: return .sequence(items(record))
        case .mapping: return .mapping(pairs(record))
        }
    }

    /// The scalar, when this node is one.
    public var scalar: YAMLScalar? {
        let record = record
        return record.kind == .scalar ? scalarValue(record) : nil
    }

    /// The scalar's text, when this node is one: the cheapest read of a key or a word.
    public var text: String? {
        let record = record
        return record.kind == .scalar ? tree.texts[Int(record.first)] : nil
    }

    /// The entries, when this node is a mapping.
    public var mapping: [YAMLPair]? {
        let record = record
        return record.kind == .mapping ? pairs(record) : nil
    }

    /// The items, when this node is a sequence.
    public var sequence: [YAMLNode]? {
        let record = record
        return record.kind == .sequence ? items(record) : nil
    }

    /// Whether this node is a sequence without items, read without building the items.
    public var isEmptySequence: Bool {
        let record = record
        return record.kind == .sequence && record.count == 0
    }

    /// A word for the node's kind, for messages such as "expected a mapping, found a sequence".
    public var kindDescription: String {
        switch record.kind {
        case .scalar: return scalarValue(record).resolved.kindDescription
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }

    /// The number of nodes in this subtree, itself included.
    public var nodeCount: Int { tree.nodeCount(at: position) }

    /// The number of a mapping's entries or a sequence's items, counted without building them;
    /// 0 for a scalar.
    public var entryCount: Int {
        let record = record
        switch record.kind {
        case .scalar: return 0
        case .sequence: return Int(record.count)
        case .mapping: return Int(record.count) / 2
        }
    }

    /// Which node this is among the nodes of every document alive: a key for caches of what was
    /// found below a node. A cache keyed by it must keep the node (and so its document) alive,
    /// so no other document can take its place in memory.
    public var identity: Identity { Identity(tree: ObjectIdentifier(tree), position: position) }

    /// See ``identity``.
    public struct Identity: Hashable, Sendable {
        let tree: ObjectIdentifier
        let position: Int32
    }

    private func scalarValue(_ record: YAMLTree.Record) -> YAMLScalar {
        YAMLScalar(text: tree.texts[Int(record.first)], style: record.style, tag: tree.tag(of: record))
    }

    private func items(_ record: YAMLTree.Record) -> [YAMLNode] {
        let start = Int(record.first)
        return tree.children[start..<start + Int(record.count)].map { YAMLNode(tree, $0) }
    }

    private func pairs(_ record: YAMLTree.Record) -> [YAMLPair] {
        let start = Int(record.first)
        let count = Int(record.count) / 2
        return (0..<count).map { index in
            YAMLPair(
                key: YAMLNode(tree, tree.children[start + 2 * index]),
                value: YAMLNode(tree, tree.children[start + 2 * index + 1]))
        }
    }
}

/// A key and its value in a mapping.
public struct YAMLPair: Sendable {
    /// The key node; setting it updates ``keyText``.
    public var key: YAMLNode {
        didSet { keyText = key.text }
    }
    public var value: YAMLNode
    /// The key's text when it is a scalar (contracts only use scalar keys), read once for the
    /// loader's many keyed lookups.
    public private(set) var keyText: String?

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
        keyText = key.text
    }
}
