import Testing
import TreatyContract
import TreatyLoader

/// What a load built on its way stays with the result only when the caller asks: `treaty lint`
/// keeps it until exit instead of freeing it, other commands hold no more than their contracts.
@Suite struct WorkingSetTests {
    private static let contract =
        LintHarness.header + """
            schemas:
              Item: { type: object, required: [id], properties: { id: { type: integer } } }
            endpoints:
              get:
                method: get
                path: /items/1
                responses:
                  200: { body: { $ref: "#/schemas/Item" } }
                scenarios:
                  found: { status: 200, body: { id: 1 } }

            """

    private func load(keeping: Bool) -> ContractLoader.Result {
        var loader = ContractLoader(files: .memory(["contracts/api.yaml": Self.contract]), root: .folder("."))
        loader.keepsWorkingSet = keeping
        return loader.load(["contracts/api.yaml"])
    }

    @Test func aLoadKeepsNothingItBuiltOnItsWayUnlessAsked() {
        let result = load(keeping: false)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.workingSet.isEmpty)
    }

    @Test func askedItKeepsTheValidatorAndTheModelsBeforeTheirScenarios() throws {
        let kept = load(keeping: true)
        #expect(kept.workingSet.contains { $0 is ShapeValidator })
        let decoded = try #require(kept.workingSet.compactMap { $0 as? [String: Contract] }.first)
        #expect(decoded["contracts/api.yaml"]?.endpoints.map(\.id) == ["get"])
        // The result itself is the same either way.
        let plain = load(keeping: false)
        #expect(kept.contracts == plain.contracts && kept.diagnostics == plain.diagnostics)
    }
}
