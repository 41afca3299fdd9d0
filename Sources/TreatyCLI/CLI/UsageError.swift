/// A command line that cannot be run as written; exits with code 2 and the command's usage hint.
struct UsageError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
