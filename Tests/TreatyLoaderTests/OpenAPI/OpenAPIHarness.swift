import TreatyContract
import TreatyLoader
import TreatyTooling

/// Loads a small OpenAPI document from memory (`api.yaml`, plus any extra files).
struct OpenAPIHarness {
    let marked: MarkedText
    let result: ContractLoader.Result

    init(_ document: String, files: [String: String] = [:], options: OpenAPIOptions = OpenAPIOptions()) {
        marked = MarkedText(document)
        result = ContractLoader(files: .memory(["api.yaml": marked.text].merging(files) { $1 }), openAPI: options).load([
            "api.yaml"
        ])
    }

    var contract: Contract? { result.contracts.first }

    func endpoint(_ id: String) -> Endpoint? { contract?.endpoint(id) }

    /// `rule@line:column` of every diagnostic, in output order.
    var findings: [String] {
        result.diagnostics.map { "\($0.rule)@\($0.location.line):\($0.location.column)" }
    }

    func rendered(_ rule: String) -> String {
        DiagnosticFormat.text.render(result.diagnostics.filter { $0.rule == rule })
    }

    /// `openapi: 3.0.3` with an info block, ready for `paths:` and `components:`.
    static func header(_ version: String = "3.0.3") -> String {
        "openapi: \(version)\ninfo: { title: Pet Store, version: 1.2.0 }\n"
    }
}
