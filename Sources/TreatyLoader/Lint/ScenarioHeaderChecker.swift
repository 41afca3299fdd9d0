import TreatyContract
import TreatyTooling

/// Reports scenario headers their declared shapes refuse, at lint time rather than when the
/// generated suite first runs: the response headers a scenario's stub sends
/// (`Retry-After: soon` where the 429 declares `type: integer`), and the request headers its
/// `request:` gives the client (checked against the endpoint's and the default request headers).
///
/// Header names compare without case, as HTTP does; a header no shape declares is not checked
/// here. Environment references (`${TOKEN}`) are filled in later and are not checked.
struct ScenarioHeaderChecker {
    /// The contract's validator, over its schema table.
    let validator: ShapeValidator

    func check(_ contract: Contract) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for endpoint in contract.endpoints {
            // Joined at the first scenario that gives the client a header: most give none.
            var requestHeaders: [Parameter]?
            for scenario in endpoint.scenarios {
                for header in scenario.input.headers {
                    let text: String
                    switch header.value {
                    case .string(let string): text = string
                    case .number(let number): text = number.text
                    case .bool(let flag): text = String(flag)
                    default: continue
                    }
                    if requestHeaders == nil { requestHeaders = contract.defaultHeaders + endpoint.request.headers }
                    diagnostics += check(header.name, text, among: requestHeaders ?? [], scenario, endpoint, sent: false)
                }
                guard case .response(let response) = scenario.outcome,
                    let declared = endpoint.response(for: response.status)
                else { continue }
                for header in response.headers {
                    diagnostics += check(header.name, header.value, among: declared.headers, scenario, endpoint, sent: true)
                }
            }
        }
        return diagnostics
    }

    private func check(
        _ name: String, _ value: String, among declared: [Parameter], _ scenario: Scenario, _ endpoint: Endpoint,
        sent: Bool
    ) -> [Diagnostic] {
        guard !EnvironmentReference.contains(value),
            let parameter = declared.last(where: { $0.name.lowercased() == name.lowercased() })
        else { return [] }
        let report = validator.validate(parameterValue: value, against: parameter.shape)
        guard let problem = report.violations.first(where: { $0.classification == .breaking }) else { return [] }
        return [
            .invalidScenarioHeader(
                scenario.name, endpoint: endpoint.id, header: name, value: value, sent: sent, problem: problem.message,
                declaredAt: parameter.location, at: scenario.location)
        ]
    }
}
