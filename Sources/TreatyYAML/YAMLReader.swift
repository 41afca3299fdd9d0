internal import CYaml

/// Reads one YAML document into a ``YAMLNode`` tree with libyaml's event parser.
///
/// Hostile input is refused with a located ``YAMLError`` rather than a crash or a hang:
/// nesting deeper than ``Limits/maxDepth``, alias expansion beyond ``Limits/maxExpandedNodes``
/// ("billion laughs"), duplicate keys, a second document, tab indentation and invalid UTF-8.
///
/// ```swift
/// let root = try YAMLReader().read(bytes)   // nil for an empty file
/// ```
public struct YAMLReader: Sendable {
    /// Bounds that keep a hostile file from exhausting the stack or memory.
    public struct Limits: Sendable {
        /// The deepest nesting of sequences and mappings accepted.
        public var maxDepth: Int
        /// The most nodes the document may have once aliases are expanded.
        public var maxExpandedNodes: Int

        public init(maxDepth: Int = 128, maxExpandedNodes: Int = 1_000_000) {
            self.maxDepth = maxDepth
            self.maxExpandedNodes = maxExpandedNodes
        }
    }

    public var limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Parses `bytes` (UTF-8, optionally with a BOM; CRLF line ends are fine).
    /// - Returns: the document's root, or nil when the source holds no document.
    /// - Throws: ``YAMLError`` naming the line, column and problem.
    public func read(_ input: [UInt8]) throws(YAMLError) -> YAMLNode? {
        let bytes = input.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(input.dropFirst(3)) : input
        var builder = TreeBuilder(limits: limits, source: bytes)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(rule: "yaml-syntax", message: "could not start the YAML parser", mark: YAMLMark(line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        let result: Result<YAMLNode?, YAMLError> = bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            return Result { () throws(YAMLError) -> YAMLNode? in try builder.run(&parser) }
        }
        return try result.get()
    }
}
