import Testing

@testable import TreatyContract

private typealias F = ShapeFactory

/// `multipart/form-data` bodies read from bytes, written for live samples, and read as the value
/// their shape declares.
@Suite struct MultipartFormTests {
    static func parts(_ text: String, boundary: String = "b") -> Result<[MultipartForm.Part], MultipartForm.Malformed> {
        MultipartForm.parts(Array(text.utf8), boundary: boundary)
    }

    @Test func partsAreReadWithTheirNamesFilesAndTypes() throws {
        let body =
            "preamble\r\n--b\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nline one\r\nline two\r\n"
            + "--b\r\ncontent-disposition: form-data; name=\"a \\\"q\\\"\"; filename=\"x;y.png\"\r\nContent-Type: image/png\r\n\r\n\r\n--b--\r\nepilogue"
        let parts = try Self.parts(body).get()
        #expect(parts.map(\.name) == ["note", "a \"q\""])
        #expect(parts[0].text == "line one\r\nline two" && parts[0].filename == nil && parts[0].contentType == nil)
        #expect(parts[1].filename == "x;y.png" && parts[1].contentType == "image/png" && parts[1].body.isEmpty)
        // Bare line feeds, as some hand-written clients send.
        let lines = try Self.parts("--b\nContent-Disposition: form-data; name=n\n\nv\n--b--").get()
        #expect(lines.map(\.name) == ["n"] && lines.first?.text == "v")
        // A boundary that only appears inside a line is content, not a delimiter.
        let inside = try Self.parts("--b\r\nContent-Disposition: form-data; name=n\r\n\r\nx--b y\r\n--b--").get()
        #expect(inside.first?.text == "x--b y")
    }

    @Test func aMalformedBodySaysWhatIsWrong() {
        #expect(Self.parts("name=value").failure == "no part starts with the boundary '--b'")
        #expect(
            Self.parts("--b\r\nContent-Disposition: form-data; name=n\r\n\r\nv").failure
                == "the closing boundary '--b--' is missing")
        #expect(
            Self.parts("--b\r\nContent-Type: text/plain\r\n\r\nv\r\n--b--").failure?.contains("no 'Content-Disposition") == true)
        #expect(
            Self.parts("--b\r\nContent-Disposition: form-data; name=n").failure == "part 1 has no blank line after its headers")
        #expect(Self.parts("--b").failure?.contains("does not end") == true)
    }

    @Test func theBoundaryComesFromTheContentType() {
        #expect(MultipartForm.boundary(in: "multipart/form-data; boundary=abc") == "abc")
        #expect(MultipartForm.boundary(in: "multipart/form-data; charset=utf-8; boundary=\"a b\"") == "a b")
        #expect(MultipartForm.boundary(in: "multipart/form-data") == nil)
        #expect(MultipartForm.isMultipartMediaType("Multipart/Form-Data; boundary=x"))
        #expect(!MultipartForm.isMultipartMediaType("multipart/mixed"))
    }

    @Test func aSampleIsWrittenAsPartsItReadsBackAs() throws {
        let value: JSONValue = ["userId": 42, "tags": ["a", "b"], "meta": ["width": 64], "note": "x \"y\""]
        let written = MultipartForm.encoded(value)
        let parts = try MultipartForm.parts(written, boundary: MultipartForm.sampleBoundary).get()
        #expect(parts.map(\.name) == ["userId", "tags", "tags", "meta", "note"])
        #expect(parts.first { $0.name == "meta" }?.contentType == "application/json")
        let shape = F.object([
            ("userId", F.shape(.integer)), ("tags", F.shape(.array) { $0.items = F.shape(.string) }),
            ("meta", F.object([("width", F.shape(.integer))])), ("note", F.shape(.string)),
        ])
        #expect(ShapeValidator(schemas: SchemaTable()).multipartValue(parts, shape: shape) == value)
        #expect(written == MultipartForm.encoded(value), "the same sample is the same bytes")
        // A name cannot end its header line early.
        let odd = try MultipartForm.parts(
            MultipartForm.encoded(["a\r\nX-Injected: 1": "v"]), boundary: MultipartForm.sampleBoundary
        ).get()
        #expect(odd.map(\.name) == ["aX-Injected: 1"] && odd.first?.text == "v")
    }

    /// A file stands for a value its member accepts; a declared array gathers even one part.
    @Test func filesArePresentAndArraysGathered() {
        let validator = ShapeValidator(schemas: SchemaTable())
        let binary = F.shape(.string) { $0.format = "binary" }
        let shape = F.object(
            [
                ("file", binary), ("photos", F.shape(.array) { $0.items = binary }),
                ("ids", F.shape(.array) { $0.items = F.shape(.integer) }),
            ],
            required: ["file"])
        let parts = [
            MultipartForm.Part(name: "file", filename: "a.bin", body: [0xFF, 0x00]),
            MultipartForm.Part(name: "photos", contentType: "image/jpeg", body: [0xFF]),
            MultipartForm.Part(name: "ids", body: Array("7".utf8)),
        ]
        #expect(validator.multipartValue(parts, shape: shape) == ["ids": [7], "file": "", "photos": [""]])
        #expect(validator.validate(multipartParts: parts, against: shape).isValid)
        #expect(!validator.validate(multipartParts: Array(parts.dropFirst()), against: shape).isValid)
        // `photos[]`, as curl and browsers name several files, fills `photos`.
        let bracketed = [
            MultipartForm.Part(name: "file", filename: "a.bin", body: [0xFF]),
            MultipartForm.Part(name: "photos[]", filename: "1.jpg", body: [0xFF]),
            MultipartForm.Part(name: "photos[]", filename: "2.jpg", body: [0xFF]),
        ]
        #expect(validator.multipartValue(bracketed, shape: shape) == ["file": "", "photos": ["", ""]])
        // A text part is not dropped for a file of the same name: both stand in the value.
        let twice = [
            MultipartForm.Part(name: "ids", body: Array("x".utf8)), MultipartForm.Part(name: "ids", filename: "i", body: [0xFF]),
        ]
        #expect(validator.multipartValue(twice, shape: shape) == ["ids": ["x", 0]])
    }

    /// An array of objects is one JSON part in a live sample, read back as the array it holds.
    @Test func anArrayOfObjectsInOneJSONPartIsTheArray() throws {
        let value: JSONValue = ["items": [["a": 1], ["a": 2]]]
        let parts = try MultipartForm.parts(MultipartForm.encoded(value), boundary: MultipartForm.sampleBoundary).get()
        let shape = F.object([("items", F.shape(.array) { $0.items = F.object([("a", F.shape(.integer))]) })])
        let validator = ShapeValidator(schemas: SchemaTable())
        #expect(validator.multipartValue(parts, shape: shape) == value)
        #expect(validator.validate(multipartParts: parts, against: shape).isValid)
    }
}

extension Result where Failure == MultipartForm.Malformed {
    fileprivate var failure: String? {
        if case .failure(let malformed) = self { malformed.description } else { nil }
    }
}
