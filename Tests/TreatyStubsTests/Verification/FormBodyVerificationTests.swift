import Foundation
import Testing
import TreatyContract

@testable import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request body declared as `application/x-www-form-urlencoded` (every write of Stripe's and
/// Twilio's APIs) is checked as the form fields it is, not refused as an undeclared body or as
/// malformed JSON.
@Suite struct FormBodyVerificationTests {
    let log = FailureLog()

    static let contract: Contract = {
        var metadata = NotesContract.shape(.object)
        metadata.additionalProperties = .shape(NotesContract.shape(.string))
        var expand = NotesContract.shape(.array)
        expand.items = NotesContract.shape(.string)
        var body = NotesContract.shape(.object)
        body.properties = [
            .init(name: "email", shape: NotesContract.shape(.string)),
            .init(name: "balance", shape: NotesContract.shape(.integer)),
            .init(name: "metadata", shape: metadata), .init(name: "expand", shape: expand),
        ]
        body.required = ["email"]
        body.additionalProperties = .forbidden
        var create = Endpoint(
            id: "createCustomer", method: "POST", path: PathTemplate("/v1/customers")!, location: NotesContract.at(5))
        create.request.body = body
        create.request.contentType = "application/x-www-form-urlencoded"
        create.responses = [ResponseSpec(status: .code(200), location: NotesContract.at(8))]
        create.scenarios = [NotesContract.scenario("ok", .response(StubResponse(status: 200)))]
        return Contract(
            file: NotesContract.file, name: "Payments", version: "1.0.0", stubHost: "payments.test.invalid",
            fixtureDirectory: "Fixtures", endpoints: [create])
    }()

    func failures(_ body: String, contentType: String = "application/x-www-form-urlencoded") async -> [String] {
        await TestRequests.failures(
            of: Self.contract, "createCustomer", answering: 200, "POST", "/v1/customers", body: body, contentType: contentType,
            log: log)
    }

    @Test func aFormWrittenRightPasses() async {
        #expect(await failures("email=a%40b.c&balance=100&metadata%5Bplan%5D=pro&expand%5B%5D=source&expand%5B%5D=tax") == [])
        #expect(await failures("email=Ada+Lovelace", contentType: "application/x-www-form-urlencoded; charset=utf-8") == [])
    }

    @Test func eachWrongFieldIsNamed() async {
        let found = await failures("balance=lots&colour=red")
        #expect(found.count == 3, "\(found)")
        #expect(found.contains("body /balance: expected integer, got string"), "\(found)")
        #expect(found.contains("body /email: expected required property 'email', got nothing"), "\(found)")
        #expect(found.contains { $0.contains("colour") }, "\(found)")
    }

    @Test func aFieldNestedThirtyThousandBracketsDeepIsAFindingNotACrash() async {
        let deep = "metadata" + String(repeating: "%5Bx%5D", count: 30_000)
        #expect(
            await failures("email=a%40b.c&\(deep)=1") == [
                "body /metadata: expected a value Treaty can check, got not verified: a field name nested 30000 brackets deep, deeper than 64 levels"
            ])
    }

    /// `treaty serve` reads the body on one of its own threads: the same field is a finding
    /// there too, and the server goes on serving.
    @Test func theStubServerSurvivesTheDeepFieldAndReportsIt() async throws {
        let served = try ServedNotes(contract: Self.contract)
        defer { served.stop() }
        let deep = "metadata" + String(repeating: "%5Bx%5D", count: 30_000)
        for body in ["email=a%40b.c&\(deep)=1", "email=a%40b.c"] {
            var request = URLRequest(url: served.url.appendingPathComponent("v1/customers"))
            request.httpMethod = "POST"
            request.httpBody = Data(body.utf8)
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            let (_, response) = try await served.session.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
        }
        #expect(served.server.findings.count == 1, "\(served.server.findings)")
        #expect(served.server.findings.first?.contains("nested 30000 brackets deep, deeper than 64 levels") == true)
    }

    @Test func jsonSentForAFormIsAContentTypeFinding() async {
        let found = await failures(#"{"email":"a@b.c"}"#, contentType: "application/json")
        #expect(found.first == "header 'Content-Type': expected 'application/x-www-form-urlencoded', got 'application/json'")
    }
}

/// A scenario that passes a form body expects each of its fields in the request, as text.
@Suite struct FormInputEchoTests {
    static func mismatches(_ body: String, passing value: JSONValue) -> [String] {
        TestRequests.echoMismatches(
            FormBodyVerificationTests.contract.endpoints[0], url: "https://payments.test.invalid/v1/customers",
            contentType: "application/x-www-form-urlencoded", body: body, passing: value)
    }

    @Test func everyFieldMustArriveWithItsValue() {
        #expect(Self.mismatches("email=a%40b.c&balance=100", passing: ["email": "a@b.c", "balance": 100]) == [])
        #expect(
            Self.mismatches("email=x", passing: ["email": "a@b.c", "balance": 100]) == [
                "body field 'email' sent as 'x', the scenario passed 'a@b.c'",
                "body field 'balance' sent as nothing, the scenario passed '100'",
            ])
    }
}
