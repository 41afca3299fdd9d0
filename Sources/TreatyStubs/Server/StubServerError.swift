/// Why a ``StubServer`` could not start or a scenario could not be switched.
///
/// A struct with a message rather than an enum, so new reasons never break a `switch` in your code.
public struct StubServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong and what was expected, in Treaty's message style.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
