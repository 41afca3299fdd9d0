import Foundation
import Testing
import TreatyContract

@testable import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request body the stub cannot see is never a silent pass: it fails as "body not verified",
/// or, when the session allows it with a reason, is listed as unverified.
@Suite struct HiddenBodyTests {
    let log = FailureLog()

    private func hiddenUpload(to stubs: StubSession) {
        let request = RecordedRequest(
            method: "POST", url: stubs.url("/v1/notes"),
            headers: ["Content-Type": "application/json", "Accept": "application/json", "Authorization": "Bearer t"],
            body: nil, bodyVisible: false)
        _ = stubs.core.receive(request, token: ObjectIdentifier(log))
    }

    @Test func aHiddenBodyFailsWithItsCauseAndFix() {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("createNote", .status(201))
        hiddenUpload(to: stubs)
        stubs.verify()
        #expect(
            log.messages == [
                "body not verified: createNote: 'POST /v1/notes' was sent as an upload whose body Foundation does not pass to a "
                    + "URLProtocol on this platform, so its body and Content-Type were not checked; fix: send the body with "
                    + "'data(for:)' and 'httpBody', or mark the scenario 'bodyUnverified: <reason>'"
            ])
        #expect(stubs.unverifiedBodies == [])
    }

    @Test func aReasonListsItAsUnverifiedInstead() {
        let stubs = StubSession(
            contract: NotesContract.contract, options: StubOptions(unverifiedBodies: "the SDK uploads"), reporter: log.reporter)
        stubs.stub("createNote", .status(201))
        hiddenUpload(to: stubs)
        stubs.verify()
        #expect(log.messages == [])
        #expect(stubs.unverifiedBodies == ["POST /v1/notes"])
    }

    @Test func uploadTaskBodyIsReadFromTheTask() async throws {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("createNote", .status(201))
        var request = URLRequest(url: stubs.url("/v1/notes"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("Bearer t", forHTTPHeaderField: "Authorization")
        _ = try await stubs.urlSession.upload(for: request, from: Data(#"{"title":7}"#.utf8))
        stubs.verify()
        #expect(stubs.requests.map(\.body) == [Data(#"{"title":7}"#.utf8)])
        #expect(log.messages == ["client regression: createNote: body /title: expected string, got integer"])
    }
}
