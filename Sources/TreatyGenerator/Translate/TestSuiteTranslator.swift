import TreatyContract

/// `<Name>ContractTests.swift`: the contract's scenarios as tests, with no test function per
/// scenario or endpoint, so the file's compile time hardly grows, while every scenario keeps its
/// name in the test report or in each failure (`client regression: endpoint/scenario: …`).
///
/// Swift Testing gets one parameterized `@Test(arguments:)`, a test case per scenario (see
/// ``SwiftTestingSuite``); XCTest one method that loops over the scenarios (see ``XCTestSuite``).
struct TestSuiteTranslator {
    let contract: Contract
    let options: GenerationOptions
    let header: [String]
    let names: ContractNames

    func translate() -> SwiftFile {
        let layout = SuiteLayout(contract: contract, names: names, variants: options.variants)
        switch options.testing {
        case .xctest:
            return SwiftFile(
                header: header, imports: [Import("XCTest"), .runtime()], declarations: XCTestSuite(layout: layout).declarations())
        case .swiftTesting:
            return SwiftFile(
                header: header, imports: [Import("Testing"), .runtime()],
                declarations: SwiftTestingSuite(layout: layout, access: options.access.keyword).declarations())
        }
    }
}

/// What both flavours of the suite name and share: the contract's type names and its endpoints
/// with scenarios, in document order.
struct SuiteLayout {
    let contract: Contract
    let names: ContractNames
    /// `treaty.yaml`'s `variants:` settings.
    let variants: VariantSettings

    /// Whether the suite runs response variants.
    var hasVariants: Bool { VariantLayout.hasVariants(contract, variants) }

    /// `ProjectsContract`.
    var name: String { names.stem + "Contract" }

    /// The doc comment on each suite type.
    var docs: [String] {
        [
            "The \(contract.name) contract's scenarios, run against `\(name)Subject`, your adapter over the real client.",
            "A failure names its lane and scenario: `client regression: endpoint/scenario: …`.",
        ]
    }

    /// The endpoints that have scenarios to run.
    var endpoints: [Endpoint] { contract.endpoints.filter { !$0.scenarios.isEmpty } }

    /// `ProjectsContract.inShard(.listProjects)`: whether this process runs the endpoint's scenarios.
    func shard(_ endpoint: Endpoint) -> String {
        "\(name).inShard(.\(names.endpoint(endpoint)))"
    }

    /// The skip or disable reason for another shard's endpoint.
    static let otherShard = "\"another TREATY_SHARD runs this endpoint\""

    /// The `run` helper's parameters after the scenario: the call site the failures are reported at.
    static let siteParameters =
        "fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column"
}
