import Dispatch

/// The nodes of one parsed document, stored flat: a record per node and one list of child
/// positions, shared by every ``YAMLNode`` of the document.
///
/// Why flat: a contract of 1,000 endpoints has some 300,000 nodes. As a tree of values, each
/// mapping held its own array of pairs, each pair copies of its key and value, and building and
/// freeing them cost more than libyaml's parsing itself. Here a document is four arrays, built by
/// appending and freed in one go; a node is a position in them.
final class YAMLTree: Sendable {
    /// What one node is. Containers name their children as a run of `children`
    /// (a mapping's as key, value, key, value…).
    struct Record: Sendable {
        enum Kind: UInt8, Sendable { case scalar, sequence, mapping }

        var kind: Kind
        var style: YAMLScalar.Style
        /// Position in `tags`, or -1 without an explicit tag.
        var tag: Int32
        var line: Int32
        var column: Int32
        /// A scalar's position in `texts`; a container's first position in `children`.
        var first: Int32
        /// A container's number of entries in `children`.
        var count: Int32

        var mark: YAMLMark { YAMLMark(line: Int(line), column: Int(column)) }
    }

    let records: [Record]
    let children: [Int32]
    let texts: [String]
    let tags: [String]
    /// The file the document was read from, when its reader was told (see ``YAMLNode/documentName``).
    let documentName: String?

    init(_ storage: Storage, documentName: String? = nil) {
        records = storage.records
        children = storage.children
        texts = storage.texts
        tags = storage.tags
        self.documentName = documentName
    }

    /// A large document's texts are freed on another thread: they are hundreds of thousands of
    /// strings, and freeing them took milliseconds (7 of Stripe's document) on the path from
    /// decoding to everything after it, while the other core had nothing to do.
    deinit {
        guard texts.count >= YAMLTree.textsFreedAside else { return }
        let texts = texts
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(texts) {} }
    }

    /// The number of texts from which a tree's are freed on another thread.
    static let textsFreedAside = 50_000

    /// The arrays while a document is built; frozen into a ``YAMLTree`` once complete.
    struct Storage {
        var records: [Record] = []
        var children: [Int32] = []
        var texts: [String] = []
        var tags: [String] = []

        /// Appends a scalar and returns its position.
        mutating func scalar(_ scalar: YAMLScalar, at mark: YAMLMark) -> Int32 {
            texts.append(scalar.text)
            return append(
                Record(
                    kind: .scalar, style: scalar.style, tag: tag(scalar.tag), line: Int32(clamping: mark.line),
                    column: Int32(clamping: mark.column), first: Int32(texts.count - 1), count: 0))
        }

        /// Appends a container whose children are `entries` (already appended) and returns its position.
        mutating func container(
            mapping: Bool, tag text: String?, at mark: YAMLMark, entries: some Collection<Int32>
        ) -> Int32 {
            let first = Int32(children.count)
            children.append(contentsOf: entries)
            return append(
                Record(
                    kind: mapping ? .mapping : .sequence, style: .plain, tag: tag(text),
                    line: Int32(clamping: mark.line), column: Int32(clamping: mark.column), first: first,
                    count: Int32(entries.count)))
        }

        /// Appends a copy of `record` standing at `mark`: an alias shares its anchor's children.
        mutating func alias(of record: Record, at mark: YAMLMark) -> Int32 {
            var copy = record
            copy.line = Int32(clamping: mark.line)
            copy.column = Int32(clamping: mark.column)
            return append(copy)
        }

        /// Copies `node` (from any document) into this one and returns its position: how a node
        /// is built by hand from parts of parsed documents.
        mutating func copy(_ node: YAMLNode) -> Int32 {
            let record = node.record
            switch record.kind {
            case .scalar:
                return scalar(node.scalar ?? YAMLScalar(text: "", style: .plain), at: record.mark)
            case .sequence, .mapping:
                let entries = node.childPositions.map { copy(YAMLNode(node.tree, $0)) }
                return container(
                    mapping: record.kind == .mapping, tag: node.tree.tag(of: record), at: record.mark, entries: entries)
            }
        }

        private mutating func tag(_ text: String?) -> Int32 {
            guard let text else { return -1 }
            if let known = tags.firstIndex(of: text) { return Int32(known) }
            tags.append(text)
            return Int32(tags.count - 1)
        }

        private mutating func append(_ record: Record) -> Int32 {
            records.append(record)
            return Int32(records.count - 1)
        }
    }

    func tag(of record: Record) -> String? {
        record.tag < 0 ? nil : tags[Int(record.tag)]
    }

    /// The number of nodes under the node at `position`, itself included, aliases expanded.
    func nodeCount(at position: Int32) -> Int {
        let record = records[Int(position)]
        guard record.kind != .scalar else { return 1 }
        var total = 1
        for child in children[Int(record.first)..<Int(record.first + record.count)] { total += nodeCount(at: child) }
        return total
    }
}
