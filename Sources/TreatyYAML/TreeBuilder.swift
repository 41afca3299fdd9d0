internal import CTreatyYAML

/// Turns libyaml events into a flat ``YAMLTree`` with an explicit stack (no recursion on input depth).
struct TreeBuilder {
    /// An open sequence or mapping; its children so far are `pending[start...]`.
    ///
    /// Only `isMapping` and `start` are read for every node added; they are kept apart from the
    /// rest (``Frame``), so reading them never copies the frame's strings.
    private struct Open {
        let isMapping: Bool
        let start: Int
    }

    /// What else an open container needs when it is closed or its keys are checked.
    private struct Frame {
        let mark: YAMLMark
        let anchor: String?
        let tag: String?
        /// Key text → key position, built once a mapping grows past a few keys.
        var keyIndex: [String: Int32]?
    }

    let limits: YAMLReader.Limits
    let source: [UInt8]
    /// The file being read, carried by the finished tree.
    var documentName: String?
    /// Set when `source` is a rewrite of the file (``SurrogatePairs``): maps libyaml's columns to the file's.
    var shifts: ColumnShifts?
    private var storage = YAMLTree.Storage()
    /// The open containers, innermost last, and beside each what is read only now and then.
    private var stack: [Open] = []
    private var frames: [Frame] = []
    /// The children of every open container, innermost last: a mapping's as key, value, ….
    private var pending: [Int32] = []
    private var anchors: [String: Int32] = [:]
    private var anchorSizes: [String: Int] = [:]
    private var expandedNodes = 0
    private var root: Int32?
    private var documents = 0

    init(limits: YAMLReader.Limits, source: [UInt8]) {
        self.limits = limits
        self.source = source
    }

    /// What one event left the builder with.
    enum Step {
        case more
        /// The stream ended: the document's root, nil when there was none.
        case done(YAMLNode?)
    }

    /// Builds the tree from `parser`'s events, one after the other.
    mutating func run(_ parser: inout yaml_parser_t) throws(YAMLError) -> YAMLNode? {
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                let error = ParserError.describe(parser, source: source)
                throw shifts?.original(error) ?? error
            }
            defer { yaml_event_delete(&event) }
            if case .done(let root) = try consume(event) { return root }
        }
    }

    /// Adds one event to the tree; the caller still owns (and deletes) the event.
    mutating func consume(_ event: yaml_event_t) throws(YAMLError) -> Step {
        var mark = YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        if let shifts { mark = shifts.original(mark) }
        switch event.type {
        case YAML_STREAM_END_EVENT:
            return .done(root.map { YAMLNode(YAMLTree(storage, documentName: documentName), $0) })
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                throw YAMLError(
                    rule: "yaml-multiple-documents",
                    message: "found a second YAML document; a contract file holds exactly one",
                    mark: mark, hint: "split the documents into separate files")
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = string(scalar.value, Int(scalar.length))
            let value = YAMLScalar(text: text, style: style(scalar.style), tag: optionalString(scalar.tag))
            try checkTag(value.tag, on: value, isMapping: false, at: mark)
            try add(storage.scalar(value, at: mark), anchor: optionalString(scalar.anchor))
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            try open(isMapping: false, anchor: optionalString(start.anchor), tag: optionalString(start.tag), at: mark)
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            try open(isMapping: true, anchor: optionalString(start.anchor), tag: optionalString(start.tag), at: mark)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            try pop()
        case YAML_ALIAS_EVENT:
            try alias(optionalString(event.data.alias.anchor) ?? "", at: mark)
        default:
            break
        }
        return .more
    }

    /// Refuses a tag outside the core schema, or one that does not fit its node (see ``YAMLTag``).
    private func checkTag(_ tag: String?, on scalar: YAMLScalar?, isMapping: Bool, at mark: YAMLMark) throws(YAMLError) {
        guard let tag, let problem = YAMLTag.problem(tag, on: scalar, isMapping: isMapping) else { return }
        throw YAMLError(rule: "yaml-tag", message: problem.message, mark: mark, hint: problem.hint)
    }

    /// Opens a sequence or mapping: its tag checked, its children to come.
    private mutating func open(isMapping: Bool, anchor: String?, tag: String?, at mark: YAMLMark) throws(YAMLError) {
        try checkTag(tag, on: nil, isMapping: isMapping, at: mark)
        try push(Open(isMapping: isMapping, start: pending.count), Frame(mark: mark, anchor: anchor, tag: tag))
    }

    private mutating func push(_ open: Open, _ frame: Frame) throws(YAMLError) {
        guard stack.count < limits.maxDepth else {
            throw YAMLError(
                rule: "yaml-too-deep", message: "nesting deeper than \(limits.maxDepth) levels", mark: frame.mark,
                hint: "flatten the structure or move parts into named schemas")
        }
        stack.append(open)
        frames.append(frame)
    }

    private mutating func pop() throws(YAMLError) {
        guard let open = stack.popLast(), let frame = frames.popLast() else { return }
        let node = storage.container(
            mapping: open.isMapping, tag: frame.tag, at: frame.mark, entries: pending[open.start...])
        pending.removeSubrange(open.start...)
        try add(node, anchor: frame.anchor)
    }

    private mutating func alias(_ name: String, at mark: YAMLMark) throws(YAMLError) {
        guard let anchored = anchors[name] else {
            throw YAMLError(rule: "yaml-syntax", message: "alias '*\(name)' names no anchor defined before it", mark: mark)
        }
        expandedNodes += anchorSizes[name] ?? 1
        guard expandedNodes <= limits.maxExpandedNodes else {
            throw YAMLError(
                rule: "yaml-alias-limit",
                message: "aliases expand to more than \(limits.maxExpandedNodes) nodes",
                mark: mark, hint: "a file whose aliases multiply like this is refused; write the values out or use $ref")
        }
        try add(storage.alias(of: storage.records[Int(anchored)], at: mark), anchor: nil, counted: false)
    }

    private mutating func add(_ node: Int32, anchor: String?, counted: Bool = true) throws(YAMLError) {
        if counted { expandedNodes += 1 }
        if let anchor {
            anchors[anchor] = node
            anchorSizes[anchor] = subtreeSize(node)
        }
        let top = stack.count - 1
        guard top >= 0 else {
            root = node
            return
        }
        guard stack[top].isMapping, (pending.count - stack[top].start) % 2 == 1 else {
            pending.append(node)
            return
        }
        let key = pending[pending.count - 1]
        if let keyText = text(key) {
            if let first = earlierKey(keyText, in: top) {
                let firstMark = storage.records[Int(first)].mark
                throw YAMLError(
                    rule: "yaml-duplicate-key",
                    message:
                        "duplicate key '\(keyText)'; it was first given at line \(firstMark.line), column \(firstMark.column)",
                    mark: storage.records[Int(key)].mark, hint: "remove one of the two entries",
                    context: .firstKey(keyText, at: firstMark))
            }
            frames[top].keyIndex?[keyText] = key
        }
        pending.append(node)
    }

    /// The scalar text of the node at `position`, nil for a container.
    private func text(_ position: Int32) -> String? {
        let record = storage.records[Int(position)]
        return record.kind == .scalar ? storage.texts[Int(record.first)] : nil
    }

    /// Whether the node at `position` is a scalar whose text is `text` (read in place, not copied).
    private func isScalar(_ position: Int32, withText text: String) -> Bool {
        let record = storage.records[Int(position)]
        return record.kind == .scalar && storage.texts[Int(record.first)] == text
    }

    /// An earlier key of the mapping at `level` with this text (the last pending key excluded):
    /// a scan for small mappings, a lookup for large ones.
    private mutating func earlierKey(_ keyText: String, in level: Int) -> Int32? {
        let start = stack[level].start
        let keys = stride(from: start, to: pending.count - 1, by: 2)
        if frames[level].keyIndex == nil, (pending.count - start) / 2 >= 16 {
            var index: [String: Int32] = [:]
            for position in keys { if let key = text(pending[position]) { index[key] = pending[position] } }
            frames[level].keyIndex = index
        }
        if let keyIndex = frames[level].keyIndex { return keyIndex[keyText] }
        for position in keys where isScalar(pending[position], withText: keyText) { return pending[position] }
        return nil
    }

    /// The number of nodes the node at `position` stands for, aliases expanded.
    private func subtreeSize(_ position: Int32) -> Int {
        let record = storage.records[Int(position)]
        guard record.kind != .scalar else { return 1 }
        var total = 1
        for child in storage.children[Int(record.first)..<Int(record.first + record.count)] { total += subtreeSize(child) }
        return total
    }
}

private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, _ length: Int) -> String {
    guard let pointer else { return "" }
    return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
}

private func optionalString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
}

private func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: return .literal
    case YAML_FOLDED_SCALAR_STYLE: return .folded
    default: return .plain
    }
}
