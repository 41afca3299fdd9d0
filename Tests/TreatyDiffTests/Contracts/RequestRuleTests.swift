import Testing
import TreatyContract

@testable import TreatyDiff

@Suite struct RequestRuleTests {
    @Test func queryParameterAddedRequiredOrOptional() {
        let required: (inout Contract) -> Void = {
            $0.edit("createProject") {
                $0.request.query.append(ContractBuilder.parameter("team", ContractBuilder.shape(.string), required: true))
            }
        }
        expectChange(
            ContractBuilder.diff(required), "request-parameter-added-required", .breaking, endpoint: "createProject",
            target: "request.query.team", line: 30)
        expectChange(
            ContractBuilder.reverseDiff(required), "request-parameter-removed", .breaking, endpoint: "createProject",
            target: "request.query.team", line: 30)
        let optional: (inout Contract) -> Void = {
            $0.edit("createProject") {
                $0.request.query.append(ContractBuilder.parameter("team", ContractBuilder.shape(.string)))
            }
        }
        expectChange(
            ContractBuilder.diff(optional), "request-parameter-added", .additive, endpoint: "createProject",
            target: "request.query.team")
        #expect(ContractBuilder.diff(optional).rules == ["request-parameter-added"])
    }

    @Test func parameterMadeRequiredOrOptional() {
        let edit: (inout Contract) -> Void = { $0.edit("createProject") { $0.request.query[0].required = true } }
        expectChange(
            ContractBuilder.diff(edit), "request-parameter-made-required", .breaking, endpoint: "createProject",
            target: "request.query.dryRun")
        expectChange(
            ContractBuilder.reverseDiff(edit), "request-parameter-made-optional", .additive, endpoint: "createProject",
            target: "request.query.dryRun")
    }

    /// `notify` is an array, `dryRun` a boolean: the same edit to how they are written on the
    /// wire breaks clients of the first and means nothing for the second.
    @Test func serializationChangesOnlyForArraysAndObjects() {
        let joined: (inout Contract) -> Void = { $0.edit("createProject") { $0.request.query[1].explode = false } }
        expectChange(
            ContractBuilder.diff(joined), "request-parameter-serialization-changed", .breaking, endpoint: "createProject",
            target: "request.query.notify")
        #expect(ContractBuilder.diff(joined).changes.first?.after == "style: form, explode: false")
        let spelledOut: (inout Contract) -> Void = {
            $0.edit("createProject") {
                $0.request.query[1].style = .form
                $0.request.query[1].explode = true
            }
        }
        #expect(ContractBuilder.diff(spelledOut).isEmpty, "the defaults written out are no change")
        let scalar: (inout Contract) -> Void = { $0.edit("createProject") { $0.request.query[0].style = .pipeDelimited } }
        #expect(ContractBuilder.diff(scalar).isEmpty)
    }

    @Test func headerParameterTypeChangedAndNamesIgnoreCase() {
        let edit: (inout Contract) -> Void = { $0.edit("getProject") { $0.request.headers[0].shape.pattern = "^Token " } }
        expectChange(
            ContractBuilder.diff(edit), "request-pattern-changed", .warning, endpoint: "getProject",
            target: "request.header.Authorization")
        let recased: (inout Contract) -> Void = { $0.edit("getProject") { $0.request.headers[0].name = "authorization" } }
        #expect(ContractBuilder.diff(recased).changes.isEmpty)
    }

    /// Clients that leave an optional parameter out get its default: adding, dropping or changing
    /// one changes what they get. A required parameter is always sent, so its default is moot.
    @Test func anOptionalParametersDefaultChangedBreaksClientsThatOmitIt() {
        let added: (inout Contract) -> Void = { $0.edit("createProject") { $0.request.query[0].defaultValue = false } }
        expectChange(
            ContractBuilder.diff(added), "request-parameter-default-added", .breaking, endpoint: "createProject",
            target: "request.query.dryRun")
        expectChange(
            ContractBuilder.reverseDiff(added), "request-parameter-default-removed", .breaking, endpoint: "createProject",
            target: "request.query.dryRun")
        var withDefault = ContractBuilder.contract
        withDefault.edit("createProject") { $0.request.query[0].defaultValue = false }
        var changed = withDefault
        changed.edit("createProject") { $0.request.query[0].defaultValue = true }
        let report = ContractDiffer().diff(old: [withDefault], new: [changed])
        expectChange(
            report, "request-parameter-default-changed", .breaking, endpoint: "createProject", target: "request.query.dryRun")
        #expect(report.changes.first?.before == "false" && report.changes.first?.after == "true")
        var required = changed
        required.edit("createProject") { $0.request.query[0].required = true }
        var requiredBefore = withDefault
        requiredBefore.edit("createProject") { $0.request.query[0].required = true }
        #expect(ContractDiffer().diff(old: [requiredBefore], new: [required]).changes.isEmpty)
    }

    @Test func pathParameterTypeChanged() {
        let edit: (inout Contract) -> Void = { $0.edit("getProject") { $0.request.pathParameters[0].shape.types = [.string] } }
        expectChange(
            ContractBuilder.diff(edit), "request-type-changed", .breaking, endpoint: "getProject",
            target: "request.path.projectId")
        expectChange(
            ContractBuilder.reverseDiff(edit), "request-type-changed", .breaking, endpoint: "getProject",
            target: "request.path.projectId")
    }

    @Test func defaultHeaderAdded() {
        let edit: (inout Contract) -> Void = {
            $0.defaultHeaders.append(ContractBuilder.parameter("X-Client", ContractBuilder.shape(.string), required: true))
        }
        expectChange(
            ContractBuilder.diff(edit), "request-parameter-added-required", .breaking, target: "defaults.header.X-Client")
        expectChange(
            ContractBuilder.reverseDiff(edit), "request-parameter-removed", .breaking, target: "defaults.header.X-Client")
    }

    @Test func parameterToolingSettingsAreInformational() {
        let edit: (inout Contract) -> Void = {
            $0.edit("getProject") {
                $0.request.headers[0].secret = true
                $0.request.headers[0].example = "Bearer abc"
            }
        }
        for report in [ContractBuilder.diff(edit), ContractBuilder.reverseDiff(edit)] {
            #expect(report.rules == ["parameter-example-changed", "parameter-secret-changed"])
            #expect(
                report.changes.allSatisfy { $0.classification == .informational && $0.target == "request.header.Authorization" })
        }
    }

    @Test func bodyAddedRequiredOrOptionalAndRemoved() {
        let required: (inout Contract) -> Void = { $0.edit("listFolders") { $0.request.body = ContractBuilder.shape(.object) } }
        expectChange(
            ContractBuilder.diff(required), "request-body-added-required", .breaking, endpoint: "listFolders",
            target: "request.body")
        expectChange(
            ContractBuilder.reverseDiff(required), "request-body-removed", .breaking, endpoint: "listFolders",
            target: "request.body")
        let optional: (inout Contract) -> Void = {
            $0.edit("listFolders") {
                $0.request.body = ContractBuilder.shape(.object)
                $0.request.bodyRequired = false
            }
        }
        expectChange(
            ContractBuilder.diff(optional), "request-body-added", .additive, endpoint: "listFolders", target: "request.body")
    }

    @Test func bodyMadeRequiredOrOptional() {
        let edit: (inout Contract) -> Void = { $0.edit("createProject") { $0.request.bodyRequired = false } }
        expectChange(
            ContractBuilder.diff(edit), "request-body-made-optional", .additive, endpoint: "createProject", target: "request.body"
        )
        expectChange(
            ContractBuilder.reverseDiff(edit), "request-body-made-required", .breaking, endpoint: "createProject",
            target: "request.body")
    }

    @Test func contentTypeChanged() {
        let edit: (inout Contract) -> Void = {
            $0.edit("createProject") { $0.request.contentType = "application/x-www-form-urlencoded" }
        }
        expectChange(
            ContractBuilder.diff(edit), "request-content-type-changed", .breaking, endpoint: "createProject",
            target: "request.body")
        expectChange(
            ContractBuilder.reverseDiff(edit), "request-content-type-changed", .breaking, endpoint: "createProject",
            target: "request.body")
        let explicitDefault: (inout Contract) -> Void = {
            $0.edit("createProject") { $0.request.contentType = "application/json" }
        }
        #expect(ContractBuilder.diff(explicitDefault).changes.isEmpty)
    }

    @Test func bodyFieldAddedRequiredOrOptionalAndRemoved() {
        let required: (inout Contract) -> Void = {
            $0.edit("createProject") {
                $0.request.body!.properties.append(.init(name: "team", shape: ContractBuilder.shape(.string, line: 26)))
                $0.request.body!.required.append("team")
            }
        }
        expectChange(
            ContractBuilder.diff(required), "request-field-added-required", .breaking, endpoint: "createProject",
            target: "request.body", pointer: "/properties/team", line: 26)
        expectChange(
            ContractBuilder.reverseDiff(required), "request-field-removed", .warning, endpoint: "createProject",
            target: "request.body", pointer: "/properties/team", line: 26)
        let optional: (inout Contract) -> Void = {
            $0.edit("createProject") {
                $0.request.body!.properties.append(.init(name: "team", shape: ContractBuilder.shape(.string)))
            }
        }
        expectChange(
            ContractBuilder.diff(optional), "request-field-added", .additive, endpoint: "createProject",
            target: "request.body", pointer: "/properties/team")
    }

    @Test func bodyEnumValueRemovedBreaks() {
        let edit: (inout Contract) -> Void = {
            $0.edit("createProject") { $0.request.body!.properties[1].shape.enumValues = ["active"] }
        }
        expectChange(
            ContractBuilder.diff(edit), "request-enum-value-removed", .breaking, endpoint: "createProject",
            target: "request.body", pointer: "/properties/status", line: 24)
        expectChange(
            ContractBuilder.reverseDiff(edit), "request-enum-value-added", .additive, endpoint: "createProject",
            target: "request.body", pointer: "/properties/status")
    }
}
