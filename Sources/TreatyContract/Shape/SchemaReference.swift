/// A `$ref` to a named schema: `#/schemas/Project` in the same file, or
/// `common.yaml#/schemas/Error` in another.
///
/// ``file`` is the referenced contract file's path as the loader knows it (relative to the
/// working directory when the user gave relative paths), so two references to one schema from
/// different files compare equal.
public struct SchemaReference: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The file that defines the schema.
    public var file: String
    /// The schema's name under `schemas:`.
    public var name: String

    /// A reference to `name` in `file`.
    public init(file: String, name: String) {
        self.file = file
        self.name = name
    }

    /// `file#/schemas/Name`, for messages.
    public var description: String { "\(file)#/schemas/\(name)" }

    public static func < (lhs: SchemaReference, rhs: SchemaReference) -> Bool {
        (lhs.file, lhs.name) < (rhs.file, rhs.name)
    }
}

/// Every named schema reachable from a contract, its own and those of files it references.
///
/// Validation and diffing resolve `$ref` through this table, which makes recursive shapes
/// (a `Folder` holding `Folder`s) safe: a reference is looked up when reached, never inlined.
public struct SchemaTable: Sendable, Hashable {
    /// The shapes by reference.
    public private(set) var schemas: [SchemaReference: Shape]

    /// A table of `schemas`.
    public init(_ schemas: [SchemaReference: Shape] = [:]) {
        self.schemas = schemas
    }

    /// The shape `reference` names, when the table has it.
    public subscript(reference: SchemaReference) -> Shape? {
        get { schemas[reference] }
        set { schemas[reference] = newValue }
    }

    /// References in a stable order, for deterministic output.
    public var sortedReferences: [SchemaReference] { schemas.keys.sorted() }
}
