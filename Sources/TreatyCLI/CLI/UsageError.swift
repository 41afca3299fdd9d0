/// A command line that cannot be run as written; exits with code 2 and the command's usage hint.
///
/// Thrown from a command's `validate()`, swift-argument-parser reports it by its description.
struct UsageError: Error, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
