import TreatyContract

/// Renders a ``YAMLTree`` as text: two-space block indentation, and a collection on one line in
/// flow style (`{ type: integer, minimum: 1 }`) when its tree allows it and the line fits.
///
/// The output uses LF line ends and ends with a newline; the same tree always gives the same bytes.
struct YAMLRenderer {
    /// The longest line a flow collection may produce, indentation and key included.
    var lineWidth = 100

    /// The longest key written in the implicit `key: value` form (YAML allows 1024 characters).
    static let implicitKeyLimit = 1000

    /// The document for a root mapping, preceded by `comments` (one `# ` line each).
    func render(_ root: YAMLTree, comments: [String] = []) -> String {
        let lines = comments.map(YAMLRenderer.comment) + blockLines(root, indent: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A comment line that nothing in `text` can end early: line breaks and hidden characters are
    /// written as visible escapes.
    static func comment(_ text: String) -> String {
        text.isEmpty ? "#" : "# " + text.visiblyEscaped
    }

    private func blockLines(_ tree: YAMLTree, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        switch tree {
        case .scalar(let text):
            return [pad + text]
        case .string(let text):
            return [pad + YAMLScalarText.escape(text, in: .block)]
        case .sequence(let items, let flow):
            guard !items.isEmpty else { return [pad + "[]"] }
            return items.flatMap { itemLines($0, indent: indent, allowFlowMapping: flow) }
        case .mapping(let entries, _):
            guard !entries.isEmpty else { return [pad + "{}"] }
            var lines: [String] = []
            for (position, entry) in entries.enumerated() {
                if entry.blankLineBefore && position > 0 { lines.append("") }
                lines += entryLines(entry, indent: indent)
            }
            return lines
        }
    }

    private func entryLines(_ entry: YAMLTree.Entry, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let key = key(entry, in: .block)
        // YAML limits an implicit key to 1024 characters; a longer one needs the explicit `? key` form.
        if key.unicodeScalars.count > YAMLRenderer.implicitKeyLimit {
            return [pad + "? " + key] + entryLines(YAMLTree.Entry(verbatimKey: "", entry.value), indent: indent)
        }
        let head = pad + key + ":"
        if let text = scalarText(entry.value, in: .block) { return [head + " " + text] }
        if let flow = flowText(entry.value, budget: lineWidth - head.count - 1) { return [head + " " + flow] }
        return [head] + blockLines(entry.value, indent: indent + 2)
    }

    /// One `- item`. In a block-only sequence a non-empty mapping item is a block mapping whose
    /// first entry shares the dash's line (`- query: { page: 1 }`).
    private func itemLines(_ item: YAMLTree, indent: Int, allowFlowMapping: Bool) -> [String] {
        let head = String(repeating: " ", count: indent) + "-"
        if let text = scalarText(item, in: .block) { return [head + " " + text] }
        let blockMapping: Bool
        if case .mapping(let entries, _) = item {
            blockMapping = !allowFlowMapping && !entries.isEmpty
        } else {
            blockMapping = false
        }
        if !blockMapping, let flow = flowText(item, budget: lineWidth - head.count - 1) { return [head + " " + flow] }
        var lines = blockLines(item, indent: indent + 2)
        lines[0] = head + " " + lines[0].dropFirst(indent + 2)
        return lines
    }

    /// The tree on one line, or nil when it holds a block-only collection or is longer than `budget`.
    /// Empty collections are always `{}` and `[]`.
    private func flowText(_ tree: YAMLTree, budget: Int) -> String? {
        switch tree {
        case .scalar, .string:
            let text = scalarText(tree, in: .flow) ?? ""
            return text.count <= budget ? text : nil
        case .sequence(let items, let flow):
            if items.isEmpty { return "[]" }
            guard flow else { return nil }
            return joined(items.map { (nil, $0) }, open: "[", close: "]", budget: budget)
        case .mapping(let entries, let flow):
            if entries.isEmpty { return "{}" }
            guard flow else { return nil }
            return joined(entries.map { (key($0, in: .flow), $0.value) }, open: "{ ", close: " }", budget: budget)
        }
    }

    private func joined(_ parts: [(key: String?, value: YAMLTree)], open: String, close: String, budget: Int) -> String? {
        var text = open
        for (position, part) in parts.enumerated() {
            if position > 0 { text += ", " }
            if let key = part.key {
                guard key.unicodeScalars.count <= YAMLRenderer.implicitKeyLimit else { return nil }
                text += key + ": "
            }
            let remaining = budget - text.count - close.count
            guard remaining >= 0, let value = flowText(part.value, budget: remaining) else { return nil }
            text += value
        }
        text += close
        return text.count <= budget ? text : nil
    }

    private func scalarText(_ tree: YAMLTree, in context: YAMLScalarText.Context) -> String? {
        switch tree {
        case .scalar(let text): return text
        case .string(let text): return YAMLScalarText.escape(text, in: context)
        case .sequence, .mapping: return nil
        }
    }

    private func key(_ entry: YAMLTree.Entry, in context: YAMLScalarText.Context) -> String {
        entry.isVerbatim ? entry.key : YAMLScalarText.escape(entry.key, in: context)
    }
}
