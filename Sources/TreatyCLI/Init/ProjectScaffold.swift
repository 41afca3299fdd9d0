import TreatyContract
import TreatyLoader
import TreatyTooling

/// What `treaty init` writes, decided before anything is written: the contract's path (a new
/// starter contract, or an OpenAPI document that is already there), the output folder, and the
/// contract itself, loaded so the adapter skeleton matches it.
struct ProjectScaffold {
    let name: String
    let contractPath: String
    let out: String
    /// The starter contract's text; nil when an OpenAPI document is listed instead.
    let starterText: String?

    init(name: String, openAPI: String?, out: String?) throws(UsageError) {
        if let openAPI, !FileSource.local.fileExists(openAPI) {
            throw UsageError("option '--openapi' needs a file; '\(openAPI)' does not exist")
        }
        self.name = name
        contractPath = openAPI.map(RelativePath.normalise) ?? "contracts/\(name.lowercased()).yaml"
        self.out = out.map(RelativePath.normalise) ?? "Tests/\(name)ContractTests"
        starterText = openAPI == nil ? StarterContract.text(name: name) : nil
    }

    /// The contract the skeleton is written for; nil, with the diagnostics printed, when it has errors.
    func loadContract(console: Console) -> Contract? {
        let files = starterText.map { FileSource.memory([contractPath: $0]) } ?? .local
        let result = ContractLoader(files: files).load([contractPath])
        if !result.diagnostics.isEmpty { console.error(DiagnosticFormat.text.render(result.diagnostics)) }
        guard !result.diagnostics.hasErrors, let contract = result.contracts.first(where: { !$0.endpoints.isEmpty }) else {
            console.error("error: '\(contractPath)' has errors or no endpoints; nothing was written\n")
            return nil
        }
        return contract
    }
}
