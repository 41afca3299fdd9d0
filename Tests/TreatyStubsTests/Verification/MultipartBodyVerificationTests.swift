import Foundation
import Testing
import TreatyContract

@testable import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request body declared as `multipart/form-data` (a file upload) is checked part by part: text
/// parts as form fields read as their declared types, JSON parts as JSON, files by their presence.
@Suite struct MultipartBodyVerificationTests {
    let log = FailureLog()

    static let contract: Contract = {
        var tags = NotesContract.shape(.array)
        tags.items = NotesContract.shape(.string)
        var meta = NotesContract.shape(.object)
        meta.properties = [.init(name: "width", shape: NotesContract.shape(.integer))]
        var file = NotesContract.shape(.string)
        file.format = "binary"
        var caption = NotesContract.shape(.string)
        caption.maxLength = 10
        var body = NotesContract.shape(.object)
        body.properties = [
            .init(name: "userId", shape: NotesContract.shape(.integer)), .init(name: "caption", shape: caption),
            .init(name: "tags", shape: tags), .init(name: "meta", shape: meta), .init(name: "file", shape: file),
        ]
        body.required = ["userId", "file"]
        body.additionalProperties = .forbidden
        var upload = Endpoint(id: "uploadAvatar", method: "POST", path: PathTemplate("/avatars")!, location: NotesContract.at(5))
        upload.request.body = body
        upload.request.contentType = "multipart/form-data"
        upload.responses = [ResponseSpec(status: .code(201), location: NotesContract.at(8))]
        upload.scenarios = [NotesContract.scenario("ok", .response(StubResponse(status: 201)))]
        return Contract(
            file: NotesContract.file, name: "Avatars", version: "1.0.0", stubHost: "avatars.test.invalid",
            fixtureDirectory: "Fixtures", endpoints: [upload])
    }()

    static let boundary = "Boundary-4F2A"

    /// Parts as a client writes them, CRLF line breaks and all.
    static func multipart(_ parts: [(headers: String, content: String)], closed: Bool = true) -> String {
        var body = ""
        for part in parts { body += "--\(boundary)\r\n\(part.headers)\r\n\r\n\(part.content)\r\n" }
        return body + (closed ? "--\(boundary)--\r\n" : "")
    }

    static func field(_ name: String, _ value: String) -> (String, String) {
        ("Content-Disposition: form-data; name=\"\(name)\"", value)
    }

    static let file = (
        "Content-Disposition: form-data; name=\"file\"; filename=\"me.png\"\r\nContent-Type: image/png", "\u{89}PNG\r\n..."
    )

    func failures(_ body: String, contentType: String = "multipart/form-data; boundary=\(boundary)") async -> [String] {
        await TestRequests.failures(
            of: Self.contract, "uploadAvatar", answering: 201, "POST", "/avatars", body: body, contentType: contentType, log: log)
    }

    @Test func anUploadWrittenRightPasses() async {
        let body = Self.multipart([
            Self.field("userId", "42"), Self.field("caption", "me"), Self.field("tags", "a"), Self.field("tags", "b"),
            ("Content-Disposition: form-data; name=\"meta\"\r\nContent-Type: application/json", #"{"width":64}"#), Self.file,
        ])
        #expect(await failures(body) == [])
        // A quoted boundary, and the file alone beside the one required field.
        #expect(
            await failures(
                Self.multipart([Self.field("userId", "1"), Self.file]),
                contentType: "multipart/form-data; boundary=\"\(Self.boundary)\"")
                == [])
    }

    @Test func eachWrongPartIsNamed() async {
        let body = Self.multipart([
            Self.field("userId", "me"), Self.field("caption", "far too long a caption"), Self.field("colour", "red"),
            ("Content-Disposition: form-data; name=\"meta\"\r\nContent-Type: application/json", #"{"width":"wide"}"#),
        ])
        let found = await failures(body)
        #expect(found.count == 5, "\(found)")
        #expect(found.contains("body /userId: expected integer, got string"), "\(found)")
        #expect(found.contains("body /file: expected required property 'file', got nothing"), "\(found)")
        #expect(found.contains("body /meta/width: expected integer, got string"), "\(found)")
        #expect(found.contains { $0.hasPrefix("body /caption:") }, "\(found)")
        #expect(found.contains { $0.contains("colour") }, "\(found)")
    }

    @Test func aBodyThatIsNoMultipartSaysWhy() async {
        let unclosed = await failures(Self.multipart([Self.field("userId", "1"), Self.file], closed: false))
        #expect(unclosed.contains { $0.contains("the closing boundary '--\(Self.boundary)--' is missing") }, "\(unclosed)")
        let noBoundary = await failures("userId=1", contentType: "multipart/form-data")
        #expect(noBoundary.contains { $0.contains("names no multipart boundary") }, "\(noBoundary)")
        let json = await failures(#"{"userId":1}"#, contentType: "application/json")
        #expect(json.first == "header 'Content-Type': expected 'multipart/form-data', got 'application/json'", "\(json)")
    }
}

/// A scenario that passes a multipart body expects each of its text members as a part; a file
/// member is the client's own bytes.
@Suite struct MultipartInputEchoTests {
    static func mismatches(_ body: String, passing value: JSONValue) -> [String] {
        TestRequests.echoMismatches(
            MultipartBodyVerificationTests.contract.endpoints[0], url: "https://avatars.test.invalid/avatars",
            contentType: "multipart/form-data; boundary=\(MultipartBodyVerificationTests.boundary)", body: body, passing: value)
    }

    @Test func everyTextPartMustArriveWithItsValue() {
        typealias M = MultipartBodyVerificationTests
        let sent = M.multipart([M.field("userId", "42"), M.file])
        #expect(Self.mismatches(sent, passing: ["userId": 42, "file": ""]) == [])
        #expect(
            Self.mismatches(sent, passing: ["userId": 7, "caption": "me", "file": ""]) == [
                "body field 'userId' sent as '42', the scenario passed '7'",
                "body field 'caption' sent as nothing, the scenario passed 'me'",
            ])
        #expect(Self.mismatches("userId=42", passing: ["userId": 42]).first?.hasPrefix("body missing or not multipart") == true)
    }
}
