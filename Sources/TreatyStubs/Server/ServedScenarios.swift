import Foundation
import TreatyContract

/// Every scenario of a contract turned into stub steps once, when the server is made, plus the
/// default each endpoint answers with.
///
/// The steps come from ``ScenarioReplies``, exactly as `StubSession.stub(_:scenario:)` makes
/// them. A scenario that cannot be played (a missing fixture) keeps its failure, reported when
/// it is asked for; with `permissive` it is answered from the response's declared shape instead.
struct ServedScenarios: Sendable {
    typealias Played = Result<(steps: [StubStep], isSequence: Bool), StubFailure>

    private let table: [String: [String: Played]]
    /// The scenario each endpoint answers when nothing else was asked for.
    let defaults: [String: String]
    private let contract: Contract
    private let permissive: Bool

    /// With `--variants`: each endpoint's variant scenario names (`success ~ /owner null`), in contract order.
    let variantNames: [String: [String]]

    init(contract: Contract, fixtures: FixtureSource, permissive: Bool, variants: Bool = false) {
        self.contract = contract
        self.permissive = permissive
        let replies = ScenarioReplies(fixtures: fixtures)
        let sampler = ShapeSampler(schemas: contract.schemaTable)
        var table: [String: [String: Played]] = [:]
        var defaults: [String: String] = [:]
        var variantNames: [String: [String]] = [:]
        let varied = variants ? ScenarioVariants(contract: contract, fixtures: fixtures) : nil
        for endpoint in contract.endpoints {
            var played: [String: Played] = [:]
            if let varied {
                for (name, reply) in Self.variantReplies(endpoint, varied) {
                    played[name] = .success(([StubStep(reply)], false))
                    variantNames[endpoint.id, default: []].append(name)
                }
            }
            for scenario in endpoint.scenarios {
                var result = Played { () throws(StubFailure) in try replies.steps(for: scenario.name, in: endpoint) }
                if permissive, case .failure = result, case .response(let response) = scenario.outcome {
                    result = Self.sampled(endpoint, status: response.status, headers: response.headers, sampler: sampler)
                }
                played[scenario.name] = result
            }
            table[endpoint.id] = played
            defaults[endpoint.id] = Self.defaultScenario(of: endpoint)?.name
        }
        self.table = table
        self.defaults = defaults
        self.variantNames = variantNames
        self.generated = permissive ? Self.sampledDefaults(contract, sampler: sampler) : [:]
    }

    /// Each variant of each scenario of `endpoint`, as the reply that plays it, named `scenario ~ variant`.
    private static func variantReplies(_ endpoint: Endpoint, _ varied: ScenarioVariants) -> [(String, StubReply)] {
        endpoint.scenarios.flatMap { scenario -> [(String, StubReply)] in
            guard let base = varied.base(of: scenario, in: endpoint) else { return [] }
            return varied.variants(of: scenario, in: endpoint).map { variant in
                (
                    VariantSettings.caseName(scenario.name, variant.name),
                    .json(base.response.status, variant.body, headers: base.response.headers)
                )
            }
        }
    }

    /// With `permissive`: a generated answer per endpoint, for unknown scenario names and
    /// endpoints without a default.
    private let generated: [String: Played]

    /// The first scenario expecting success, else the first plain response scenario.
    static func defaultScenario(of endpoint: Endpoint) -> Scenario? {
        let responses = endpoint.scenarios.filter { if case .response = $0.outcome { true } else { false } }
        return responses.first { $0.expect == .success } ?? responses.first
    }

    /// The steps for scenario `name` of `endpointID`; an unknown name fails unless permissive.
    func play(_ name: String, endpointID: String) -> Played {
        guard let endpoint = contract.endpoint(endpointID) else {
            return .failure(StubFailure(message: StubMessage.unknownEndpoint(endpointID, known: contract.endpoints.map(\.id))))
        }
        if let played = table[endpointID]?[name] { return played }
        if permissive, let generated = generated[endpointID] { return generated }
        return .failure(
            StubFailure(
                message: StubMessage.unknownScenario(name, endpointID: endpointID, known: endpoint.scenarios.map(\.name))))
    }

    /// What `endpointID` answers by default: its default scenario's steps, repeating; or, without
    /// one, a generated answer (permissive) or an error reply naming the fix.
    func defaultEntry(_ endpointID: String) -> StubLedger.Entry {
        let played = defaults[endpointID].map { play($0, endpointID: endpointID) } ?? generated[endpointID]
        switch played {
        case .success(let scenario)?:
            return StubLedger.Entry(steps: scenario.steps, repeatsLast: true)
        case .failure(let failure)?:
            return StubLedger.Entry(steps: [StubStep(.json(501, ["error": .string(failure.message)]))], repeatsLast: true)
        case nil:
            let message = ServerMessage.noDefault(endpointID)
            return StubLedger.Entry(steps: [StubStep(.json(501, ["error": .string(message)]))], repeatsLast: true)
        }
    }

    /// Scenario `name` for the next `count` calls (nil: until switched again), then the default.
    func switched(_ name: String, endpointID: String, count: Int?) -> Result<StubLedger.Entry, StubFailure> {
        if let count, !(1...ScenarioSwitch.maxCount).contains(count) {
            return .failure(StubFailure(message: ServerMessage.badCount(count)))
        }
        return play(name, endpointID: endpointID).map { scenario in
            guard let count else {
                if scenario.isSequence {
                    return StubLedger.Entry(steps: scenario.steps + defaultEntry(endpointID).steps, repeatsLast: true)
                }
                return StubLedger.Entry(steps: scenario.steps, repeatsLast: true)
            }
            let repeated = Array(repeating: scenario.steps, count: count).flatMap { $0 }
            return StubLedger.Entry(steps: repeated + defaultEntry(endpointID).steps, repeatsLast: true)
        }
    }

    private static func sampledDefaults(_ contract: Contract, sampler: ShapeSampler) -> [String: Played] {
        var sampled: [String: Played] = [:]
        for endpoint in contract.endpoints {
            let status =
                endpoint.responses.compactMap { spec -> Int? in
                    if case .code(let code) = spec.status, (200..<300).contains(code) { return code }
                    return nil
                }.first ?? 200
            sampled[endpoint.id] = Self.sampled(endpoint, status: status, headers: [], sampler: sampler)
        }
        return sampled
    }

    /// A response with `status` whose body is the sampler's value for the declared shape.
    private static func sampled(_ endpoint: Endpoint, status: Int, headers: [HeaderField], sampler: ShapeSampler) -> Played {
        guard let shape = endpoint.response(for: status)?.body else {
            return .success(([StubStep(.status(status, headers: headers))], false))
        }
        guard let value = sampler.sample(shape) else {
            let message = ServerMessage.noSample(endpoint.id, status: status, shape: shape.location, limits: sampler.limits)
            return .failure(StubFailure(message: message))
        }
        return .success(([StubStep(.json(status, value, headers: headers))], false))
    }
}
