import TreatyContract
import TreatyTooling

/// Finds scenarios that give two inputs of one request the same value, where each could hold
/// another: a client that swaps them (`owner` for `repo`) would send the very same request, and
/// the suite could not tell it from a correct one.
///
/// Path parameters, query parameters and headers are compared, secrets aside (their values come
/// from the client's environment). An input whose shape allows one value only (`const`, an enum
/// of one) has no choice and is not reported. One warning per pair and endpoint, at the first
/// scenario that gives them the same value.
struct InputDiscriminationChecker {
    /// Scenarios Treaty built itself (from an OpenAPI document) give every input a free value
    /// where one is left, so an equal pair there had no choice (three booleans): not reported.
    func check(_ contract: Contract) -> [Diagnostic] {
        guard !contract.scenariosDerived else { return [] }
        return contract.endpoints.flatMap(check)
    }

    private struct Input {
        var place: String
        var name: String
        var value: JSONValue
    }

    private func check(_ endpoint: Endpoint) -> [Diagnostic] {
        let request = endpoint.request
        let choosable = Set(
            (request.pathParameters.map { ("path parameter", $0) } + request.query.map { ("query parameter", $0) }
                + request.headers.map { ("header", $0) })
                .filter { !$0.1.secret && !Self.hasOneValue($0.1.shape) }.map { "\($0.0) \($0.1.name)" })
        var reported: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for scenario in endpoint.scenarios {
            let inputs =
                (scenario.input.pathParameters.map { Input(place: "path parameter", name: $0.name, value: $0.value) }
                + scenario.input.query.map { Input(place: "query parameter", name: $0.name, value: $0.value) }
                + scenario.input.headers.map { Input(place: "header", name: $0.name, value: $0.value) })
                .filter { choosable.contains("\($0.place) \($0.name)") }
            for (index, first) in inputs.enumerated() {
                for second in inputs.dropFirst(index + 1) where first.value == second.value {
                    let pair = "\(first.place) \(first.name) & \(second.place) \(second.name)"
                    guard reported.insert(pair).inserted else { continue }
                    diagnostics.append(
                        .indistinctInputs(
                            "\(first.place) '\(first.name)'", "\(second.place) '\(second.name)'", value: first.value,
                            scenario: scenario.name, at: scenario.location))
                }
            }
        }
        return diagnostics
    }

    /// `const`, or an enum of one value: the scenario has no other value to give.
    private static func hasOneValue(_ shape: Shape) -> Bool {
        shape.constValue != nil || shape.enumValues?.count == 1
    }
}
