/// One place where a value does not fit its contract shape.
public struct ShapeMismatch: Sendable, Hashable {
    /// A JSON pointer into the body (`/name`, `/owner/id`); empty for the whole value or a parameter.
    public var pointer: String
    /// What the contract asks for (`string`, `one of 'private', 'public'`).
    public var expected: String
    /// What was found (`integer`, `'Bearer'`).
    public var actual: String

    /// A mismatch at `pointer`.
    public init(pointer: String, expected: String, actual: String) {
        self.pointer = pointer
        self.expected = expected
        self.actual = actual
    }
}
