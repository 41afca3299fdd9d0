/// Renders a ``SwiftFile`` as text: four-space indentation, one blank line between members
/// (none between consecutive enum cases), LF line ends and one trailing newline.
///
/// Comment lines and enum raw values pass through ``SwiftLiteral`` here, where they are written,
/// so no translator can forget to escape contract text in them.
struct SwiftRenderer: Sendable {
    init() {}

    func render(_ file: SwiftFile) -> String {
        var writer = LineWriter()
        for line in file.header { writer.line(line.isEmpty ? "//" : "// " + SwiftLiteral.comment(line)) }
        if !file.header.isEmpty { writer.blank() }
        for item in file.imports {
            let statement = (item.spi.map { "@_spi(\($0)) " } ?? "") + prefix(item.access) + "import \(item.module)"
            if item.onlyIfAvailable {
                writer.line("#if canImport(\(item.module))")
                writer.line(statement)
                writer.line("#endif")
            } else {
                writer.line(statement)
            }
        }
        members(file.declarations, &writer)
        return writer.text
    }

    private func members(_ declarations: [Declaration], _ writer: inout LineWriter) {
        var previous: Declaration?
        for declaration in declarations {
            if !(previous?.isCase == true && declaration.isCase), !writer.isEmpty { writer.blank() }
            render(declaration, &writer)
            previous = declaration
        }
    }

    private func render(_ declaration: Declaration, _ writer: inout LineWriter) {
        switch declaration {
        case .type(let type):
            docs(type.docs, &writer)
            for attribute in type.attributes { writer.line(attribute) }
            let inherits = type.inherits.isEmpty ? "" : ": " + type.inherits.joined(separator: ", ")
            writer.line(prefix(type.access) + "\(type.kind.rawValue) \(type.name)\(inherits) {")
            writer.indent()
            members(type.members, &writer)
            writer.outdent()
            writer.line("}")
        case .function(let function):
            docs(function.docs, &writer)
            for attribute in function.attributes { writer.line(attribute) }
            guard let body = function.body else { return writer.line(prefix(function.access) + function.signature) }
            block(prefix(function.access) + function.signature, body, &writer)
        case .property(let property):
            docs(property.docs, &writer)
            var head = prefix(property.access) + "\(property.keyword) \(property.name)"
            if let type = property.type { head += ": \(type)" }
            if let getter = property.getter {
                block(head, getter, &writer)
            } else if let value = property.value, let first = value.first {
                writer.line(head + (property.computesValue ? " { " : " = ") + first)
                for line in value.dropFirst() { property.verbatim ? writer.raw(line) : writer.line(line) }
                if property.computesValue { writer.line("}") }
            } else {
                writer.line(head)
            }
        case .enumCase(let name, let rawValue):
            writer.line("case \(name)" + (rawValue.map { " = " + SwiftLiteral.string($0) } ?? ""))
        case .typeAlias(let docs, let access, let name, let type):
            self.docs(docs, &writer)
            writer.line(prefix(access) + "typealias \(name) = \(type)")
        }
    }

    private func block(_ opener: String, _ body: [Statement], _ writer: inout LineWriter) {
        writer.line(opener + " {")
        writer.indent()
        statements(body, &writer)
        writer.outdent()
        writer.line("}")
    }

    private func statements(_ body: [Statement], _ writer: inout LineWriter) {
        for statement in body {
            switch statement {
            case .line(let text): writer.line(text)
            case .blank: writer.blank()
            case .block(let opener, let nested): block(opener, nested, &writer)
            }
        }
    }

    private func docs(_ lines: [String], _ writer: inout LineWriter) {
        for line in lines { writer.line(line.isEmpty ? "///" : "/// " + SwiftLiteral.comment(line)) }
    }

    private func prefix(_ access: String?) -> String {
        access.map { $0 + " " } ?? ""
    }
}

extension Declaration {
    fileprivate var isCase: Bool {
        if case .enumCase = self { return true }
        return false
    }
}

/// Accumulates lines at the current indentation.
private struct LineWriter {
    private(set) var text = ""
    private var depth = 0
    var isEmpty: Bool { text.isEmpty }

    mutating func line(_ content: String) {
        text += String(repeating: "    ", count: depth) + content + "\n"
    }

    /// A line written as is (continuation lines of a multi-line literal).
    mutating func raw(_ content: String) {
        text += content + "\n"
    }

    mutating func blank() {
        if !text.hasSuffix("\n\n") && !text.hasSuffix("{\n") { text += "\n" }
    }

    mutating func indent() { depth += 1 }
    mutating func outdent() { depth -= 1 }
}
