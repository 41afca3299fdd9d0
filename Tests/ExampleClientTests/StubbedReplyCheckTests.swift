import Foundation
import Testing
import TreatyContract
import TreatyStubs

/// `checkStubbedReplies` keeps hand-written stubs honest against contracts/projects.yaml.
@Suite struct StubbedReplyCheckTests {
    let project: JSONValue = [
        "id": 42, "name": "Apollo", "visibility": "private", "createdAt": "2026-03-14T09:26:53Z",
    ]

    func messages(_ stub: (StubSession) -> Void) -> [String] {
        let log = FailureLog()
        let stubs = ProjectsContract.stubs(log.reporter, options: StubOptions(checkStubbedReplies: true))
        stub(stubs)
        return log.messages
    }

    @Test func repliesTheContractAllowsPass() {
        #expect(messages { $0.stub("getProject", .json(200, project)) } == [])
        #expect(messages { $0.stub("deleteProject", .status(204)) } == [])
        #expect(messages { $0.stub("getProject", .failure(.timedOut)) } == [])
    }

    @Test func anUndeclaredStatusIsReported() {
        #expect(
            messages { $0.stub("deleteProject", sequence: [.status(204), .status(418)]) } == [
                "stubbed reply for 'deleteProject' has status 418, which the contract does not declare; "
                    + "expected one of '204', '404'; fix: stub a declared status or add it to the contract"
            ])
    }

    @Test func aBodyTheAPINeverSendsIsReported() {
        var wrong = project
        if case .object(var object) = wrong {
            object["id"] = "42"
            wrong = .object(object)
        }
        #expect(
            messages { $0.stub("getProject", .json(200, wrong)) } == [
                "stubbed reply for 'getProject' (200): body /id: expected integer, got string"
            ])
    }

    @Test func contractScenariosAreNotSecondGuessed() {
        #expect(messages { $0.stub("listProjects", scenario: "wrongType") } == [])
    }
}
