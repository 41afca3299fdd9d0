import Foundation
import Synchronization
import Testing
import TreatyContract
@_spi(Generated) import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// With `TREATY_PROBE_RESPONSES=1`, a success scenario's response is played again without each
/// member and with each member's type changed, and the usage record says which members the client
/// needs and reads. Probes measure; they never fail the run.
@Suite struct UsageProbeTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-probe-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    var path: String { folder.appendingPathComponent("usage.json").path }

    /// A note as the client decodes it: `title` required, `subtitle` optional, anything else ignored.
    struct Note: Decodable, Sendable {
        let title: String
        let subtitle: String?
    }

    struct Page: Decodable, Sendable {
        let notes: [Note]
    }

    /// Notes whose `listNotes/success` serves `body`.
    static func contract(serving body: JSONValue) -> Contract {
        var contract = NotesContract.contract
        contract.endpoints[0].scenarios = [
            NotesContract.scenario("success", .response(StubResponse(status: 200, body: .inline(body))))
        ]
        return contract
    }

    static let note: JSONValue = ["title": "first", "subtitle": "a note", "views": 3]

    /// The time bound is a day unless a test sets it: the default 30 seconds is wall-clock time,
    /// which a loaded machine running the whole suite in parallel has used up mid-probe, leaving
    /// members unprobed that the test expects probed.
    func suite(_ body: JSONValue = Self.note, _ environment: [String: String] = [:]) -> ContractSuite {
        ContractSuite(
            contract: Self.contract(serving: body), fixtures: FixtureSource([:]),
            environment: ["TREATY_USAGE_RECORD": path, "TREATY_PROBE_RESPONSES": "1", "TREATY_PROBE_SECONDS": "86400"]
                .merging(environment) { $1 })
    }

    /// Fetches the notes as the contract wants them asked for, and decodes `T`.
    static func fetch<T: Decodable & Sendable>(_ type: T.Type, _ stubs: StubSession) async throws {
        var request = URLRequest(url: stubs.url("/v1/notes"))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("Bearer t", forHTTPHeaderField: "Authorization")
        let (data, _) = try await stubs.urlSession.data(for: request)
        _ = try JSONDecoder().decode(T.self, from: data)
    }

    func run<T: Decodable & Sendable>(_ suite: ContractSuite, decoding type: T.Type, log: FailureLog = FailureLog()) async {
        await suite.run(
            "listNotes", "success", reporter: log.reporter, call: { stubs, _ in try await Self.fetch(T.self, stubs) },
            classify: { _ in .decoding })
    }

    func record() throws -> (text: String, record: UsageRecord) {
        let data = try #require(FileManager.default.contents(atPath: path))
        return (String(decoding: data, as: UTF8.self), try UsageRecord(json: [UInt8](data)))
    }

    @Test func aRequiredMemberIsNeededAndReadAnOptionalOneReadAndAnIgnoredOneNeither() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = FailureLog()
        await run(suite(), decoding: Note.self, log: log)
        #expect(log.messages == [])
        let (text, record) = try record()
        #expect(!text.contains("first") && !text.contains("a note"), "a value leaked")
        #expect(
            record.endpoints.first?.responses == [
                ResponseUsage(
                    status: 200, probed: ["/subtitle", "/title", "/views"], needs: ["/title"], reads: ["/subtitle", "/title"])
            ])
    }

    /// Members of array items are probed as `*`, removed from and retyped in every item: `subtitle`
    /// is only in the second note, and its new type still fails the client.
    @Test func membersOfArrayItemsAreProbedInEveryItemAsStar() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let body: JSONValue = ["notes": [["title": "a", "views": 1], ["title": "b", "subtitle": "s"]]]
        let log = FailureLog()
        await run(suite(body), decoding: Page.self, log: log)
        #expect(log.messages == [])
        #expect(
            try record().record.endpoints.first?.responses == [
                ResponseUsage(
                    status: 200, probed: ["/notes", "/notes/*/subtitle", "/notes/*/title", "/notes/*/views"],
                    needs: ["/notes", "/notes/*/title"], reads: ["/notes", "/notes/*/subtitle", "/notes/*/title"])
            ])
    }

    @Test func membersBeyondTheBoundAreUnprobedInDocumentOrder() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        await run(suite(Self.note, ["TREATY_PROBE_LIMIT": "2"]), decoding: Note.self)
        #expect(
            try record().record.endpoints.first?.responses == [
                ResponseUsage(
                    status: 200, probed: ["/subtitle", "/title"], needs: ["/title"], reads: ["/subtitle", "/title"],
                    unprobed: ["/views"])
            ])
    }

    @Test func withoutProbingTheRecordHasNoResponses() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        await run(suite(Self.note, ["TREATY_PROBE_RESPONSES": "0"]), decoding: Note.self)
        let (text, record) = try record()
        #expect(record.endpoints.first?.responses == [])
        #expect(!text.contains("responses"))
    }

    /// A client failing on every probe is measured, never reported: the run's reporter stays empty.
    @Test func aClientFailingEveryProbeFailsNothing() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = FailureLog()
        let calls = Mutex(0)
        await suite().run(
            "listNotes", "success", reporter: log.reporter,
            call: { stubs, _ in
                try await Self.fetch(Note.self, stubs)
                let call = calls.withLock { count in
                    count += 1
                    return count
                }
                if call > 1 { throw URLError(.cannotParseResponse) }
            }, classify: { _ in .decoding })
        #expect(log.messages == [])
        #expect(
            try record().record.endpoints.first?.responses == [
                ResponseUsage(
                    status: 200, probed: ["/subtitle", "/title", "/views"], needs: ["/subtitle", "/title", "/views"],
                    reads: ["/subtitle", "/title", "/views"])
            ])
    }

    /// A client that answers probes from a cache, sending no request, says nothing about the
    /// members: they are unprobed, not needed.
    @Test func aProbeTheClientSendsNoRequestForLeavesTheMemberUnprobed() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = FailureLog()
        let fetched = Mutex(false)
        await suite().run(
            "listNotes", "success", reporter: log.reporter,
            call: { stubs, _ in
                guard !fetched.withLock({ $0 }) else { throw URLError(.resourceUnavailable) }
                try await Self.fetch(Note.self, stubs)
                fetched.withLock { $0 = true }
            }, classify: { _ in .decoding })
        #expect(log.messages == [])
        #expect(
            try record().record.endpoints.first?.responses == [
                ResponseUsage(status: 200, unprobed: ["/subtitle", "/title", "/views"])
            ])
    }

    @Test func twoRunsWriteTheSameBytes() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let body: JSONValue = ["notes": [["title": "a", "views": 1], ["title": "b", "subtitle": "s"]], "a/b~c": true]
        await run(suite(body), decoding: Page.self)
        let first = try record().text
        try FileManager.default.removeItem(atPath: path)
        await run(suite(body), decoding: Page.self)
        #expect(try record().text == first)
        #expect(first.contains(#""/a~1b~0c""#))
    }

    /// Scenarios that expect an error, and sequences, are not probed.
    @Test func onlySuccessResponsesAreProbed() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = ContractSuite(
            contract: NotesContract.contract, fixtures: FixtureSource(NotesContract.fixtures),
            environment: ["TREATY_USAGE_RECORD": path, "TREATY_PROBE_RESPONSES": "1"])
        for scenario in ["rateLimited", "retry"] {
            await suite.run(
                "listNotes", scenario, reporter: FailureLog().reporter,
                call: { stubs, _ in try await Self.fetch([Note].self, stubs) }, classify: { _ in .decoding })
        }
        #expect(try record().record.endpoints.first?.responses == [])
    }

    /// A slow client meets the time bound: the member being probed when the seconds are up is
    /// finished, the ones after it are unprobed.
    @Test func membersLeftWhenTheSecondsAreUpAreUnprobed() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        await suite(Self.note, ["TREATY_PROBE_SECONDS": "1"]).run(
            "listNotes", "success", reporter: FailureLog().reporter,
            call: { stubs, _ in
                try await Task.sleep(for: .milliseconds(600))
                try await Self.fetch(Note.self, stubs)
            }, classify: { _ in .decoding })
        let response = try #require(try record().record.endpoints.first?.responses.first)
        #expect(response.probed == ["/title"], "the first member's two plays take 1.2 s, past the second")
        #expect(response.unprobed == ["/subtitle", "/views"])
    }

    @Test(arguments: [
        (
            ["TREATY_PROBE_RESPONSES": "1", "TREATY_USAGE_RECORD": "usage.json", "TREATY_PROBE_SECONDS": "0"],
            "TREATY_PROBE_SECONDS '0' is not a whole number of seconds from 1 to 86400; unset it to probe each "
                + "response for at most 30 seconds"
        ),
        (
            ["TREATY_PROBE_RESPONSES": "1"],
            "TREATY_PROBE_RESPONSES=1 needs TREATY_USAGE_RECORD to name the file its results go to; set both, "
                + "or unset TREATY_PROBE_RESPONSES"
        ),
        (
            ["TREATY_PROBE_RESPONSES": "yes", "TREATY_USAGE_RECORD": "usage.json"],
            "TREATY_PROBE_RESPONSES 'yes' is not 1 or 0; set it to 1 to probe responses"
        ),
        (
            ["TREATY_PROBE_RESPONSES": "1", "TREATY_USAGE_RECORD": "usage.json", "TREATY_PROBE_LIMIT": "0x10"],
            "TREATY_PROBE_LIMIT '0x10' is not a whole number from 1 to 100000; unset it to probe at most 64 members "
                + "per response"
        ),
    ])
    func settingsThatCannotBeFollowedFailEveryRun(environment: [String: String], problem: String) async {
        let suite = ContractSuite(
            contract: NotesContract.contract, fixtures: FixtureSource(NotesContract.fixtures), environment: environment)
        let log = FailureLog()
        await suite.run(
            "listNotes", "success", reporter: log.reporter, call: { stubs, _ in try await Self.fetch([Note].self, stubs) },
            classify: { _ in .decoding })
        #expect(log.messages == ["client regression: listNotes/success: \(problem)"])
    }
}
