import Testing
import TreatyContract

@testable import TreatyDiff

@Suite struct EndpointRuleTests {
    @Test func endpointRemovedAndAdded() {
        let remove: (inout Contract) -> Void = { $0.endpoints.removeAll { $0.id == "listFolders" } }
        let removed = ContractBuilder.diff(remove)
        #expect(removed.rules == ["endpoint-removed"])
        expectChange(removed, "endpoint-removed", .breaking, endpoint: "listFolders", line: 40)
        #expect(removed.changes[0].before == "GET /v1/folders")
        let added = ContractBuilder.reverseDiff(remove)
        #expect(added.rules == ["endpoint-added"])
        expectChange(added, "endpoint-added", .additive, endpoint: "listFolders", line: 40)
    }

    @Test func renamedIdMatchesByMethodAndPath() {
        let rename: (inout Contract) -> Void = { $0.edit("listFolders") { $0.id = "getFolders" } }
        let forward = ContractBuilder.diff(rename)
        #expect(forward.rules == ["endpoint-renamed"])
        expectChange(forward, "endpoint-renamed", .informational, endpoint: "getFolders")
        #expect(forward.changes[0].before == "listFolders")
        let back = ContractBuilder.reverseDiff(rename)
        expectChange(back, "endpoint-renamed", .informational, endpoint: "listFolders")
    }

    @Test func methodChanged() {
        let edit: (inout Contract) -> Void = { $0.edit("createProject") { $0.method = "PUT" } }
        let forward = ContractBuilder.diff(edit)
        #expect(forward.rules == ["endpoint-method-changed"])
        expectChange(forward, "endpoint-method-changed", .breaking, endpoint: "createProject", line: 20)
        #expect(forward.changes[0].before == "POST" && forward.changes[0].after == "PUT")
        expectChange(ContractBuilder.reverseDiff(edit), "endpoint-method-changed", .breaking, endpoint: "createProject")
    }

    @Test func pathChanged() {
        let edit: (inout Contract) -> Void = { $0.edit("listFolders") { $0.path = PathTemplate("/v2/folders")! } }
        expectChange(ContractBuilder.diff(edit), "endpoint-path-changed", .breaking, endpoint: "listFolders")
        expectChange(ContractBuilder.reverseDiff(edit), "endpoint-path-changed", .breaking, endpoint: "listFolders")
        #expect(ContractBuilder.diff(edit).rules == ["endpoint-path-changed"])
    }

    @Test func pathParameterRenamedIsNotARemoval() {
        let edit: (inout Contract) -> Void = {
            $0.edit("getProject") {
                $0.path = PathTemplate("/v1/projects/{id}")!
                $0.request.pathParameters[0].name = "id"
            }
        }
        let forward = ContractBuilder.diff(edit)
        #expect(forward.rules == ["path-parameter-renamed"])
        expectChange(forward, "path-parameter-renamed", .informational, endpoint: "getProject", target: "request.path.id")
        expectChange(
            ContractBuilder.reverseDiff(edit), "path-parameter-renamed", .informational, endpoint: "getProject",
            target: "request.path.projectId")
    }

    @Test func settingsAreInformational() {
        let edit: (inout Contract) -> Void = {
            $0.edit("getProject") {
                $0.maxResponseTime = 500
                $0.summary = "fetch one project"
                $0.live = []
            }
        }
        for report in [ContractBuilder.diff(edit), ContractBuilder.reverseDiff(edit)] {
            #expect(report.rules == ["description-changed", "live-samples-changed", "max-response-time-changed"])
            #expect(report.changes.allSatisfy { $0.classification == .informational && $0.endpoint == "getProject" })
        }
    }
}
