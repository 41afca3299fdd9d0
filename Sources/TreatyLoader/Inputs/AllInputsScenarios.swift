import TreatyContract

/// Gives each endpoint of a contract written in Treaty's format an `allInputs` scenario, as an
/// OpenAPI document's endpoints get one: its first success scenario again, with every optional
/// query parameter, header and body member given a value and each enum parameter one other than
/// its first, so a client that drops, misspells or mis-encodes an optional input fails it.
///
/// What the author wrote in the copied scenario is kept (a path value the response body speaks
/// of, say), enum firsts aside; every value Treaty adds differs from all the endpoint's scenarios
/// send. An endpoint whose scenarios already name one `allInputs`, or already send every input,
/// gets none. Added after linting: the values conform by construction, and a copied scenario's
/// findings are reported once, at the scenario the author wrote.
struct AllInputsScenarios {
    static let name = "allInputs"
    let values: RequestValues

    init(validator: ShapeValidator) {
        values = RequestValues(validator: validator, samples: SampleMemo(ShapeSampler(validator: validator)))
    }

    func adding(to contract: Contract) -> Contract {
        var contract = contract
        contract.endpoints = contract.endpoints.map(adding)
        return contract
    }

    private func adding(to endpoint: Endpoint) -> Endpoint {
        let scenarios = endpoint.scenarios
        guard !scenarios.contains(where: { $0.name == Self.name }),
            let success = scenarios.first(where: { RequestValues.isPlainSuccess($0) && $0.knownIssue == nil })
        else { return endpoint }
        let sent = Set(scenarios.flatMap { $0.input.pathParameters + $0.input.query + $0.input.headers }.map(\.value))
        guard let full = values.allInputs(endpoint, base: success.input, given: success.input, avoiding: sent),
            !scenarios.contains(where: { $0.input == full })
        else { return endpoint }
        var every = success
        every.name = Self.name
        every.input = full
        var endpoint = endpoint
        endpoint.scenarios.append(every)
        return endpoint
    }
}
