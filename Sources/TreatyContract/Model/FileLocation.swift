/// A place in a contract or fixture file: the path as the user gave it, and a 1-based line and column.
///
/// Paths stay relative when the user passed relative ones, so reports and generated code never
/// carry a machine's absolute paths.
public struct FileLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The path as the user gave it (relative paths stay relative).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int

    /// A location in `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The start of `file`: where something about the whole file points, such as a contract added
    /// or its version changed (code scanning refuses a whole SARIF log when one result has no
    /// location).
    public static func start(of file: String) -> FileLocation {
        FileLocation(file: file, line: 1, column: 1)
    }

    /// `file:line:column`, the form editors and terminals turn into links.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
