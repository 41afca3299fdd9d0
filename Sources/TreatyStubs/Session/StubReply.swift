public import Foundation
public import TreatyContract

/// What a stub answers: an HTTP response, or a transport failure that ends the task at once.
public enum StubReply: Sendable, Hashable {
    /// A complete response. Header names keep the order given.
    case response(status: Int, headers: [HeaderField], body: Data)
    /// The task fails with `URLError(code)` (timedOut, notConnectedToInternet, …) without waiting.
    case failure(URLError.Code)

    /// A response whose body is `value` written as compact JSON, with `Content-Type: application/json`.
    public static func json(_ status: Int = 200, _ value: JSONValue, headers: [HeaderField] = []) -> StubReply {
        .response(status: status, headers: withJSONContentType(headers), body: Data(JSONWriter.compact.write(value).utf8))
    }

    /// A response with raw body bytes (e.g. truncated JSON) and the given headers.
    public static func raw(_ status: Int, _ body: String, headers: [HeaderField] = []) -> StubReply {
        .response(status: status, headers: headers, body: Data(body.utf8))
    }

    /// A response without a body (`204`, or a status whose body does not matter).
    public static func status(_ status: Int, headers: [HeaderField] = []) -> StubReply {
        .response(status: status, headers: headers, body: Data())
    }

    /// This reply held behind `gate` until the test releases it.
    public func held(by gate: StubGate) -> StubStep {
        StubStep(self, heldBy: gate)
    }

    static func withJSONContentType(_ headers: [HeaderField]) -> [HeaderField] {
        withContentType("application/json", headers)
    }

    /// `headers`, with `Content-Type: type` added unless they set one.
    static func withContentType(_ type: String, _ headers: [HeaderField]) -> [HeaderField] {
        if headers.contains(where: { $0.name.lowercased() == "content-type" }) { return headers }
        return headers + [HeaderField(name: "Content-Type", value: type)]
    }
}
