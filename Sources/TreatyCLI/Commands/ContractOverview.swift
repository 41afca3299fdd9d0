import TreatyContract

/// The text `treaty overview` prints for one contract.
struct ContractOverview {
    let contract: Contract

    func render() -> String {
        guard !contract.endpoints.isEmpty else {
            let names = contract.namedSchemas.map(\.name).joined(separator: ", ")
            return "\(contract.file): schema library (\(names))\n\n"
        }
        let scenarios = contract.endpoints.reduce(0) { $0 + $1.scenarios.count }
        let samples = contract.endpoints.reduce(0) { $0 + $1.live.count }
        var text = "\(contract.file): \(contract.name) \(contract.version) — \(contract.endpoints.count) endpoints, "
        text += "\(scenarios) scenarios, \(samples) live samples, \(contract.namedSchemas.count) schemas\n"
        let width = contract.endpoints.map { $0.method.count + 1 + $0.path.raw.count }.max() ?? 0
        let idWidth = contract.endpoints.map(\.id.count).max() ?? 0
        for endpoint in contract.endpoints {
            let route = (endpoint.method + " " + endpoint.path.raw).padding(to: width)
            let statuses = endpoint.responses.map(\.status.description).joined(separator: " ")
            text += "  \(endpoint.id.padding(to: idWidth)) \(route)  [\(statuses)]\n"
            let names = endpoint.scenarios.map { "\($0.name) (\($0.expect.rawValue))" }.joined(separator: ", ")
            if !names.isEmpty { text += "    scenarios: \(names)\n" }
        }
        return text + "\n"
    }
}
