/// A position in a YAML source, 1-based, as people and editors count it.
///
/// Every node of the tree carries one, so that later stages (lint, diff, drift reports)
/// can point back at the exact place in the contract file.
public struct YAMLMark: Sendable, Hashable, Comparable {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Unicode scalars (what editors show).
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: YAMLMark, rhs: YAMLMark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
