import Foundation
import TreatyContract

/// A small "Notes" API built in code, so the stub runtime is tested without the YAML loader.
///
///     GET  /v1/notes?page=&q=     listNotes   (Accept and Authorization required)
///     GET  /v1/notes/{noteId}     getNote     (noteId: integer)
///     POST /v1/notes              createNote  (body: { title: string, pinned?: boolean })
///     GET  /v1/notes/search       searchNotes (a literal path beside the {noteId} template)
enum NotesContract {
    static let file = "contracts/notes.yaml"

    static func at(_ line: Int) -> FileLocation { FileLocation(file: file, line: line, column: 1) }

    static func shape(_ type: JSONType, pattern: String? = nil) -> Shape {
        var shape = Shape(at: at(1))
        shape.types = [type]
        shape.pattern = pattern
        return shape
    }

    static func parameter(_ name: String, _ shape: Shape, required: Bool = false, secret: Bool = false) -> Parameter {
        Parameter(name: name, shape: shape, required: required, secret: secret, location: at(2))
    }

    static func scenario(_ name: String, _ outcome: Scenario.Outcome) -> Scenario {
        Scenario(name: name, outcome: outcome, expect: ExpectedOutcome.default(for: outcome), location: at(3))
    }

    static let contract = Contract(
        file: file, name: "Notes", version: "1.0.0", stubHost: "notes.test.invalid", fixtureDirectory: "Fixtures",
        defaultHeaders: [
            parameter("Accept", shape(.string, pattern: "^application/json"), required: true),
            parameter("Authorization", shape(.string, pattern: "^Bearer "), required: true, secret: true),
        ],
        endpoints: [listNotes, getNote, createNote, searchNotes]
    )

    static let listNotes = Endpoint(
        id: "listNotes", method: "GET", path: PathTemplate("/v1/notes")!,
        request: RequestSpec(query: [parameter("page", shape(.integer)), parameter("q", shape(.string))]),
        scenarios: [
            scenario(
                "success",
                .response(
                    StubResponse(
                        status: 200,
                        body: .fixture(FixtureReference(name: "notes-success.json", path: "Fixtures/notes-success.json"))))),
            scenario("empty", .response(StubResponse(status: 200, body: .inline([])))),
            scenario(
                "rateLimited", .response(StubResponse(status: 429, headers: [HeaderField(name: "Retry-After", value: "3")]))),
            scenario("timeout", .transport(TransportFailure(code: "timedOut"))),
            scenario("retry", .sequence(["rateLimited", "empty"])),
            scenario("truncated", .response(StubResponse(status: 200, body: .raw("[{\"id\": 1,")))),
        ],
        location: at(10)
    )

    static let getNote = Endpoint(
        id: "getNote", method: "GET", path: PathTemplate("/v1/notes/{noteId}")!,
        request: RequestSpec(pathParameters: [parameter("noteId", shape(.integer), required: true)]),
        location: at(20)
    )

    static let createNote: Endpoint = {
        var body = shape(.object)
        body.properties = [
            Shape.Property(name: "title", shape: shape(.string)), Shape.Property(name: "pinned", shape: shape(.boolean)),
        ]
        body.required = ["title"]
        return Endpoint(
            id: "createNote", method: "POST", path: PathTemplate("/v1/notes")!, request: RequestSpec(body: body), location: at(30)
        )
    }()

    static let searchNotes = Endpoint(id: "searchNotes", method: "GET", path: PathTemplate("/v1/notes/search")!, location: at(40))

    static let fixtures: [String: Data] = ["notes-success.json": Data(#"[{"id":1,"title":"first"}]"#.utf8)]
}
