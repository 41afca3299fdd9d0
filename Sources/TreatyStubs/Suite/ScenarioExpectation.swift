import Foundation
import TreatyContract

/// What one scenario requires of the client: the outcome category, and for HTTP errors the
/// status and any `Retry-After` the client must surface.
struct ScenarioExpectation: Sendable, Hashable {
    var expect: ExpectedOutcome
    /// The stubbed status of the scenario's (last) response.
    var status: Int?
    /// The `Retry-After` seconds the stub sends, which an http outcome must report.
    var retryAfter: Int?
    /// The transport failure the stub produces.
    var transportCode: URLError.Code?
    /// How many requests the client may make: exactly one normally, the number of steps for a
    /// sequence, and at least one where clients may retry (429, 503, transport failures).
    var requestCount: ClosedRange<Int>

    /// The expectation a contract scenario states, following sequences to their last step.
    init(_ scenario: Scenario, in endpoint: Endpoint) {
        expect = scenario.expect
        var last = scenario
        var steps = 1
        if case .sequence(let names) = scenario.outcome {
            steps = names.count
            if let final = names.last.flatMap(endpoint.scenario) { last = final }
        }
        switch last.outcome {
        case .response(let response):
            status = response.status
            retryAfter = response.headers.first { $0.name.lowercased() == "retry-after" }.flatMap { Int($0.value) }
            let retryable = response.status == 429 || response.status == 503
            requestCount = steps...(retryable && steps == 1 ? Int.max : steps)
        case .transport(let failure):
            transportCode = TransportCodes.code(named: failure.code)
            requestCount = steps...(steps == 1 ? Int.max : steps)
        case .sequence:
            requestCount = steps...steps
        }
    }

    /// Why `observed` does not satisfy this expectation, or nil when it does.
    func mismatch(_ observed: ClientOutcome) -> String? {
        let wanted = describe()
        switch (expect, observed) {
        case (.success, .success), (.decoding, .decoding):
            return nil
        case (.http, .http(let status, let seenRetryAfter)):
            if let expected = self.status, status != expected {
                return "expected \(wanted), client reported an http(\(status)) error"
            }
            if let retryAfter, seenRetryAfter != retryAfter {
                let seen = seenRetryAfter.map(String.init) ?? "none"
                return "expected \(wanted), client reported retryAfter \(seen): Retry-After was ignored"
            }
            return nil
        case (.transport, .transport(let code)):
            if let expected = transportCode, let code, code != expected {
                return "expected \(wanted), client reported a transport error (\(TransportCodes.name(of: code)))"
            }
            return nil
        case (_, .success):
            return "expected \(wanted), client returned success"
        default:
            return "expected \(wanted), client reported \(observed)"
        }
    }

    private func describe() -> String {
        switch expect {
        case .success: return "success"
        case .decoding: return "a decoding error"
        case .http:
            let status = self.status.map { "(\($0))" } ?? ""
            return "an http\(status) error" + (retryAfter.map { " with retryAfter \($0)" } ?? "")
        case .transport:
            return "a transport error" + (transportCode.map { " (\(TransportCodes.name(of: $0)))" } ?? "")
        }
    }
}
