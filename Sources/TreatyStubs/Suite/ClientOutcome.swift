public import Foundation

/// What a client call produced, in the categories a contract suite checks.
///
/// The generated adapter's `classify` maps the client's own error type onto these. Keeping
/// transport, HTTP and decoding apart is the point: a client that collapses them into one
/// "unknown error" cannot be classified and fails the suite.
public enum ClientOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The call returned normally and its model decoded.
    case success
    /// No HTTP response; the `URLError` code when the client kept it.
    case transport(code: URLError.Code?)
    /// A non-success status; `retryAfter` is the `Retry-After` seconds the client read, if any.
    case http(status: Int, retryAfter: Int?)
    /// The response arrived but its body is not the documented shape.
    case decoding
    /// An error the classifier could not place; always a failure, with its description.
    case unclassified(String)

    /// How failure messages name the outcome: `an http(404) error`, `a transport error (timedOut)`.
    public var description: String {
        switch self {
        case .success: return "success"
        case .transport(let code): return "a transport error" + (code.map { " (\(TransportCodes.name(of: $0)))" } ?? "")
        case .http(let status, let retryAfter):
            return "an http(\(status)) error" + (retryAfter.map { " with retryAfter \($0)" } ?? "")
        case .decoding: return "a decoding error"
        case .unclassified(let text): return "an error the classifier could not place (\(text))"
        }
    }
}

extension ClientOutcome {
    /// What calling the client produced: success when `call` returns, else its error as `classify` places it.
    static func of(
        _ call: @Sendable (StubSession, ContractInput.Values) async throws -> Void, _ stubs: StubSession,
        _ input: ContractInput.Values, classify: @Sendable (any Error) -> ClientOutcome
    ) async -> ClientOutcome {
        do {
            try await call(stubs, input)
            return .success
        } catch {
            return classify(error)
        }
    }
}

extension TransportCodes {
    /// The `URLError.Code` name a contract uses for `code` (`timedOut`), or its number.
    public static func name(of code: URLError.Code) -> String {
        names.first { self.code(named: $0) == code } ?? "code \(code.rawValue)"
    }
}
