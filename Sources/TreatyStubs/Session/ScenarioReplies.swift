import Foundation
import TreatyContract

/// Turns a contract scenario into the stub steps that play it.
struct ScenarioReplies {
    let fixtures: FixtureSource

    /// The steps for scenario `name` of `endpoint`, and whether it is a sequence (which does not
    /// repeat its last step).
    func steps(for name: String, in endpoint: Endpoint) throws(StubFailure) -> (steps: [StubStep], isSequence: Bool) {
        let scenario = try find(name, in: endpoint)
        guard case .sequence(let names) = scenario.outcome else {
            return ([StubStep(try reply(for: scenario, in: endpoint))], false)
        }
        var steps: [StubStep] = []
        for stepName in names {
            steps.append(StubStep(try reply(for: try find(stepName, in: endpoint), in: endpoint)))
        }
        return (steps, true)
    }

    private func find(_ name: String, in endpoint: Endpoint) throws(StubFailure) -> Scenario {
        guard let scenario = endpoint.scenario(name) else {
            throw StubFailure(
                message: StubMessage.unknownScenario(name, endpointID: endpoint.id, known: endpoint.scenarios.map(\.name)))
        }
        return scenario
    }

    private func reply(for scenario: Scenario, in endpoint: Endpoint) throws(StubFailure) -> StubReply {
        switch scenario.outcome {
        case .transport(let failure):
            guard let code = TransportCodes.code(named: failure.code) else {
                throw StubFailure(message: StubMessage.unknownTransportCode(failure.code))
            }
            return .failure(code)
        case .response(let response):
            return try reply(for: response, declared: endpoint.response(for: response.status))
        case .sequence:
            throw StubFailure(message: StubMessage.nestedSequence(scenario.name, endpointID: endpoint.id))
        }
    }

    /// The reply for a response scenario. A body of a response declared with a media type Treaty
    /// does not read (`contentType: text/csv`, no `body:`) goes out as that type (without one for
    /// a range such as `image/*`), even when empty, an inline string as its text; any other
    /// fixture or inline body as JSON; a scenario's own `Content-Type` header always wins.
    private func reply(for response: StubResponse, declared: ResponseSpec?) throws(StubFailure) -> StubReply {
        let readsJSON = declared?.readsJSON ?? true
        var headers = response.headers
        if !readsJSON, let type = declared?.contentType, MediaType.isConcrete(type) {
            headers = StubReply.withContentType(type, headers)
        }
        switch response.body {
        case .none:
            // Even empty, such a response says its type: the live check asks the API for it too.
            return .response(status: response.status, headers: headers, body: Data())
        case .raw(let text):
            return .response(status: response.status, headers: headers, body: Data(text.utf8))
        case .inline(.string(let text)) where !readsJSON:
            return .response(status: response.status, headers: headers, body: Data(text.utf8))
        case .inline(let value):
            return .json(response.status, value, headers: response.headers)
        case .fixture(let reference):
            guard let bytes = fixtures[reference.name] else {
                throw StubFailure(message: StubMessage.missingFixture(reference.name, known: fixtures.names))
            }
            return .response(
                status: response.status, headers: readsJSON ? StubReply.withJSONContentType(headers) : headers, body: bytes)
        }
    }
}

extension Scenario {
    var isSequence: Bool {
        if case .sequence = outcome { return true }
        return false
    }
}
