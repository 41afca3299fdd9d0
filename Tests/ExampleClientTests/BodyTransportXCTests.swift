import ExampleClient
import Foundation
import TreatyStubs
import XCTest

/// ``BodyTransportTests`` under XCTest: a body fault is caught on every transport path.
final class BodyTransportXCTests: XCTestCase {
    func testABodyFaultIsCaughtOnEveryTransport() async throws {
        for transport in BodyTransport.allCases {
            let log = FailureLog()
            let stubs = ProjectsContract.stubs(log.reporter)
            stubs.stub("createProject", scenario: "created")
            let client = ProjectsClient(stubs: stubs, bodyTransport: transport)
            _ = try? await client.createProject(NewProject(name: "", visibility: .private))
            stubs.verify()
            XCTAssertEqual(
                log.messages, ["client regression: createProject: body /name: expected at least 1 character, got 0 characters"],
                "\(transport)")
            XCTAssertEqual(stubs.requests(to: "createProject").map(\.bodyVisible), [true], "\(transport)")
        }
    }
}
