/// Why a JSON text could not be read, and exactly where.
///
/// Fixture and response-body errors are shown to people who must find the bad byte in an
/// editor, so every error carries a 1-based line and column (columns count Unicode scalars)
/// as well as the 0-based byte offset for tools.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was found and what was expected, e.g. `expected ',' or '}' after object member, found 'x'`.
    public var message: String
    /// 1-based line of the offending byte.
    public var line: Int
    /// 1-based column of the offending byte, in Unicode scalars.
    public var column: Int
    /// 0-based byte offset of the offending byte; the input's length for a truncated text.
    public var offset: Int
    /// The text nests deeper than ``JSONParser/Limits/maxDepth``: it was not read to its end, so
    /// it is not known to be malformed (a live check reports it as not verified, not as drift).
    public var isNestingTooDeep = false

    /// An error at `line`:`column` (byte `offset`).
    public init(message: String, line: Int, column: Int, offset: Int) {
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column: message`, to be prefixed with a file name by the caller.
    public var description: String { "\(line):\(column): \(message)" }

    /// An error at `offset` in `bytes`, with the line and column worked out from the text.
    init(_ message: String, offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let position = JSONPosition(offset: offset, in: bytes)
        self.init(message: message, line: position.line, column: position.column, offset: offset)
    }
}
