import Foundation
import Testing
import TreatyContract
import TreatyTooling

/// A folder store of usage records: a record is never lost or overwritten unasked, publishes at
/// once never lose one, and listing reads every record or says where it is broken.
@Suite struct UsageStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-store-\(UUID().uuidString)").path

    static func record(_ scenario: String = "success", contract: String = "Projects API") -> UsageRecord {
        UsageRecord(
            contract: contract, version: "2.3.0",
            endpoints: [
                EndpointUsage(
                    id: "listProjects", method: "GET", path: "/v1/projects", query: ["page"],
                    scenarios: [ScenarioUsage(name: scenario, status: 200, outcome: "success")])
            ])
    }

    @Test func aRecordIsStoredOnceAndNeverReplacedUnasked() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = UsageStore(folder: folder)
        let path = folder + "/projects-api/4.2.0.json"
        #expect(try store.publish(Self.record(), appVersion: "4.2.0", force: false) == .written(path))
        #expect(try store.publish(Self.record(), appVersion: "4.2.0", force: false) == .unchanged(path))
        #expect(throws: UsageStore.Refusal.self) { try store.publish(Self.record("empty"), appVersion: "4.2.0", force: false) }
        #expect(FileManager.default.contents(atPath: path) == Data(Self.record().json.utf8), "the first record is kept")
        #expect(try store.publish(Self.record("empty"), appVersion: "4.2.0", force: true) == .written(path))
        #expect(FileManager.default.contents(atPath: path) == Data(Self.record("empty").json.utf8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder + "/projects-api") == ["4.2.0.json"],
            "no temporary file is left")
    }

    @Test(arguments: ["", "../4.2.0", "4.2.0/x", ".hidden", "-rc", "4 2", String(repeating: "9", count: 65)])
    func aVersionThatCouldNameAPathIsRefused(_ version: String) {
        #expect(!UsageStore.isAppVersion(version))
        #expect(throws: UsageStore.Refusal.self) {
            try UsageStore(folder: folder).publish(Self.record(), appVersion: version, force: true)
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/projects-api"))
    }

    @Test func contractNamesBecomeFolderNames() {
        #expect(UsageStore.key(ofContract: "Projects API") == "projects-api")
        #expect(UsageStore.key(ofContract: "../../etc") == "etc")
        #expect(UsageStore.key(ofContract: "Ünïcode") == "n-code")
        #expect(UsageStore.key(ofContract: "///") == "contract")
    }

    /// Many publishes at once: every version is stored, and of those racing for one version, one
    /// wins and the others find its record (unchanged) or are refused; none is lost or torn.
    @Test func publishesAtOnceNeverLoseARecord() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = UsageStore(folder: folder)
        let outcomes = await withTaskGroup(of: String.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let version = index < 48 ? "1.\(index)" : "9.0"
                    do {
                        return "\(try store.publish(Self.record("s\(index % 2)"), appVersion: version, force: false))"
                    } catch {
                        return "refused"
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let entries = store.entries()
        #expect(entries.count == 49)
        #expect(entries.allSatisfy { (try? $0.record.get()) != nil }, "every stored record reads back whole")
        let racing = outcomes.filter { $0.contains("9.0") || $0 == "refused" }
        #expect(racing.filter { $0.hasPrefix("written") }.count == 1)
        #expect(entries.map(\.appVersion).prefix(3) == ["1.0", "1.1", "1.2"])
        #expect(entries.last?.appVersion == "9.0")
    }

    @Test func listingReadsVersionsInOrderAndSaysWhereARecordIsBroken() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = UsageStore(folder: folder)
        for version in ["4.10.0", "4.9.1", "4.2.0-beta", "4.2.0"] {
            _ = try store.publish(Self.record(), appVersion: version, force: false)
        }
        try Data(#"{"treatyUsage": 1, "contract": 7}"#.utf8).write(to: URL(fileURLWithPath: folder + "/projects-api/3.0.json"))
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder + "/projects-api/README.md"))
        let entries = store.entries()
        #expect(entries.map(\.appVersion) == ["3.0", "4.2.0", "4.2.0-beta", "4.9.1", "4.10.0"])
        guard case .failure(let error) = entries[0].record else { return #expect(Bool(false)) }
        #expect(error.description == "'/contract' is integer; expected a string")
    }
}
