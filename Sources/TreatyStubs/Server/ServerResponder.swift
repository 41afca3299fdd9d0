import Foundation
import TreatyContract

/// Decides what the stub server answers to one request; no sockets, so it is tested directly.
///
/// A contract request goes through the stub session's own ``SessionCore``: the same routing,
/// ``RequestVerifier`` and ledger as ``StubSession``, answered from ``ServedScenarios``. Paths
/// under `/__treaty/` are the control endpoints (``ServerControl``).
struct ServerResponder: Sendable {
    /// The request header that picks a scenario for one request.
    static let scenarioHeader = "Treaty-Scenario"
    /// The query parameter that does the same (removed before the query is verified).
    static let scenarioQuery = "__treaty_scenario"

    let core: SessionCore
    let scenarios: ServedScenarios
    let findings: Protected<ServerFindings>
    /// Receives each finding as it is found (the command line prints them on standard error).
    let log: @Sendable (String) -> Void

    func respond(to request: HTTPRequest) -> ServerAction {
        if request.path.hasPrefix("/__treaty/") {
            return .respond(ServerControl(core: core, scenarios: scenarios, findings: findings).handle(request))
        }
        let query = request.query.map { QueryScenario.split($0) } ?? (rest: nil, scenario: nil)
        let picked = request.header(Self.scenarioHeader) ?? query.scenario
        let target = request.path + (query.rest.map { "?" + $0 } ?? "")
        guard let url = URL(string: "http://stub.invalid" + target) else {
            return .respond(.error(400, ServerMessage.badTarget))
        }
        let recorded = RecordedRequest(method: request.method, url: url, headers: headers(of: request), body: request.body)
        var choose: ((StubRoute) -> Result<StubStep, StubFailure>?)?
        if let picked {
            choose = { [scenarios] route in scenarios.play(picked, endpointID: route.id).map(\.steps[0]) }
        }
        let decision = core.receive(recorded, token: ObjectIdentifier(SessionCore.self), choose: choose)
        collectFindings()
        switch decision {
        case .reply(let reply), .held(_, let reply):
            return action(for: reply)
        case .noRoute(let message, let closest):
            guard let closest else { return .respond(.error(404, message)) }
            let body: JSONValue = [
                "error": .string(message), "closestEndpoint": .string(closest.id), "closestRoute": .string(closest.summary),
            ]
            return .respond(.json(404, body))
        case .unmatched(let message):
            return .respond(.error(picked == nil ? 501 : 400, message))
        }
    }

    /// Moves the session's new failures into the server's findings and the log.
    private func collectFindings() {
        let new = core.ledger.withLock { ledger -> [String] in
            defer {
                ledger.failures = []
                ledger.reportedFailures = 0
                if ledger.requests.count > 2 * ServerFindings.limit { ledger.requests.removeFirst(ServerFindings.limit) }
            }
            return ledger.failures
        }
        findings.withLock { $0.record(request: new) }
        for message in new { log(message) }
    }

    /// Header fields as a stub session records them (repeats joined by `, `), without the scenario pick.
    private func headers(of request: HTTPRequest) -> [String: String] {
        var fields: [String: String] = [:]
        for field in request.headers where field.name.lowercased() != Self.scenarioHeader.lowercased() {
            let existing = fields.first { $0.key.lowercased() == field.name.lowercased() }
            if let existing {
                fields[existing.key] = existing.value + ", " + field.value
            } else {
                fields[field.name] = field.value
            }
        }
        return fields
    }

    private func action(for reply: StubReply) -> ServerAction {
        switch reply {
        case .response(let status, let headers, let body):
            return .respond(HTTPResponse(status: status, headers: headers, body: body))
        case .failure(let code):
            switch code {
            case .timedOut: return .hold
            case .badServerResponse: return .garbage
            default: return .reset
            }
        }
    }
}

/// Reads and removes the `__treaty_scenario` query parameter.
enum QueryScenario {
    /// The query without the parameter (nil when nothing is left) and its decoded value.
    static func split(_ query: String) -> (rest: String?, scenario: String?) {
        var kept: [Substring] = []
        var scenario: String?
        for item in query.split(separator: "&", omittingEmptySubsequences: false) {
            let name = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            if name == ServerResponder.scenarioQuery {
                let value = item.dropFirst(name.count + 1).replacingOccurrences(of: "+", with: " ")
                scenario = value.removingPercentEncoding ?? value
            } else {
                kept.append(item)
            }
        }
        return (kept.isEmpty ? nil : kept.joined(separator: "&"), scenario)
    }
}
