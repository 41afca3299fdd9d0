import Foundation
import Testing
import TreatyContract

@testable import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request body of a media type Treaty does not read (a file's bytes, Markdown as text/plain):
/// the contract declares its `contentType` and no shape. A client sending it is not told the body
/// is undeclared; one sending none where it is required, or another type, is told so.
@Suite struct UncheckedBodyVerificationTests {
    let log = FailureLog()

    static func contract(_ contentType: String, required: Bool = true) -> Contract {
        var upload = Endpoint(
            id: "uploadFile", method: "PUT", path: PathTemplate("/files/{name}")!, location: NotesContract.at(5))
        upload.request.pathParameters = [
            Parameter(name: "name", shape: NotesContract.shape(.string), required: true, location: NotesContract.at(6))
        ]
        upload.request.contentType = contentType
        upload.request.bodyRequired = required
        upload.responses = [ResponseSpec(status: .code(201), location: NotesContract.at(8))]
        upload.scenarios = [NotesContract.scenario("ok", .response(StubResponse(status: 201)))]
        return Contract(
            file: NotesContract.file, name: "Files", version: "1.0.0", stubHost: "files.test.invalid",
            fixtureDirectory: "Fixtures", endpoints: [upload])
    }

    func failures(_ contract: Contract, body: String?, contentType: String?) async -> [String] {
        await TestRequests.failures(
            of: contract, "uploadFile", answering: 201, "PUT", "/files/a.bin", body: body, contentType: contentType, log: log)
    }

    @Test func theDeclaredTypeIsAccepted() async {
        #expect(
            await failures(Self.contract("application/octet-stream"), body: "\u{1}\u{2}", contentType: "application/octet-stream")
                == [])
        #expect(await failures(Self.contract("image/*"), body: "png", contentType: "image/png") == [])
        #expect(await failures(Self.contract("text/plain"), body: "# Title", contentType: "text/plain; charset=utf-8") == [])
    }

    @Test func noneWhereRequiredOrAnotherTypeIsNamed() async {
        #expect(
            await failures(Self.contract("application/octet-stream"), body: nil, contentType: nil) == [
                "body: expected a 'application/octet-stream' body, found none"
            ])
        #expect(await failures(Self.contract("application/octet-stream", required: false), body: nil, contentType: nil) == [])
        #expect(
            await failures(Self.contract("text/plain"), body: #"{"a":1}"#, contentType: "application/json") == [
                "header 'Content-Type': expected 'text/plain', got 'application/json'"
            ])
    }
}
