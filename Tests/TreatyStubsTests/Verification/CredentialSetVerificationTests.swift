import Foundation
import Testing
import TreatyContract

@testable import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `request.credentials`: Cloudflare's token, or its email and key together. Each credential is
/// optional alone; a request must carry one set in full, and the finding never quotes a value.
@Suite struct CredentialSetVerificationTests {
    let log = FailureLog()

    static let contract: Contract = {
        func secret(_ name: String, pattern: String? = nil) -> Parameter {
            Parameter(
                name: name, shape: NotesContract.shape(.string, pattern: pattern), required: false, secret: true,
                location: NotesContract.at(4))
        }
        var zones = Endpoint(id: "listZones", method: "GET", path: PathTemplate("/zones")!, location: NotesContract.at(5))
        zones.request.headers = [secret("Authorization", pattern: "^Bearer "), secret("X-Auth-Email")]
        zones.request.query = [secret("key")]
        zones.request.credentials = [
            CredentialSet(headers: ["Authorization"]), CredentialSet(headers: ["X-Auth-Email"], query: ["key"]),
        ]
        zones.responses = [ResponseSpec(status: .code(200), location: NotesContract.at(8))]
        zones.scenarios = [NotesContract.scenario("ok", .response(StubResponse(status: 200)))]
        return Contract(
            file: NotesContract.file, name: "Zones", version: "1.0.0", stubHost: "zones.test.invalid",
            fixtureDirectory: "Fixtures", endpoints: [zones])
    }()

    func failures(_ path: String, headers: [String: String]) async -> [String] {
        await TestRequests.failures(of: Self.contract, "listZones", answering: 200, "GET", path, headers: headers, log: log)
    }

    @Test func eitherSetInFullPasses() async {
        #expect(await failures("/zones", headers: ["Authorization": "Bearer t0ken"]) == [])
        #expect(await failures("/zones?key=k3y", headers: ["X-Auth-Email": "ops@example.com"]) == [])
    }

    @Test func noneOrHalfASetIsNamed() async {
        let expected =
            "credentials: expected header 'Authorization', or header 'X-Auth-Email' with query parameter 'key'; "
            + "found none of them complete"
        #expect(await failures("/zones", headers: [:]) == [expected])
        let half = await failures("/zones", headers: ["X-Auth-Email": "ops@example.com"])
        #expect(half == [expected])
        #expect(!half.joined().contains("ops@example.com"), "a credential is never quoted")
        // An empty value is no credential.
        #expect(await failures("/zones?key=", headers: ["X-Auth-Email": "ops@example.com"]) == [expected])
    }
}
