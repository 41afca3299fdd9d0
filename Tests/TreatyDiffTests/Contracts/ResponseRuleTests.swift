import Testing
import TreatyContract

@testable import TreatyDiff

@Suite struct ResponseRuleTests {
    @Test func statusRemovedAndAdded() {
        let edit: (inout Contract) -> Void = { $0.edit("getProject") { $0.responses.removeLast() } }
        let removed = ContractBuilder.diff(edit)
        #expect(removed.rules == ["response-status-removed"])
        expectChange(removed, "response-status-removed", .breaking, endpoint: "getProject", status: "404", line: 15)
        expectChange(ContractBuilder.reverseDiff(edit), "response-status-added", .additive, endpoint: "getProject", status: "404")
    }

    @Test func headerRemovedAndAdded() {
        let edit: (inout Contract) -> Void = { $0.edit("getProject") { $0.responses[0].headers = [] } }
        expectChange(
            ContractBuilder.diff(edit), "response-header-removed", .breaking, endpoint: "getProject", status: "200",
            target: "response.header.ETag", line: 14)
        expectChange(
            ContractBuilder.reverseDiff(edit), "response-header-added", .additive, endpoint: "getProject", status: "200",
            target: "response.header.ETag")
    }

    @Test func headerMadeOptionalOrRequired() {
        let edit: (inout Contract) -> Void = { $0.edit("getProject") { $0.responses[0].headers[0].required = false } }
        expectChange(
            ContractBuilder.diff(edit), "response-header-made-optional", .breaking, endpoint: "getProject", status: "200",
            target: "response.header.ETag")
        expectChange(
            ContractBuilder.reverseDiff(edit), "response-header-made-required", .additive, endpoint: "getProject",
            status: "200", target: "response.header.ETag")
    }

    @Test func headerTypeChanged() {
        let edit: (inout Contract) -> Void = { $0.edit("getProject") { $0.responses[0].headers[0].shape.types = [.integer] } }
        expectChange(
            ContractBuilder.diff(edit), "response-type-changed", .breaking, endpoint: "getProject", status: "200",
            target: "response.header.ETag")
    }

    @Test func bodyRemovedAndAdded() {
        let edit: (inout Contract) -> Void = { $0.edit("getProject") { $0.responses[1].body = nil } }
        expectChange(
            ContractBuilder.diff(edit), "response-body-removed", .breaking, endpoint: "getProject", status: "404",
            target: "response.body")
        expectChange(
            ContractBuilder.reverseDiff(edit), "response-body-added", .additive, endpoint: "getProject", status: "404",
            target: "response.body", line: 16)
    }

    @Test func contentTypeChanged() {
        let edit: (inout Contract) -> Void = { $0.edit("getProject") { $0.responses[0].contentType = "application/xml" } }
        expectChange(
            ContractBuilder.diff(edit), "response-content-type-changed", .breaking, endpoint: "getProject", status: "200",
            target: "response.body")
        expectChange(
            ContractBuilder.reverseDiff(edit), "response-content-type-changed", .breaking, endpoint: "getProject",
            status: "200", target: "response.body")
    }

    /// A field of a shared schema changes once in the schema and shows up at every endpoint using it.
    @Test func fieldRemovedAndAddedThroughReference() {
        let edit: (inout Contract) -> Void = { $0.editSchema("Project") { $0.properties.removeAll { $0.name == "status" } } }
        let removed = ContractBuilder.diff(edit)
        #expect(removed.rules == ["response-field-removed", "response-field-removed"])
        #expect(Set(removed.changes.map(\.endpoint)) == ["getProject", "createProject"])
        #expect(removed.changes.allSatisfy { $0.pointer == "/properties/status" && $0.classification == .breaking })
        #expect(removed.changes.allSatisfy { $0.location?.line == 103 && $0.before == "string" })
        let added = ContractBuilder.reverseDiff(edit)
        #expect(added.rules == ["response-field-added", "response-field-added"])
        #expect(added.changes.allSatisfy { $0.classification == .additive })
    }

    @Test func fieldMadeOptionalBreaksResponses() {
        let edit: (inout Contract) -> Void = { $0.editSchema("Project") { $0.required = ["id"] } }
        let report = ContractBuilder.diff(edit)
        #expect(report.changes.count == 2)
        #expect(report.changes.allSatisfy { $0.rule == "response-field-made-optional" && $0.classification == .breaking })
        #expect(report.changes.allSatisfy { $0.pointer == "/properties/name" && $0.target == "response.body" })
        #expect(ContractBuilder.reverseDiff(edit).changes.allSatisfy { $0.rule == "response-field-made-required" })
    }

    @Test func nestedFormatChangeThroughTwoReferences() {
        let edit: (inout Contract) -> Void = { $0.editSchema("User") { $0.properties[0].shape.format = "uri" } }
        let report = ContractBuilder.diff(edit)
        #expect(report.changes.count == 2)
        #expect(report.changes.allSatisfy { $0.rule == "response-format-changed" && $0.classification == .breaking })
        #expect(report.changes.allSatisfy { $0.pointer == "/properties/owner/properties/email" })
        #expect(report.changes.allSatisfy { $0.before == "email" && $0.after == "uri" && $0.location?.line == 111 })
    }

    @Test func responseDescriptionIsInformational() {
        let edit: (inout Contract) -> Void = { $0.edit("getProject") { $0.responses[0].description = "the project" } }
        expectChange(ContractBuilder.diff(edit), "description-changed", .informational, endpoint: "getProject", status: "200")
    }
}
