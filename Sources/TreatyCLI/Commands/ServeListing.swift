import TreatyContract

/// What `treaty serve` prints on standard error when it starts: each endpoint and the scenario
/// it answers with by default, so a UI test author sees what the app will get.
struct ServeListing {
    let contract: Contract
    let defaults: [String: String]
    /// Whether an endpoint without a default answers from its shape (`--permissive`) or with 501.
    var permissive = false

    func render() -> String {
        let width = contract.endpoints.map(\.id.count).max() ?? 0
        var text = ""
        for endpoint in contract.endpoints {
            let scenario =
                defaults[endpoint.id].map { "'\($0)'" } ?? (permissive ? "generated from the shape" : "none (answers 501)")
            text += "  \(endpoint.id.padding(to: width))  \(endpoint.method) \(endpoint.path.raw)  default \(scenario)\n"
        }
        return text
    }

    static func nonLoopbackWarning(_ host: String) -> String {
        "warning: serving on '\(host)', which is not a loopback address: anyone who can reach this port gets the stubs' answers\n"
    }
}
