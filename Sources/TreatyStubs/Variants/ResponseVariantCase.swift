import TreatyContract

/// One response variant of one scenario, as a generated suite lists it: a test case named
/// `listReleases/success ~ /0/name null`.
///
/// Cases carry names, not bodies, so a suite of thousands stays small in memory; the run makes
/// the body again from the contract (`ResponseVariantBuilder` gives the same variants every time).
public struct ResponseVariantCase: Sendable, Hashable, CustomStringConvertible {
    /// The endpoint whose scenario is varied.
    public let endpointID: String
    /// The success scenario whose fixture is varied.
    public let scenarioName: String
    /// The variant's name (`/0/name null`).
    public let variantName: String
    /// Why the variant is expected to fail for now (`treaty.yaml`'s `variants.knownIssues`), else nil.
    public let knownIssue: String?

    /// A case; generated suites get them from the contract suite.
    public init(endpointID: String, scenarioName: String, variantName: String, knownIssue: String? = nil) {
        self.endpointID = endpointID
        self.scenarioName = scenarioName
        self.variantName = variantName
        self.knownIssue = knownIssue
    }

    /// `endpoint/scenario`.
    public var scenarioID: String { endpointID + "/" + scenarioName }

    /// `endpoint/scenario ~ variant`: the test case's name.
    public var description: String { VariantSettings.caseName(scenarioID, variantName) }
}
