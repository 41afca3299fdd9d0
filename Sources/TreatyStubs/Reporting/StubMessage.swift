/// Every failure message the stub runtime emits, in one catalogue.
///
/// Wording follows the project's rule: lowercase, no trailing period, user tokens in single
/// quotes, what was found, what was expected, and the fix.
enum StubMessage {
    /// A request that breaks the contract: `client regression: createProject: body /name: expected string, got integer`.
    static func regression(_ endpointID: String, _ detail: String) -> String {
        "client regression: \(endpointID): \(detail)"
    }

    /// A request whose body Foundation hid from the stub: neither passed nor failed as a regression.
    static func bodyNotVisible(_ request: String, endpointID: String?) -> String {
        let place = endpointID.map { "\($0): " } ?? ""
        return "body not verified: \(place)'\(request)' was sent as an upload whose body Foundation does not pass to a "
            + "URLProtocol on this platform, so its body and Content-Type were not checked; "
            + "fix: send the body with 'data(for:)' and 'httpBody', or mark the scenario 'bodyUnverified: <reason>'"
    }

    static func unmatched(_ request: String, closest: String) -> String {
        "unmatched request '\(request)': \(closest)"
    }

    static func noRoutes() -> String {
        "the session has no contract endpoints or stubs; fix: stub the request before the client sends it"
    }

    static func closest(_ route: StubRoute, difference: String) -> String {
        "closest endpoint '\(route.id)' (\(route.summary)): \(difference); fix: correct the client's request or stub the endpoint it calls"
    }

    static func noStub(_ endpointID: String, request: String) -> String {
        "no stub for '\(endpointID)' (request '\(request)'); fix: call 'stub(\"\(endpointID)\", …)' before the client sends it"
    }

    static func sequenceExhausted(_ endpointID: String, calls: Int, steps: Int) -> String {
        "'\(endpointID)' was called \(calls) times but its stub answers \(steps); fix: add a step or check that the client does not call it too often"
    }

    static func unusedStub(_ endpointID: String) -> String {
        "unused stub: '\(endpointID)' was stubbed but never called; fix: remove the stub or check that the client calls it"
    }

    static func unknownEndpoint(_ endpointID: String, known: [String]) -> String {
        "unknown endpoint '\(endpointID)'; expected one of \(quotedList(known))"
    }

    static func unknownScenario(_ name: String, endpointID: String, known: [String]) -> String {
        "unknown scenario '\(name)' for '\(endpointID)'; expected one of \(quotedList(known))"
    }

    static func undeclaredReplyStatus(_ endpointID: String, status: Int, declared: [String]) -> String {
        "stubbed reply for '\(endpointID)' has status \(status), which the contract does not declare; "
            + "expected one of \(quotedList(declared)); fix: stub a declared status or add it to the contract"
    }

    static func replyMismatch(_ endpointID: String, status: Int, _ mismatch: ShapeMismatch) -> String {
        let place = mismatch.pointer.isEmpty ? "body" : "body \(mismatch.pointer)"
        return "stubbed reply for '\(endpointID)' (\(status)): \(place): expected \(mismatch.expected), got \(mismatch.actual)"
    }

    static func nestedSequence(_ name: String, endpointID: String) -> String {
        "scenario '\(name)' of '\(endpointID)' is itself a sequence; expected a response or transport scenario as a sequence step"
    }

    static func missingFixture(_ name: String, known: [String]) -> String {
        "fixture '\(name)' was not given to the stub session; expected one of \(quotedList(known)); fix: pass its bytes in 'FixtureSource'"
    }

    static func unknownTransportCode(_ code: String) -> String {
        "unknown transport failure '\(code)'; expected one of \(quotedList(TransportCodes.names))"
    }

    static func badTemplate(_ path: String) -> String {
        "path template '\(path)' has unbalanced braces; fix: write parameters as '{name}'"
    }

    static func unexpectedRequest(_ request: String, endpointID: String?, allowed: [String]) -> String {
        let name = endpointID.map { "'\($0)'" } ?? "no endpoint"
        return "unexpected request '\(request)' to \(name); expected only \(quotedList(allowed))"
    }

    static func quotedList(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
