import ExampleClient
import Foundation
import TreatyStubs
import TreatyStubsTesting
import XCTest

/// The same client checks under XCTest, failing through the `XCTFail` adapter.
final class ProjectsClientXCTests: XCTestCase {
    func testGetProjectIsVerifiedAgainstTheContract() async throws {
        let stubs = ProjectsContract.stubs(.xcTest)
        stubs.stub("getProject", scenario: "success")
        let project = try await ProjectsClient(stubs: stubs).getProject(id: 42)
        XCTAssertEqual(project.name, "Apollo")
        XCTAssertEqual(stubs.requests(to: "getProject").map(\.url.path), ["/v1/projects/42"])
        XCTAssertEqual(stubs.failures, [])
        stubs.verify()
    }

    func testNotFoundKeepsStatusAndBody() async {
        let stubs = ProjectsContract.stubs(.xcTest)
        stubs.stub("getProject", scenario: "notFound")
        do {
            _ = try await ProjectsClient(stubs: stubs).getProject(id: 9999)
            XCTFail("expected a 404")
        } catch {
            XCTAssertEqual(
                error,
                .http(status: 404, body: ErrorBody(error: "not_found", message: "No project with this id."), retryAfter: nil))
        }
        stubs.verify()
    }

    func testTimeoutIsATransportError() async {
        let stubs = ProjectsContract.stubs(.xcTest)
        stubs.stub("listProjects", scenario: "timeout")
        do {
            _ = try await ProjectsClient(stubs: stubs).listProjects()
            XCTFail("expected a timeout")
        } catch {
            XCTAssertEqual(error, .transport(URLError(.timedOut)))
            XCTAssertTrue(error.isRetryable)
        }
    }
}
