import Foundation
import Testing
import TreatyContract
@_spi(Generated) import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// With `TREATY_USAGE_RECORD` set, each scenario run adds what the client sent to a usage record:
/// the names the contract declares, never a value, never a name only the wire holds.
@Suite struct UsageRecordRunTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-usage-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    var path: String { folder.appendingPathComponent("usage.json").path }

    func suite() -> ContractSuite {
        ContractSuite(
            contract: NotesContract.contract, fixtures: FixtureSource(NotesContract.fixtures),
            environment: ["TREATY_USAGE_RECORD": path])
    }

    /// A client that sends secrets in values and in a name the contract does not declare.
    static func listNotes(_ stubs: StubSession) async throws {
        var request = URLRequest(url: stubs.url("/v1/notes?page=2&sk_live_4eC39HqLyjWDarjtT1zdp7dc=1"))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("Bearer sk_live_4eC39HqLyjWDarjtT1zdp7dc", forHTTPHeaderField: "Authorization")
        request.setValue("yes", forHTTPHeaderField: "X-ghp_16C7e42F292c6912E7710c838347Ae178B4a")
        _ = try await stubs.urlSession.data(for: request)
    }

    func record() throws -> (text: String, record: UsageRecord) {
        let data = try #require(FileManager.default.contents(atPath: path))
        return (String(decoding: data, as: UTF8.self), try UsageRecord(json: [UInt8](data)))
    }

    @Test func aRunRecordsTheDeclaredNamesItSentAndNoValue() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        await suite().run(
            "listNotes", "success", reporter: FailureLog().reporter, call: { stubs, _ in try await Self.listNotes(stubs) },
            classify: { _ in .decoding })
        let (text, record) = try record()
        for secret in ["sk_live", "ghp_", "Bearer", "yes"] { #expect(!text.contains(secret), "\(secret) leaked") }
        #expect(
            record
                == UsageRecord(
                    contract: "Notes", version: "1.0.0",
                    endpoints: [
                        EndpointUsage(
                            id: "listNotes", method: "GET", path: "/v1/notes", query: ["page"],
                            headers: ["Accept", "Authorization"],
                            scenarios: [ScenarioUsage(name: "success", status: 200, outcome: "success")])
                    ]))
    }

    @Test func bodyMembersAreRecordedAsPointersOfDeclaredMembers() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var contract = NotesContract.contract
        let create = try #require(contract.endpoints.firstIndex { $0.id == "createNote" })
        contract.endpoints[create].scenarios = [NotesContract.scenario("timeout", .transport(TransportFailure(code: "timedOut")))]
        let suite = ContractSuite(
            contract: contract, fixtures: FixtureSource(NotesContract.fixtures), environment: ["TREATY_USAGE_RECORD": path])
        await suite.run(
            "createNote", "timeout", reporter: FailureLog().reporter,
            call: { stubs, _ in
                var request = URLRequest(url: stubs.url("/v1/notes"))
                request.httpMethod = "POST"
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                request.httpBody = Data(#"{"title": "a", "pinned": true, "sk_live_4eC39HqLyjWDarjtT1zdp7dc": 1}"#.utf8)
                _ = try await stubs.urlSession.data(for: request)
            }, classify: { _ in .transport(code: .timedOut) })
        let (text, record) = try record()
        #expect(!text.contains("sk_live"))
        #expect(record.endpoints.first?.body == ["/pinned", "/title"])
        #expect(record.endpoints.first?.scenarios == [ScenarioUsage(name: "timeout", status: nil, outcome: "transport timedOut")])
    }

    /// Two test processes of one suite (two suites here) add up in one file, in either order, to the same bytes.
    @Test func runsOfSeveralProcessesAddUpToTheSameBytes() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        func runBoth(_ order: [String]) async throws -> String {
            try? FileManager.default.removeItem(atPath: path)
            for scenario in order {
                await suite().run(
                    "listNotes", scenario, reporter: FailureLog().reporter,
                    call: { stubs, _ in try await Self.listNotes(stubs) }, classify: { _ in .decoding })
            }
            return try record().text
        }
        let forward = try await runBoth(["success", "empty"])
        let backward = try await runBoth(["empty", "success"])
        #expect(forward == backward)
        #expect(try record().record.endpoints.first?.scenarios.map(\.name) == ["empty", "success"])
    }

    @Test func aFileThatIsNoRecordIsReportedAndLeftAsItIs() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("results of another tool\n".utf8).write(to: URL(fileURLWithPath: path))
        let log = FailureLog()
        await suite().run(
            "listNotes", "success", reporter: log.reporter, call: { stubs, _ in try await Self.listNotes(stubs) },
            classify: { _ in .decoding })
        #expect(
            log.messages.contains {
                $0.hasPrefix("usage record '\(path)' cannot be read, so it was left as it is: the file is not JSON")
            })
        #expect(FileManager.default.contents(atPath: path) == Data("results of another tool\n".utf8))
    }
}
