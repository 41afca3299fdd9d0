import Foundation
import TreatyContract

/// The control endpoints a UI test calls on a running server:
///
/// - `GET /__treaty/findings`: the findings so far as JSON (``ServerFindings/json``);
/// - `POST /__treaty/scenario` with `{"endpoint": "getProject", "scenario": "serverError", "count": 1}`:
///   the endpoint answers with that scenario for the next `count` calls (without `count`, until
///   switched again), then with its default;
/// - `POST /__treaty/reset`: every endpoint back to its default, findings and requests cleared;
/// - `GET /__treaty/variants`: with `--variants`, each endpoint's variant scenario names, to walk
///   with `POST /__treaty/scenario` (`{"getProject": ["success ~ /owner null", …]}`).
struct ServerControl {
    let core: SessionCore
    let scenarios: ServedScenarios
    let findings: Protected<ServerFindings>

    func handle(_ request: HTTPRequest) -> HTTPResponse {
        switch (request.method, request.path) {
        case ("GET", "/__treaty/findings"):
            return .json(200, findings.withLock { $0.json })
        case ("POST", "/__treaty/scenario"):
            return switchScenario(request.body)
        case ("GET", "/__treaty/variants"):
            let endpoints = (core.contract?.endpoints ?? []).compactMap { endpoint in
                scenarios.variantNames[endpoint.id].map { (endpoint.id, JSONValue.array($0.map(JSONValue.string))) }
            }
            return .json(200, .object(JSONObject(endpoints)))
        case ("POST", "/__treaty/reset"):
            reset()
            return .json(200, ["reset": true])
        default:
            return .error(404, ServerMessage.unknownControl("\(request.method) \(request.path)"))
        }
    }

    /// Installs every endpoint's default and clears what was recorded.
    func reset() {
        core.ledger.withLock { ledger in
            for endpoint in core.contract?.endpoints ?? [] {
                ledger.replaceStub(endpoint.id, scenarios.defaultEntry(endpoint.id))
            }
            ledger.requests = []
            ledger.failures = []
            ledger.reportedFailures = 0
        }
        findings.withLock { $0 = ServerFindings() }
    }

    private func switchScenario(_ body: Data) -> HTTPResponse {
        guard let request = try? ScenarioSwitch(body) else { return .error(400, ServerMessage.badSwitch) }
        switch scenarios.switched(request.scenario, endpointID: request.endpoint, count: request.count) {
        case .failure(let failure):
            return .error(400, failure.message)
        case .success(let entry):
            core.ledger.withLock { $0.replaceStub(request.endpoint, entry) }
            var echo: [(String, JSONValue)] = [("endpoint", .string(request.endpoint)), ("scenario", .string(request.scenario))]
            if let count = request.count { echo.append(("count", .number(JSONNumber(count)))) }
            return .json(200, .object(JSONObject(echo)))
        }
    }
}

/// The body of `POST /__treaty/scenario`.
struct ScenarioSwitch: Equatable {
    var endpoint: String
    var scenario: String
    var count: Int?

    struct Invalid: Error {}

    /// The largest `count`: a switch stores one step per call it covers.
    static let maxCount = 10_000

    /// Reads `{"endpoint": …, "scenario": …, "count": N}`; `count`, when given, is a whole number from 1 to ``maxCount``.
    init(_ body: Data) throws(Invalid) {
        guard case .object(let object)? = try? JSONParser().parse([UInt8](body)),
            case .string(let endpoint)? = object["endpoint"], case .string(let scenario)? = object["scenario"]
        else { throw Invalid() }
        self.endpoint = endpoint
        self.scenario = scenario
        switch object["count"] {
        case nil, .null?:
            count = nil
        case .number(let number)?:
            guard let value = Int(number.text), (1...Self.maxCount).contains(value) else { throw Invalid() }
            count = value
        default:
            throw Invalid()
        }
        let known: Set = ["endpoint", "scenario", "count"]
        guard object.members.allSatisfy({ known.contains($0.key) }) else { throw Invalid() }
    }
}
