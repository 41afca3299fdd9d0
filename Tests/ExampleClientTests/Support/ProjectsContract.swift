import Foundation
import TreatyContract
import TreatyLoader
import TreatyStubs
import TreatyStubsTesting
import TreatyTooling

/// The bundled `contracts/projects.yaml` and its fixtures, loaded once for these tests.
///
/// Loading the real contract (rather than a copy built in code) is the point: the client is
/// proven against the same file the generated suite and live checks use.
enum ProjectsContract {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let loaded: (contract: Contract, fixtures: FixtureSource) = {
        let path = repositoryRoot.appendingPathComponent("contracts/projects.yaml").path
        let result = ContractLoader().load([path])
        guard let contract = result.contracts.first(where: { $0.name == "Projects" }) else {
            fatalError("contracts/projects.yaml did not load: \(result.diagnostics.map(\.message))")
        }
        var fixtures = FixtureSource()
        for endpoint in contract.endpoints {
            for scenario in endpoint.scenarios {
                guard case .response(let response) = scenario.outcome, case .fixture(let reference) = response.body else {
                    continue
                }
                fixtures[reference.name] = FileManager.default.contents(atPath: reference.path)
            }
        }
        return (contract, fixtures)
    }()

    /// A stub session for the Projects contract reporting through `reporter`, opened at the caller's line.
    static func stubs(
        _ reporter: FailureReporter = .swiftTesting, options: StubOptions = StubOptions(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> StubSession {
        StubSession(
            contract: loaded.contract, fixtures: loaded.fixtures, options: options, reporter: reporter,
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }
}
