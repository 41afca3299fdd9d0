internal import CTreatyYAML

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
    /// Whether a file of at least ``parseAheadMinimum`` bytes is parsed on a thread of its own
    /// while its tree is built on the caller's (on a machine of more than one core). Set it when this read has a core to itself and
    /// another to spare (one large file, such as an OpenAPI document): the read then takes
    /// about the parse's time instead of parse plus build. Leave it off when every core already
    /// reads a file of its own. The result is the same either way.
    public var parsesAhead: Bool

    /// The smallest file parsed ahead: a contract of a few kilobytes reads in a fraction of a
    /// millisecond, where a second thread has little to win.
    public static let parseAheadMinimum = 64 * 1024

    public init(limits: Limits = Limits(), parsesAhead: Bool = false) {
        self.limits = limits
        self.parsesAhead = parsesAhead
    }

    static let parserNotStarted = YAMLError(
        rule: "yaml-syntax", message: "could not start the YAML parser", mark: YAMLMark(line: 1, column: 1))

    /// Parses `bytes` (UTF-8, optionally with a BOM; CRLF line ends are fine). A JSON document's
    /// surrogate-pair escapes read as the character they stand for (see ``SurrogatePairs``).
    /// - Parameter documentName: the file the bytes come from, which every node of the document
    ///   then carries (``YAMLNode/documentName``): for a reader that follows references from one
    ///   file into others and must say in which file each node is written.
    /// - Returns: the document's root, or nil when the source holds no document.
    /// - Throws: ``YAMLError`` naming the line, column and problem.
    public func read(_ input: [UInt8], documentName: String? = nil) throws(YAMLError) -> YAMLNode? {
        var bytes = input.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(input.dropFirst(3)) : input
        let rewritten = try SurrogatePairs.rewrite(bytes)
        if let rewritten { bytes = rewritten.bytes }
        var builder = TreeBuilder(limits: limits, source: bytes)
        builder.documentName = documentName
        builder.shifts = rewritten?.shifts
        // A rewritten document is read on this thread, where the builder maps the parser's marks back.
        if parsesAhead, rewritten == nil, bytes.count >= Self.parseAheadMinimum, ParseAhead.hasSpareCore,
            let started = ParseAhead.start(bytes)
        {
            return try ParseAhead.read(started, into: &builder)
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw Self.parserNotStarted }
        defer { yaml_parser_delete(&parser) }
        let result: Result<YAMLNode?, YAMLError> = bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            return Result { () throws(YAMLError) -> YAMLNode? in try builder.run(&parser) }
        }
        return try result.get()
    }
}
