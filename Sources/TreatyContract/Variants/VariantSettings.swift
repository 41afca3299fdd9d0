/// How a generated suite uses response variants: which kinds are off, and which variants are
/// known to fail for now.
///
/// Variants are on by default. A team adopting them on a large API turns a kind off, or marks a
/// known gap, in `treaty.yaml`, so its build is not red on day one:
///
/// ```yaml
/// contracts:
///   - path: openapi.yaml
///     out: Tests/APITests/Generated
///     variants:
///       off: [string-bounds]
///       knownIssues:
///         "listReleases/success ~ /0/name null": the model's name is not optional yet
///         "getUser/success": every variant of one scenario
/// ```
///
/// A known issue's run is expected to fail (Swift Testing's `withKnownIssue`; a skip under
/// XCTest on Linux), so the marker has to leave with the fix.
public struct VariantSettings: Sendable, Hashable {
    /// The kinds not generated.
    public var off: Set<ResponseVariant.Kind>
    /// Why a variant fails for now, by `endpoint/scenario ~ variant`, or by `endpoint/scenario`
    /// for all of a scenario's variants.
    public var knownIssues: [String: String]

    /// Settings; the default generates every kind and expects no failure.
    public init(off: Set<ResponseVariant.Kind> = [], knownIssues: [String: String] = [:]) {
        self.off = off
        self.knownIssues = knownIssues
    }

    /// The kinds generated.
    public var kinds: Set<ResponseVariant.Kind> { Set(ResponseVariant.Kind.allCases).subtracting(off) }

    /// The known issue for variant `name` of `endpointID/scenarioName`, else nil.
    public func knownIssue(_ endpointID: String, _ scenarioName: String, _ name: String) -> String? {
        let scenario = endpointID + "/" + scenarioName
        return knownIssues[VariantSettings.caseName(scenario, name)] ?? knownIssues[scenario]
    }

    /// `listReleases/success ~ /0/name null`: how a variant's test case is named, and looked up.
    public static func caseName(_ scenario: String, _ variant: String) -> String {
        scenario + " ~ " + variant
    }
}
