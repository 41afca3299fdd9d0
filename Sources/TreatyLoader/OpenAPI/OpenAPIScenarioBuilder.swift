import TreatyContract

/// Builds an OpenAPI contract's scenarios and live samples once its schema table is complete.
struct OpenAPIScenarioBuilder {
    let contract: Contract
    let options: OpenAPIOptions
    private(set) var diagnostics: [Diagnostic] = []

    init(contract: Contract, options: OpenAPIOptions) {
        self.contract = contract
        self.options = options
    }

    mutating func build(_ examples: [String: OpenAPIEndpointExamples]) -> Contract {
        contract
    }
}
