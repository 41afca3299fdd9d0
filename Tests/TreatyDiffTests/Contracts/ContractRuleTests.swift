import Testing
import TreatyContract

@testable import TreatyDiff

@Suite struct ContractRuleTests {
    @Test func contractRemovedAndAdded() {
        var other = ContractBuilder.contract
        other.name = "Billing"
        other.file = "contracts/billing.yaml"
        let removed = ContractDiffer().diff(old: [ContractBuilder.contract, other], new: [ContractBuilder.contract])
        #expect(removed.rules == ["contract-removed"])
        #expect(removed.changes[0].classification == .breaking && removed.changes[0].contract == "Billing")
        let added = ContractDiffer().diff(old: [ContractBuilder.contract], new: [ContractBuilder.contract, other])
        #expect(added.rules == ["contract-added"])
        #expect(added.changes[0].classification == .additive)
    }

    @Test func renamedContractInTheSameFileIsOneContract() {
        let edit: (inout Contract) -> Void = { $0.name = "ProjectsAPI" }
        let report = ContractBuilder.diff(edit)
        #expect(report.rules == ["contract-renamed"])
        #expect(report.changes[0].classification == .informational)
        #expect(report.changes[0].before == "Projects" && report.changes[0].after == "ProjectsAPI")
    }

    /// `treaty diff v1.yaml v2.yaml` after the OpenAPI title changed: two files, one contract each,
    /// are one contract renamed; in folders of several, a contract in another file is another contract.
    @Test func twoFilesOfOneContractEachPairWhateverTheirTitles() {
        var renamed = ContractBuilder.contract
        renamed.name = "Projects API"
        renamed.file = "v2/projects.yaml"
        let report = ContractDiffer().diff(old: [ContractBuilder.contract], new: [renamed])
        #expect(report.rules == ["contract-renamed"])
        #expect(report.changes.first?.contract == "Projects API")
        var other = ContractBuilder.contract
        other.name = "Billing"
        other.file = "v1/billing.yaml"
        var kept = ContractBuilder.contract
        kept.name = "Billing"
        kept.file = "v2/billing.yaml"
        let folders = ContractDiffer().diff(old: [ContractBuilder.contract, other], new: [renamed, kept])
        #expect(folders.rules.sorted() == ["contract-added", "contract-removed"])
    }

    @Test func settingsAreInformational() {
        let edit: (inout Contract) -> Void = {
            $0.version = "1.1.0"
            $0.formatVersion = 2
            $0.description = "projects"
            $0.baseURL = "https://api2.example.com"
            $0.stubHost = "projects.test.invalid"
            $0.fixtureDirectory = "Fixtures/API/v2"
            $0.allowlist = ["sample-token"]
        }
        let expected = [
            "base-url-changed", "contract-version-changed", "description-changed", "fixture-directory-changed",
            "format-version-changed", "secret-allowlist-changed", "stub-host-changed",
        ]
        for report in [ContractBuilder.diff(edit), ContractBuilder.reverseDiff(edit)] {
            #expect(report.rules == expected)
            #expect(report.changes.allSatisfy { $0.classification == .informational && $0.endpoint == nil })
        }
    }

    @Test func fixtureFolderIsComparedRelativeToTheContract() {
        func copy(in folder: String, fixtures: String) -> Contract {
            var contract = ContractBuilder.contract
            contract.file = folder + "/projects.yaml"
            contract.fixtureDirectory = fixtures
            return contract
        }
        let sameLayout = ContractDiffer().diff(old: [copy(in: "v1", fixtures: "v1")], new: [copy(in: "v2", fixtures: "v2")])
        #expect(sameLayout.rules == [])
        let nested = ContractDiffer().diff(
            old: [copy(in: "v1", fixtures: "v1/json")], new: [copy(in: "v2", fixtures: "v2/json")])
        #expect(nested.rules == [])
        let moved = ContractDiffer().diff(old: [copy(in: "v1", fixtures: "v1")], new: [copy(in: "v2", fixtures: "v2/json")])
        #expect(moved.rules == ["fixture-directory-changed"])
        #expect(moved.changes.first?.before == "v1" && moved.changes.first?.after == "v2/json")
    }

    @Test func scenarioRemovedAddedChanged() {
        let remove: (inout Contract) -> Void = { $0.edit("getProject") { $0.scenarios.removeLast() } }
        expectChange(
            ContractBuilder.diff(remove), "scenario-removed", .informational, endpoint: "getProject",
            target: "scenario.timeout", line: 18)
        expectChange(
            ContractBuilder.reverseDiff(remove), "scenario-added", .informational, endpoint: "getProject",
            target: "scenario.timeout")
        let change: (inout Contract) -> Void = { $0.edit("getProject") { $0.scenarios[0].expect = .decoding } }
        let changed = ContractBuilder.diff(change)
        expectChange(changed, "scenario-changed", .informational, endpoint: "getProject", target: "scenario.success")
        #expect(changed.changes[0].before == "status 200, expect success")
        #expect(changed.changes[0].after == "status 200, expect decoding")
        let retarget: (inout Contract) -> Void = {
            $0.edit("getProject") { $0.scenarios[0].input.pathParameters = [NamedValue(name: "projectId", value: 7)] }
        }
        let inputs = ContractBuilder.diff(retarget)
        expectChange(inputs, "scenario-changed", .informational, endpoint: "getProject", target: "scenario.success")
        #expect(inputs.changes[0].after == "status 200, expect success; request inputs changed")
    }
}
