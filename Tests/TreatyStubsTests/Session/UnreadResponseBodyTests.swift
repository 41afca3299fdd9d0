import Foundation
import Testing
import TreatyContract
import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A response of a media type Treaty does not read (`contentType: text/csv`, no `body:`): its
/// fixture, raw body or inline string goes out byte for byte as that type, unless the scenario
/// sets its own `Content-Type`; a JSON response's fixture still goes out as JSON.
@Suite struct UnreadResponseBodyTests {
    let log = FailureLog()
    static let csv = Data("id,name\n1,Ada\n".utf8)

    static func contract(_ contentType: String?, body: ScenarioBody, headers: [HeaderField] = []) -> Contract {
        var report = Endpoint(id: "report", method: "GET", path: PathTemplate("/report")!, location: NotesContract.at(5))
        report.responses = [ResponseSpec(status: .code(200), contentType: contentType, location: NotesContract.at(6))]
        report.scenarios = [
            NotesContract.scenario("success", .response(StubResponse(status: 200, headers: headers, body: body)))
        ]
        return Contract(
            file: NotesContract.file, name: "Reports", version: "1.0.0", stubHost: "reports.test.invalid",
            fixtureDirectory: "Fixtures", endpoints: [report])
    }

    func served(_ contract: Contract) async throws -> (Data, String?) {
        let stubs = StubSession(contract: contract, fixtures: FixtureSource(["report.csv": Self.csv]), reporter: log.reporter)
        stubs.stub("report", scenario: "success")
        let (data, response) = try await stubs.urlSession.data(for: TestRequests.make(stubs, "GET", "/report"))
        stubs.verify()
        return (data, (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type"))
    }

    @Test func aFixtureGoesOutAsTheDeclaredType() async throws {
        let fixture = ScenarioBody.fixture(FixtureReference(name: "report.csv", path: "Fixtures/report.csv"))
        let (data, type) = try await served(Self.contract("text/csv; charset=utf-8", body: fixture))
        #expect(data == Self.csv)
        #expect(type == "text/csv; charset=utf-8")
        #expect(log.messages == [])
    }

    @Test func aRawBodyGoesOutAsTheDeclaredType() async throws {
        let (data, type) = try await served(Self.contract("text/html", body: .raw("<p>Hi</p>")))
        #expect(String(decoding: data, as: UTF8.self) == "<p>Hi</p>")
        #expect(type == "text/html")
    }

    @Test func anInlineStringGoesOutAsItsText() async throws {
        let (data, type) = try await served(Self.contract("text/csv", body: .inline("id\n1\n")))
        #expect(String(decoding: data, as: UTF8.self) == "id\n1\n")
        #expect(type == "text/csv")
        // Any other inline value is JSON, as written.
        let (json, jsonType) = try await served(Self.contract("text/csv", body: .inline(["id": 1])))
        #expect(String(decoding: json, as: UTF8.self) == #"{"id":1}"#)
        #expect(jsonType == "application/json")
    }

    /// The import gives a response without an example such a scenario; the live check asks the
    /// API for the type even then.
    @Test func anEmptyBodyStillSaysItsType() async throws {
        let (data, type) = try await served(Self.contract("application/pdf", body: .none))
        #expect(data.isEmpty)
        #expect(type == "application/pdf")
    }

    @Test func theScenarioOwnContentTypeWins() async throws {
        let headers = [HeaderField(name: "content-type", value: "text/plain")]
        let (_, type) = try await served(Self.contract("text/csv", body: .raw("a"), headers: headers))
        #expect(type == "text/plain")
    }

    @Test func aRangeIsNotSentAsAType() async throws {
        let fixture = ScenarioBody.fixture(FixtureReference(name: "report.csv", path: "Fixtures/report.csv"))
        let (data, type) = try await served(Self.contract("image/*", body: fixture))
        #expect(data == Self.csv)
        #expect(type == nil)
    }

    @Test func aJSONResponseFixtureStillGoesOutAsJSON() async throws {
        let fixture = ScenarioBody.fixture(FixtureReference(name: "report.csv", path: "Fixtures/report.csv"))
        #expect(try await served(Self.contract(nil, body: fixture)).1 == "application/json")
        #expect(try await served(Self.contract("application/problem+json", body: fixture)).1 == "application/json")
    }
}
