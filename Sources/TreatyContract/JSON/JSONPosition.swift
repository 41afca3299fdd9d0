/// A place in a JSON text: 1-based line and column (columns count Unicode scalars, as editors
/// do) and the 0-based byte offset for tools.
public struct JSONPosition: Sendable, Hashable {
    /// 1-based line.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int
    /// 0-based byte offset.
    public var offset: Int

    /// A position as given; ``JSONPointerLocator`` computes them from text.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The line and column of byte `offset` in `bytes` (UTF-8).
    init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        for position in 0..<end where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        var column = 1
        for position in lineStart..<end where bytes[position] & 0xC0 != 0x80 {
            column += 1
        }
        self.init(line: line, column: column, offset: offset)
    }
}
