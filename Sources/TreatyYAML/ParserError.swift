internal import CTreatyYAML

/// libyaml's failure as a located ``YAMLError``: an invalid byte is placed by its offset, a tab
/// in the indentation is named as such, and a construct left open says where it began.
struct ParserError {
    /// The bytes the parser read, to place an offset and look for tabs.
    let source: [UInt8]

    static func describe(_ parser: yaml_parser_t, source: [UInt8]) -> YAMLError {
        ParserError(source: source).error(parser)
    }

    func error(_ parser: yaml_parser_t) -> YAMLError {
        let problem = optionalCString(parser.problem) ?? "invalid YAML"
        let context = optionalCString(parser.context)
        let mark: YAMLMark
        if parser.error == YAML_READER_ERROR {
            mark = markOfByte(Int(parser.problem_offset))
            return YAMLError(
                rule: "yaml-invalid-encoding", message: "the file is not valid UTF-8 (\(problem))", mark: mark,
                hint: "save the file as UTF-8")
        }
        let problemMark = parser.problem_mark
        mark = YAMLMark(line: Int(problemMark.line) + 1, column: Int(problemMark.column) + 1)
        if let tabMark = tabIndentation(near: mark) {
            return YAMLError(
                rule: "yaml-tab-indent", message: "tab character used for indentation", mark: tabMark,
                hint: "indent with spaces; YAML does not allow tabs there")
        }
        let text = context.map { "\(problem) \($0)" } ?? problem
        // libyaml's context mark is where the enclosing construct began; name it when it is elsewhere.
        let start = YAMLMark(line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1)
        guard let context, start != mark else { return YAMLError(rule: "yaml-syntax", message: text, mark: mark) }
        let opened = YAMLError.Context.opened(context, at: start)
        return YAMLError(rule: "yaml-syntax", message: text, mark: mark, hint: opened.hint, context: opened.context)
    }

    /// The position of a tab in the leading white space of the problem line or the one before it.
    private func tabIndentation(near mark: YAMLMark) -> YAMLMark? {
        let lines = source.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for lineNumber in [mark.line, mark.line - 1] where lineNumber >= 1 && lineNumber <= lines.count {
            let line = lines[lines.startIndex + lineNumber - 1]
            for (offset, byte) in line.enumerated() {
                if byte == UInt8(ascii: "\t") { return YAMLMark(line: lineNumber, column: offset + 1) }
                if byte != UInt8(ascii: " ") { break }
            }
        }
        return nil
    }

    /// Line and column of a byte offset, counting columns in characters of the valid prefix.
    private func markOfByte(_ offset: Int) -> YAMLMark {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, source.count) where source[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let prefix = source[lineStart..<min(offset, source.count)]
        let column = prefix.filter { $0 & 0xC0 != 0x80 }.count + 1
        return YAMLMark(line: line, column: column)
    }
}

private func optionalCString(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
}
