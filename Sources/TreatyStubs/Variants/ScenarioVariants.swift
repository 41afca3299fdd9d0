import Foundation
public import TreatyContract

/// The response variants of a contract's success scenarios (`Endpoint/variedResponse(of:)`
/// says which have them): those of `ResponseVariantBuilder`, of the kinds the settings leave
/// on, made from the scenario's fixture or inline body.
public struct ScenarioVariants: Sendable {
    /// The contract the scenarios belong to.
    public let contract: Contract
    /// The fixture bytes scenarios name.
    public let fixtures: FixtureSource
    /// Which kinds are on, and the known issues.
    public let settings: VariantSettings
    /// The builder, holding the contract's compiled validator.
    public let builder: ResponseVariantBuilder
    /// Each scenario's variants once made, by `endpoint/scenario`: a suite lists them all, then
    /// each of its cases needs its scenario's again. Variants hold their changes, not copies of
    /// the body, so keeping them is cheap.
    private let made = Protected([String: [ResponseVariant]]())

    /// Variants of `contract`'s scenarios under `settings`, checked with `validator` (by default
    /// one made for the contract's schemas).
    public init(
        contract: Contract, fixtures: FixtureSource, settings: VariantSettings = VariantSettings(),
        validator: ShapeValidator? = nil
    ) {
        self.contract = contract
        self.fixtures = fixtures
        self.settings = settings
        self.builder = ResponseVariantBuilder(validator: validator ?? ShapeValidator(schemas: contract.schemaTable))
    }

    /// The response a scenario varies, its body read, and its declared shape; nil when it has no
    /// variants (`Endpoint/variedResponse(of:)`) or its fixture is missing or not JSON.
    public func base(of scenario: Scenario, in endpoint: Endpoint) -> (response: StubResponse, body: JSONValue, shape: Shape)? {
        guard let (response, shape) = endpoint.variedResponse(of: scenario) else { return nil }
        switch response.body {
        case .inline(let value):
            return (response, value, shape)
        case .fixture(let reference):
            guard let bytes = fixtures[reference.name], let value = try? JSONParser().parse([UInt8](bytes)) else { return nil }
            return (response, value, shape)
        case .none, .raw:
            return nil
        }
    }

    /// The variants of `scenario`, in the builder's order; empty when it has none.
    public func variants(of scenario: Scenario, in endpoint: Endpoint) -> [ResponseVariant] {
        let key = endpoint.id + "/" + scenario.name
        if let known = made.withLock({ $0[key] }) { return known }
        guard !settings.kinds.isEmpty, let base = base(of: scenario, in: endpoint) else { return [] }
        let variants = builder.variants(of: base.body, shape: base.shape, kinds: settings.kinds)
        made.withLock { $0[key] = variants }
        return variants
    }

    /// One case per variant of every scenario `includes` accepts, in contract order.
    /// Endpoints are worked on side by side: a large API has thousands of scenarios to vary.
    public func cases(where includes: @Sendable (Endpoint, Scenario) -> Bool = { _, _ in true }) -> [ResponseVariantCase] {
        contract.endpoints.concurrentMap { endpoint in
            endpoint.scenarios.filter { includes(endpoint, $0) }.flatMap { scenario in
                variants(of: scenario, in: endpoint).map { variant in
                    ResponseVariantCase(
                        endpointID: endpoint.id, scenarioName: scenario.name, variantName: variant.name,
                        knownIssue: settings.knownIssue(endpoint.id, scenario.name, variant.name))
                }
            }
        }.flatMap { $0 }
    }
}
