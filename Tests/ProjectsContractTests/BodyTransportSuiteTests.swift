import ExampleClient
import Foundation
import Synchronization
import Testing
import TreatyStubs
import XCTest

/// The generated Projects scenarios catch a body fault whichever `URLSession` call carries the
/// body, under both test frameworks: the client is run through `ProjectsContract.run`, as the
/// generated tests run it, with a reporter that collects what they would report.
@Suite struct BodyTransportSuiteTests {
    @Test(arguments: BodyTransport.allCases)
    func aBodyFaultFailsTheGeneratedScenario(_ transport: BodyTransport) async {
        #expect(await BodyFaults.messages(transport, broken: true) == BodyFaults.expected)
        #expect(await BodyFaults.messages(transport, broken: false) == [])
    }
}

final class BodyTransportSuiteXCTests: XCTestCase {
    func testABodyFaultFailsTheGeneratedScenarioOnEveryTransport() async {
        for transport in BodyTransport.allCases {
            let broken = await BodyFaults.messages(transport, broken: true)
            XCTAssertEqual(broken, BodyFaults.expected, "\(transport)")
            let intact = await BodyFaults.messages(transport, broken: false)
            XCTAssertEqual(intact, [], "\(transport)")
        }
    }
}

/// Runs `createProject/created` with a client on one transport, optionally sending an empty name.
enum BodyFaults {
    /// The lost input and the shape violation, each in the client-regression lane.
    static let expected = [
        #"client regression: createProject/created: body member '/name' sent as "", the scenario passed "Apollo""#,
        "client regression: createProject: body /name: expected at least 1 character, got 0 characters",
    ]

    static func messages(_ transport: BodyTransport, broken: Bool) async -> [String] {
        let log = Mutex<[String]>([])
        let reporter = FailureReporter { message, _ in log.withLock { $0.append(message) } }
        let adapter: any ProjectsContractAdapter.Type =
            switch (transport, broken) {
            case (.httpBody, false): Via<HTTPBody, Intact>.self
            case (.httpBody, true): Via<HTTPBody, Broken>.self
            case (.bodyStream, false): Via<BodyStream, Intact>.self
            case (.bodyStream, true): Via<BodyStream, Broken>.self
            case (.upload, false): Via<Upload, Intact>.self
            case (.upload, true): Via<Upload, Broken>.self
            case (.uploadFile, false): Via<UploadFile, Intact>.self
            case (.uploadFile, true): Via<UploadFile, Broken>.self
            case (.uploadTask, false): Via<UploadTask, Intact>.self
            case (.uploadTask, true): Via<UploadTask, Broken>.self
            case (.uploadTaskFile, false): Via<UploadTaskFile, Intact>.self
            case (.uploadTaskFile, true): Via<UploadTaskFile, Broken>.self
            }
        await run(adapter, reporter)
        return log.withLock { $0 }
    }

    private static func run<Adapter: ProjectsContractAdapter>(_ adapter: Adapter.Type, _ reporter: FailureReporter) async {
        await ProjectsContract.run(.createProject_created, with: adapter, reporter: reporter, site: CallSite())
    }
}

protocol TransportChoice: Sendable { static var transport: BodyTransport { get } }
enum HTTPBody: TransportChoice { static let transport = BodyTransport.httpBody }
enum BodyStream: TransportChoice { static let transport = BodyTransport.bodyStream }
enum Upload: TransportChoice { static let transport = BodyTransport.upload }
enum UploadFile: TransportChoice { static let transport = BodyTransport.uploadFile }
enum UploadTask: TransportChoice { static let transport = BodyTransport.uploadTask }
enum UploadTaskFile: TransportChoice { static let transport = BodyTransport.uploadTaskFile }

protocol FaultChoice: Sendable { static var emptyName: Bool { get } }
enum Intact: FaultChoice { static let emptyName = false }
enum Broken: FaultChoice { static let emptyName = true }

/// ``ExampleProjectsAdapter`` on one transport; with `Broken`, `createProject` sends an empty name.
struct Via<Transport: TransportChoice, Fault: FaultChoice>: ProjectsContractAdapter {
    let base: ExampleProjectsAdapter

    init(stubs: StubSession) {
        base = ExampleProjectsAdapter(stubs: stubs, bodyTransport: Transport.transport)
    }

    func listProjects(_ input: ProjectsContract.ListProjectsInput) async throws { try await base.listProjects(input) }
    func getProject(_ input: ProjectsContract.GetProjectInput) async throws { try await base.getProject(input) }
    func updateProject(_ input: ProjectsContract.UpdateProjectInput) async throws { try await base.updateProject(input) }
    func deleteProject(_ input: ProjectsContract.DeleteProjectInput) async throws { try await base.deleteProject(input) }

    func createProject(_ input: ProjectsContract.CreateProjectInput) async throws {
        guard Fault.emptyName else { return try await base.createProject(input) }
        _ = try await base.client.createProject(NewProject(name: "", visibility: .private))
    }

    static func classify(_ error: any Error) -> ClientOutcome { ExampleProjectsAdapter.classify(error) }
}
