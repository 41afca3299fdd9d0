/// A summary input that cannot be read or is not what it should be (exit code 2).
public struct SummaryInputError: Error, Sendable, Hashable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
